/** The penalties module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { PenaltiesModule } from './penalties.module';
export { MatchPenaltiesService } from './match-penalties.service';
export { PenaltyRecordRepository } from './penalty-record.repository';
export { penaltyError, PENALTY_ERRORS } from './penalties.errors';
export type { PenaltyRecordEntity } from './penalty-record.entity';
