/** The digital module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { DigitalModule } from './digital.module';
export { DigitalMatchesService } from './digital-matches.service';
export { EventSecretRepository } from './event-secret.repository';
export { eventSecretHmac } from './match-randomness';
