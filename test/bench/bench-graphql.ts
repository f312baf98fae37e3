/** GraphQL documents and a minimal HTTP client the API benchmark shares between its processes. */

export const BENCH_GQL = {
  signUp: `mutation ($email: String!, $displayName: String!) { signUp(email: $email, password: "correct horse battery", displayName: $displayName) { token } }`,
  createEvent: `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id swissRounds } }`,
  register: `mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name) { id } }`,
  start: `mutation ($eventId: ID!) { startEvent(eventId: $eventId) { id status } }`,
  pair: `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { id number matches { id bye } } }`,
  setResult: `mutation ($matchId: ID!, $wins: [Int!]!, $draws: Int!, $reason: String!) { setResult(matchId: $matchId, wins: $wins, draws: $draws, reason: $reason) { id status } }`,
  myPairing: `query ($eventId: ID!, $playerName: String!) { myPairing(eventId: $eventId, playerName: $playerName) { id table bye status round players { id name } } }`,
  standings: `query ($eventId: ID!) { standings(eventId: $eventId) { rank matchPoints record omw gw ogw player { id name } } }`,
};

/** Best-of-three results cycled by table, from players[0]'s side: wins and draws. */
const BENCH_RESULTS: readonly { wins: [number, number]; draws: number }[] = [
  { wins: [2, 0], draws: 0 },
  { wins: [2, 1], draws: 0 },
  { wins: [0, 2], draws: 0 },
  { wins: [1, 2], draws: 0 },
  { wins: [1, 1], draws: 1 },
];

/** The result the seeding enters for the index-th played match of round 1. */
export function benchResult(index: number): { wins: [number, number]; draws: number } {
  return BENCH_RESULTS[index % BENCH_RESULTS.length];
}

/** The name of the n-th seeded player (1-based); the load generator asks for these. */
export function benchPlayerName(n: number): string {
  return `Bench Player ${String(n).padStart(4, '0')}`;
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL error answer, with the first error's code. */
export class GraphqlError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** POSTs one operation to /graphql and returns its data; GraphQL errors throw GraphqlError with the server's message. */
export async function graphql<T = Record<string, any>>(baseUrl: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as GraphqlBody<T>;
  if (body.errors?.length) throw new GraphqlError(body.errors[0].extensions?.code, `GraphQL error: ${body.errors.map((e) => `${e.extensions?.code ?? ''} ${e.message}`).join('; ')}`);
  if (!response.ok || !body.data) throw new Error(`HTTP ${response.status} without data`);
  return body.data;
}
