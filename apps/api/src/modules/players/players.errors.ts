import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const PLAYER_ERRORS = {
  PLAYER_NOT_FOUND: 'NOT_FOUND',
  INVALID_PLAYER_INPUT: 'BAD_USER_INPUT',
  DUPLICATE_PLAYER: 'CONFLICT',
  REGISTRATION_CLOSED: 'CONFLICT',
  PLAYER_ALREADY_DROPPED: 'CONFLICT',
  INVALID_DECKLIST: 'BAD_USER_INPUT',
  DECKLIST_HIDDEN: 'FORBIDDEN',
} as const satisfies Record<string, ErrorCategory>;

export type PlayerErrorCode = keyof typeof PLAYER_ERRORS;

export const playerError = domainErrorFactory(PLAYER_ERRORS);
