import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { ResultsModule } from '../results/results.module';
import { TeamsModule } from '../teams/teams.module';
import { MatchPenaltiesService } from './match-penalties.service';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';
import { PenaltyReportService } from './penalty-report.service';

@Module({ imports: [EventsModule, ResultsModule, TeamsModule], providers: [PenaltiesService, PenaltyReportService, MatchPenaltiesService, PenaltiesResolver], exports: [MatchPenaltiesService] })
export class PenaltiesModule {}
