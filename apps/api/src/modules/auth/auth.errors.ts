import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const AUTH_ERRORS = {
  EMAIL_TAKEN: 'CONFLICT',
  INVALID_CREDENTIALS: 'UNAUTHENTICATED',
  INVALID_LOCALE: 'BAD_USER_INPUT',
  INVALID_SIGN_UP: 'BAD_USER_INPUT',
  LOGIN_THROTTLED: 'TOO_MANY_REQUESTS',
  USER_NOT_FOUND: 'NOT_FOUND',
} as const satisfies Record<string, ErrorCategory>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export const authError = domainErrorFactory(AUTH_ERRORS);
