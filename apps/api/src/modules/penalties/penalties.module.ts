import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { ResultsModule } from '../results/results.module';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';
import { PenaltyReportService } from './penalty-report.service';

@Module({ imports: [EventsModule, ResultsModule], providers: [PenaltiesService, PenaltyReportService, PenaltiesResolver] })
export class PenaltiesModule {}
