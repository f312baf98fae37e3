import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { TeamsModule } from '../teams';
import { CommittedResultsService } from './committed-results.service';
import { MatchFinalizerService } from './match-finalizer.service';
import { MatchQueriesService } from './match-queries.service';
import { ResultCommitRepository } from './result-commit.repository';
import { ResultGroupCommitService } from './result-group-commit.service';
import { PlayerMatchesResolver } from './player-matches.resolver';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [EventsModule, RoundsModule, TeamsModule], providers: [ResultsService, CommittedResultsService, MatchQueriesService, MatchFinalizerService, ResultGroupCommitService, ResultCommitRepository, ResultsResolver, PlayerMatchesResolver], exports: [ResultsService, CommittedResultsService, MatchQueriesService, MatchFinalizerService] })
export class ResultsModule {}
