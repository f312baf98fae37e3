import { domainErrorFactory, ErrorCategory } from '../errors/domain-error';

export const ACCESS_ERRORS = {
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
} as const satisfies Record<string, ErrorCategory>;

export type AccessErrorCode = keyof typeof ACCESS_ERRORS;

export const accessError = domainErrorFactory(ACCESS_ERRORS);
