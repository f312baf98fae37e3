/** The standings module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { StandingsModule } from './standings.module';
export { StandingsService } from './standings.service';
export { StandingModel } from './standing.model';
