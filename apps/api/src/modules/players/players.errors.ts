import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const PLAYER_ERRORS = {
  PLAYER_NOT_FOUND: 'NOT_FOUND',
  INVITATION_NOT_FOUND: 'NOT_FOUND',
  INVALID_PLAYER_INPUT: 'BAD_USER_INPUT',
  /** A Wizards ID that is not a 4- to 10-digit Wizards account (DCI) number. */
  INVALID_WIZARDS_ID: 'BAD_USER_INPUT',
  DUPLICATE_PLAYER: 'CONFLICT',
  REGISTRATION_CLOSED: 'CONFLICT',
  /** Before the organizer's opening time players cannot sign themselves up. */
  REGISTRATION_NOT_OPEN: 'CONFLICT',
  /** joinWaitlist while a seat is free (joinEvent instead). */
  WAITLIST_NOT_NEEDED: 'CONFLICT',
  ALREADY_WAITLISTED: 'CONFLICT',
  WAITLIST_ENTRY_NOT_FOUND: 'NOT_FOUND',
  /** leaveWaitlist by an account that is not waiting in the event. */
  NOT_WAITLISTED: 'NOT_FOUND',
  /** joinEvent with a code no event has. */
  JOIN_CODE_UNKNOWN: 'NOT_FOUND',
  /** The event's capacity of active players is reached: players can no longer sign themselves up. */
  EVENT_FULL: 'CONFLICT',
  PLAYER_ALREADY_DROPPED: 'CONFLICT',
  /** undoDrop of a player who has not dropped (or was disqualified). */
  PLAYER_NOT_DROPPED: 'CONFLICT',
  /** undoDrop after a round was paired without the player: re-entry is not allowed. */
  DROP_NOT_UNDOABLE: 'CONFLICT',
  /** The list breaks the event's format: `problems` lists every problem ({code, card, line, message, suggestions}); nothing is stored. */
  INVALID_DECKLIST: 'BAD_USER_INPUT',
  /** The decklist deadline has passed: only staff may submit now. */
  DECKLIST_DEADLINE_PASSED: 'CONFLICT',
  /** publishedDecklists before the event is finished, or when the organizer has not published them. */
  DECKLISTS_NOT_PUBLISHED: 'FORBIDDEN',
  DECKLIST_HIDDEN: 'FORBIDDEN',
  /** assignDraftPods in an event that is not a paper Limited event (digital drafts seat themselves). */
  NOT_PAPER_LIMITED: 'CONFLICT',
  /** assignDraftPods once round 1 is paired: round 1 pairs within the pods. */
  DRAFT_PODS_LOCKED: 'CONFLICT',
  /** assignDraftPods with fewer than two active players. */
  NOT_ENOUGH_DRAFTERS: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type PlayerErrorCode = keyof typeof PLAYER_ERRORS;

export const playerError = domainErrorFactory(PLAYER_ERRORS);
