import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const TEAM_ERRORS = {
  TEAM_NOT_FOUND: 'NOT_FOUND',
  /** registerTeam or a team query on an event that is not a team event. */
  NOT_A_TEAM_EVENT: 'BAD_USER_INPUT',
  /** A team of the wrong size (2 in Two-Headed Giant, 3 in Trios), or createEvent's teamSize and teamFormat disagree. */
  WRONG_TEAM_SIZE: 'BAD_USER_INPUT',
  /** The same player twice in one team. */
  DUPLICATE_TEAM_PLAYER: 'BAD_USER_INPUT',
  PLAYER_ALREADY_ON_TEAM: 'CONFLICT',
  TEAM_NAME_TAKEN: 'CONFLICT',
  INVALID_TEAM_INPUT: 'BAD_USER_INPUT',
  TEAM_ALREADY_DROPPED: 'CONFLICT',
  /** Unified Constructed: a non-basic card in more than one of the team's decks. */
  UNIFIED_DECK_CONFLICT: 'BAD_USER_INPUT',
  /** registerMyTeam: the captain has no entry of their own in the event (joinEvent first). */
  CAPTAIN_NOT_REGISTERED: 'BAD_USER_INPUT',
  /** registerMyTeam: a teammate's email or name already has an entry in the event. */
  TEAMMATE_ALREADY_REGISTERED: 'CONFLICT',
  /** registerMyTeam: the invited teammates would take the event past its capacity. */
  EVENT_FULL: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type TeamErrorCode = keyof typeof TEAM_ERRORS;

export const teamError = domainErrorFactory(TEAM_ERRORS);
