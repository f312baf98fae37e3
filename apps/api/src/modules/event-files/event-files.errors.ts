import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const EVENT_FILE_ERRORS = {
  INVALID_EVENT_FILE: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export type EventFileErrorCode = keyof typeof EVENT_FILE_ERRORS;

export const eventFileError = domainErrorFactory(EVENT_FILE_ERRORS);
