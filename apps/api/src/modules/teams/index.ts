/** The teams module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { TeamsModule } from './teams.module';
export { TeamsService } from './teams.service';
export { TeamPairingService } from './team-pairing.service';
export { TeamRepository } from './team.repository';
export { TeamMatchRepository } from './team-match.repository';
export type { TeamEntity } from './team.entity';
export type { TeamMatchEntity } from './team-match.entity';
export { twoHeadedGiantSideOf } from './two-headed-giant-side';
