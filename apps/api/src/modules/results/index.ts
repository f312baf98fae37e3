/** The results module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { ResultsModule } from './results.module';
export { ResultsService } from './results.service';
export { CommittedResultsService } from './committed-results.service';
export { MatchQueriesService } from './match-queries.service';
export { MatchFinalizerService } from './match-finalizer.service';
export { resultError, RESULT_ERRORS } from './results.errors';
export type { ResultAuditEntity } from './result-audit.entity';
