import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const EVENT_FILE_ERRORS = {
  INVALID_EVENT_FILE: 'BAD_USER_INPUT',
  INVALID_EVENT_REPORT: 'BAD_USER_INPUT',
  EVENT_NOT_OVER: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type EventFileErrorCode = keyof typeof EVENT_FILE_ERRORS;

export const eventFileError = domainErrorFactory(EVENT_FILE_ERRORS);
