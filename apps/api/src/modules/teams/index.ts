/** The teams module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { TeamsModule } from './teams.module';
export { TeamsService } from './teams.service';
export { TeamPairingService } from './team-pairing.service';
export { twoHeadedGiantSideOf } from './two-headed-giant-side';
