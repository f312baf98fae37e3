import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { MatchQueriesService } from './match-queries.service';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [EventsModule], providers: [ResultsService, MatchQueriesService, ResultsResolver], exports: [ResultsService, MatchQueriesService] })
export class ResultsModule {}
