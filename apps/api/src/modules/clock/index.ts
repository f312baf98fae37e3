/** The clock module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { ClockModule } from './clock.module';
export { LimitedClockService } from './limited-clock.service';
