import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const DIGITAL_ERRORS = {
  ILLEGAL_DECISION: 'BAD_USER_INPUT',
  NOT_A_DIGITAL_MATCH: 'NOT_FOUND',
  NOT_YOUR_MATCH: 'FORBIDDEN',
  DECKLIST_MISSING: 'CONFLICT',
  BOT_DECK_UNAVAILABLE: 'CONFLICT',
  DECKLIST_NOT_PLAYABLE: 'CONFLICT',
  GAME_NOT_FOUND: 'NOT_FOUND',
  REPLAY_NOT_AVAILABLE: 'FORBIDDEN',
  INVALID_REPLAY_STEP: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export const digitalError = domainErrorFactory(DIGITAL_ERRORS);
