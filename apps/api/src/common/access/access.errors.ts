import { ErrorCategory, DomainError } from '../errors/domain-error';

export const ACCESS_ERRORS = {
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
} as const satisfies Record<string, ErrorCategory>;

export type AccessErrorCode = keyof typeof ACCESS_ERRORS;

export function accessError(code: AccessErrorCode, message: string, details?: Record<string, unknown>): DomainError<AccessErrorCode> {
  return new DomainError(code, message, details);
}
