import { TestApp } from './test-app';

/** GraphQL documents the end-to-end tests share. */
export const GQL = {
  createEvent: `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id status swissRounds topCut } }`,
  register: `mutation ($eventId: ID!, $name: String!, $userId: ID, $byes: Int) { registerPlayer(eventId: $eventId, name: $name, userId: $userId, byes: $byes) { id name dropped } }`,
  start: `mutation ($eventId: ID!) { startEvent(eventId: $eventId) { id status swissRounds topCut } }`,
  pair: `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { id number kind published matches { id table bye status players { id name } } } }`,
  report: `mutation ($matchId: ID!, $wins: Int!, $losses: Int!, $draws: Int!) { reportResult(matchId: $matchId, wins: $wins, losses: $losses, draws: $draws) { id status wins draws } }`,
  setResult: `mutation ($matchId: ID!, $wins: [Int!]!, $draws: Int!, $reason: String!) { setResult(matchId: $matchId, wins: $wins, draws: $draws, reason: $reason) { id status wins draws } }`,
  standings: `query ($eventId: ID!, $afterRound: Int) { standings(eventId: $eventId, afterRound: $afterRound) { rank matchPoints record omw gw ogw player { id name } } }`,
  export: `query ($eventId: ID!) { exportEvent(eventId: $eventId) }`,
  drop: `mutation ($eventId: ID!, $playerId: ID!) { dropPlayer(eventId: $eventId, playerId: $playerId) { id dropped } }`,
  event: `query ($id: ID!) { event(id: $id) { id status swissRounds topCut players { id name dropped } rounds { id number kind matches { id status bye wins draws players { id } } } } }`,
};

const ACCEPT_ENTRY = `mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id } }`;

/**
 * Seats an account as a player the way people do since issue 12: the organizer's
 * registerPlayer(userId:) is an invitation, and the account accepts it (acceptEntry).
 * Returns registerPlayer's answer (`document` selects what it returns).
 */
export async function registerAccount<T extends { id: string } = { id: string; name: string; dropped: boolean }>(
  app: TestApp,
  organizerToken: string,
  account: { id: string; token: string },
  variables: { eventId: string; name: string } & Record<string, unknown>,
  document: string = GQL.register,
): Promise<T> {
  const player = (await app.ok<{ registerPlayer: T }>(document, { ...variables, userId: account.id }, organizerToken)).registerPlayer;
  await app.ok(ACCEPT_ENTRY, { playerId: player.id }, account.token);
  return player;
}

export interface PairedMatch {
  id: string;
  table: number | null;
  bye: boolean;
  status: string;
  players: { id: string; name: string }[];
}

/** A small seeded generator, so every run plays the same results. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A random legal best-of-three result from players[0]'s side: [wins, losses, draws]. */
export function randomResult(random: () => number, allowDraw = true): [number, number, number] {
  const roll = random();
  if (allowDraw && roll < 0.05) return [1, 1, 1];
  if (allowDraw && roll < 0.08) return [0, 0, 3];
  const results: [number, number, number][] = [[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0]];
  return results[Math.floor(random() * results.length)];
}

/** Both seated players report the same result, so the match becomes FINAL. */
export async function reportAgreed(app: TestApp, match: PairedMatch, tokens: Map<string, string>, result: [number, number, number]): Promise<void> {
  const [a, b] = match.players;
  await app.ok(GQL.report, { matchId: match.id, wins: result[0], losses: result[1], draws: result[2] }, tokens.get(a.id));
  const final = await app.ok(GQL.report, { matchId: match.id, wins: result[1], losses: result[0], draws: result[2] }, tokens.get(b.id));
  if (final.reportResult.status !== 'FINAL') throw new Error(`match ${match.id} did not become final`);
}
