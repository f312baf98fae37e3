import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const RESULT_ERRORS = {
  MATCH_NOT_FOUND: 'NOT_FOUND',
  RESULT_ALREADY_FINAL: 'CONFLICT',
  IMPOSSIBLE_RESULT: 'BAD_USER_INPUT',
  NOT_SEATED_AT_MATCH: 'FORBIDDEN',
  ROUND_NOT_PUBLISHED: 'CONFLICT',
  BYE_HAS_NO_RESULT: 'BAD_USER_INPUT',
  REASON_REQUIRED: 'BAD_USER_INPUT',
  /** A player reports a match of a round after the next round was paired (a Trios seat left unplayed once decided). */
  ROUND_CLOSED: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type ResultErrorCode = keyof typeof RESULT_ERRORS;

export const resultError = domainErrorFactory(RESULT_ERRORS);
