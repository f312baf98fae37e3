import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { PenaltiesModule } from '../penalties';
import { RoundsModule } from '../rounds';
import { StandingsModule } from '../standings';
import { TeamsModule } from '../teams';
import { EventFilesResolver } from './event-files.resolver';
import { EventFilesService } from './event-files.service';
import { EventReportService } from './event-report.service';

@Module({ imports: [EventsModule, RoundsModule, PenaltiesModule, StandingsModule, TeamsModule], providers: [EventFilesService, EventReportService, EventFilesResolver] })
export class EventFilesModule {}
