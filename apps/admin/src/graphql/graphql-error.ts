/** Error codes the screens react to; the API may send others (shown by message). */
export type KnownErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'ROUND_NOT_FINISHED'
  | 'DUPLICATE_PLAYER'
  | 'NOT_FOUND'
  | 'NETWORK_ERROR';

interface GraphQLErrorPayload {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** A failed GraphQL operation: the first error's code and message, as the API sent them. */
export class GraphQLRequestError extends Error {
  readonly code: KnownErrorCode | (string & {});
  readonly errors: readonly GraphQLErrorPayload[];

  constructor(code: string, message: string, errors: readonly GraphQLErrorPayload[] = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.errors = errors;
  }

  static fromErrors(errors: readonly GraphQLErrorPayload[]): GraphQLRequestError {
    const first = errors[0];
    return new GraphQLRequestError(first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first?.message ?? 'Request failed', errors);
  }
}

/** True when the error says the caller must sign in (again). */
export function isAuthError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
}

type ErrorTranslator = (error: GraphQLRequestError) => string;
let translate: ErrorTranslator = (error) => error.message;

/** Set once by the i18n set-up: coded errors then read in the chosen language. */
export function setErrorTranslator(translator: ErrorTranslator): void {
  translate = translator;
}

/** A message fit for a notification, whatever was thrown: a coded API error in the reader's language. */
export function errorMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) return translate(error);
  if (error instanceof Error) return error.message;
  return String(error);
}
