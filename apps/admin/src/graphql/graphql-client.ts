import { authorizationHeader } from '../session/session-store';
import { GraphQLRequestError } from './graphql-error';
import type { TypedDocument } from './typed-document';

/** Same origin: the API serves the app, and `npm run dev` proxies /graphql to it. */
export const GRAPHQL_HTTP_URL = '/graphql';

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Runs one query or mutation over HTTP with the session's bearer token.
 * Rejects with a GraphQLRequestError carrying the API's `extensions.code`.
 */
export async function request<TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const authorization = authorizationHeader();
  if (authorization) headers.authorization = authorization;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_HTTP_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document.toString(), variables }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError('NETWORK_ERROR', 'Cannot reach the server. Check the connection and try again.');
  }

  let body: GraphQLResponse<TData>;
  try {
    body = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    throw new GraphQLRequestError('NETWORK_ERROR', `The server answered ${response.status} without a GraphQL response.`);
  }
  if (body.errors?.length) throw GraphQLRequestError.fromErrors(body.errors);
  if (!body.data) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'The server sent no data.');
  return body.data;
}
