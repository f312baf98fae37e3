import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { ResultsModule } from '../results';
import { RoundsModule } from '../rounds';
import { TeamsModule } from '../teams';
import { MatchPenaltiesService } from './match-penalties.service';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';
import { PenaltyRecordRepository } from './penalty-record.repository';
import { PenaltyReportService } from './penalty-report.service';

@Module({
  imports: [EventsModule, RoundsModule, ResultsModule, TeamsModule],
  providers: [PenaltiesService, PenaltyReportService, MatchPenaltiesService, PenaltiesResolver, PenaltyRecordRepository],
  exports: [MatchPenaltiesService, PenaltyRecordRepository],
})
export class PenaltiesModule {}
