import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const PENALTY_ERRORS = {
  DEVIATION_REASON_REQUIRED: 'BAD_USER_INPUT',
  INVALID_PENALTY_INPUT: 'BAD_USER_INPUT',
  PENALTY_NOT_FOUND: 'NOT_FOUND',
} as const satisfies Record<string, ErrorCategory>;

export type PenaltyErrorCode = keyof typeof PENALTY_ERRORS;

export const penaltyError = domainErrorFactory(PENALTY_ERRORS);
