import { ErrorCategory, DomainError } from '../../common/errors/domain-error';

export const EVENT_FILE_ERRORS = {
  INVALID_EVENT_FILE: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export type EventFileErrorCode = keyof typeof EVENT_FILE_ERRORS;

export function eventFileError(code: EventFileErrorCode, message: string, details?: Record<string, unknown>): DomainError<EventFileErrorCode> {
  return new DomainError(code, message, details);
}
