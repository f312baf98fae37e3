/** The live module's public surface: what other modules may use. */
export { LiveModule } from './live.module';
export { LiveService } from './live.service';
export type { LiveMessage, LiveTopic } from './live.service';
export { filterMessages } from './filtered-messages';
