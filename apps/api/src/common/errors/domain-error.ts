/** How a client should treat an error; each error code belongs to exactly one category. */
export type ErrorCategory = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/**
 * An expected failure with a stable code (extensions.code in GraphQL) and a message that
 * names the offending input. Services throw these; the GraphQL error formatter maps them.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The throw helper of one domain: only that domain's codes are accepted. */
export function domainErrorFactory<Codes extends Record<string, ErrorCategory>>(_codes: Codes) {
  return (code: keyof Codes & string, message: string, details?: Record<string, unknown>): DomainError<keyof Codes & string> => new DomainError(code, message, details);
}
