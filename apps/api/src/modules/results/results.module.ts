import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { TeamsModule } from '../teams/teams.module';
import { MatchFinalizerService } from './match-finalizer.service';
import { MatchQueriesService } from './match-queries.service';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [EventsModule, TeamsModule], providers: [ResultsService, MatchQueriesService, MatchFinalizerService, ResultsResolver], exports: [ResultsService, MatchQueriesService, MatchFinalizerService] })
export class ResultsModule {}
