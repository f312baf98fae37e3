import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { StandingsModule } from '../standings/standings.module';
import { EventFilesResolver } from './event-files.resolver';
import { EventFilesService } from './event-files.service';

@Module({ imports: [EventsModule, StandingsModule], providers: [EventFilesService, EventFilesResolver] })
export class EventFilesModule {}
