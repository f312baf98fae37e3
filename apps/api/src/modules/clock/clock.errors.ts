import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const CLOCK_ERRORS = {
  CLOCK_NOT_RUNNING: 'CONFLICT',
  CLOCK_ALREADY_STARTED: 'CONFLICT',
  INVALID_TIME_INPUT: 'BAD_USER_INPUT',
  ROUND_TIME_BELOW_MINIMUM: 'BAD_USER_INPUT',
  NOT_A_LIMITED_EVENT: 'BAD_USER_INPUT',
  NO_NEXT_LIMITED_PHASE: 'CONFLICT',
  TURN_TRACKER_NOT_STARTED: 'CONFLICT',
  TURN_TRACKER_FINISHED: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type ClockErrorCode = keyof typeof CLOCK_ERRORS;

export const clockError = domainErrorFactory(CLOCK_ERRORS);
