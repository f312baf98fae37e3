/** The rounds module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { RoundsModule } from './rounds.module';
export { RoundsService } from './rounds.service';
export { RoundRepository } from './round.repository';
export { MatchRepository } from './match.repository';
export { roundError, ROUND_ERRORS } from './rounds.errors';
export { toEventFile } from './event-snapshot';
export type { ArbiterEventFile, EventSnapshot, EventFileEventExtension, EventFileRatings } from './event-snapshot';
export { MatchModel } from './dto/match.model';
export { toMatchModel } from './dto/match.mapper';
export { RoundModel } from './dto/round.model';
export { toRoundModel } from './dto/round.mapper';
export { MATCH_STATUSES } from './match.entity';
export type { MatchEntity, MatchStatus, PlayerReport } from './match.entity';
export type { RoundEntity, RoundKind } from './round.entity';
