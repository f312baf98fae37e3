import { domainErrorFactory, ErrorCategory } from '../errors/domain-error';

export const QUERY_LIMIT_ERRORS = {
  QUERY_LIMIT_EXCEEDED: 'BAD_USER_INPUT',
  INVALID_PAGE: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export const queryLimitError = domainErrorFactory(QUERY_LIMIT_ERRORS);
