import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const ROUND_ERRORS = {
  ROUND_NOT_FOUND: 'NOT_FOUND',
  ROUND_NOT_FINISHED: 'CONFLICT',
  ROUND_ALREADY_STARTED: 'CONFLICT',
  EVENT_NOT_RUNNING: 'CONFLICT',
  EVENT_COMPLETE: 'CONFLICT',
  NOT_ENOUGH_PLAYERS: 'CONFLICT',
  PAIRING_FAILED: 'CONFLICT',
  PLAYOFF_NOT_PAIRED: 'CONFLICT',
  PLAYOFF_STARTED: 'CONFLICT',
  PLAYOFF_CUT_UNCHANGED: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type RoundErrorCode = keyof typeof ROUND_ERRORS;

export const roundError = domainErrorFactory(ROUND_ERRORS);
