import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const ANNOUNCEMENT_ERRORS = {
  /** Nothing but spaces (or nothing at all) to announce. */
  ANNOUNCEMENT_EMPTY: 'BAD_USER_INPUT',
  /** Longer than ANNOUNCEMENT_MAX_LENGTH characters: an announcement is read at a glance on a phone. */
  ANNOUNCEMENT_TOO_LONG: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export type AnnouncementErrorCode = keyof typeof ANNOUNCEMENT_ERRORS;

export const announcementError = domainErrorFactory(ANNOUNCEMENT_ERRORS);
