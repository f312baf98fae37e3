import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const EVENT_ERRORS = {
  EVENT_NOT_FOUND: 'NOT_FOUND',
  INVALID_EVENT_INPUT: 'BAD_USER_INPUT',
  /** constructedFormat is not a format decklists can be checked against. */
  UNKNOWN_EVENT_FORMAT: 'BAD_USER_INPUT',
  ILLEGAL_STATUS_TRANSITION: 'CONFLICT',
  STRUCTURE_LOCKED: 'CONFLICT',
  USER_NOT_FOUND_FOR_STAFF: 'NOT_FOUND',
  STAFF_CANNOT_PLAY: 'CONFLICT',
  /** removeStaff of someone not on the event's staff. */
  STAFF_MEMBER_NOT_FOUND: 'NOT_FOUND',
  /** The event would be left without an organizer. */
  LAST_ORGANIZER: 'CONFLICT',
  MATCH_STRUCTURE_NOT_ALLOWED: 'BAD_USER_INPUT',
  RATING_EVENT_TYPE_NOT_ALLOWED: 'BAD_USER_INPUT',
  /** The event has started: the waitlist no longer moves (late entries instead). */
  WAITLIST_CLOSED: 'CONFLICT',
  /** Promoting a waiting player whose name a registered player now has. */
  WAITLIST_NAME_TAKEN: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type EventErrorCode = keyof typeof EVENT_ERRORS;

export const eventError = domainErrorFactory(EVENT_ERRORS);
