/** The announcements module's public surface: what other modules may use. */
export { AnnouncementsModule } from './announcements.module';
export { ANNOUNCEMENT_ERRORS } from './announcements.errors';
