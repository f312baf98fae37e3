import { domainErrorFactory, ErrorCategory } from '../errors/domain-error';

export const INPUT_ERRORS = {
  INVALID_TEXT: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export const inputError = domainErrorFactory(INPUT_ERRORS);
