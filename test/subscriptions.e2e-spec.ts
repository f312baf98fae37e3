import { AddressInfo } from 'node:net';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, reportAgreed } from './support/tournament-driver';

/** Collects the payloads of one subscription until `count` have arrived. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown>, count: number): { done: Promise<T[]>; ready: Promise<void> } {
  const received: T[] = [];
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const done = new Promise<T[]>((resolve, reject) => {
    const unsubscribe = client.subscribe<T>({ query, variables }, {
      next: (message) => {
        if (message.errors) reject(new Error(JSON.stringify(message.errors)));
        received.push(message.data as T);
        if (received.length === count) {
          unsubscribe();
          resolve(received);
        }
      },
      error: reject,
      complete: () => undefined,
    });
  });
  // graphql-ws acknowledges the subscription before the first event; a short pause lets the server register it.
  setTimeout(resolveReady, 300);
  return { done, ready };
}

describe(`live subscriptions over graphql-ws (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let client: Client;

  beforeAll(async () => {
    app = await TestApp.start();
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
  });

  afterAll(async () => {
    await client.dispose();
    await app.stop();
  });

  it('announces results, standings and published pairings to anonymous subscribers', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4);
    const [first, second] = round.matches;
    const matchUpdates = collect<{ matchUpdated: { id: string; status: string; wins: number[] | null } }>(client, `subscription ($eventId: ID!) { matchUpdated(eventId: $eventId) { id status wins } }`, { eventId }, 4);
    const standingsUpdates = collect<{ standingsUpdated: { rank: number; matchPoints: number }[] }>(client, `subscription ($eventId: ID!) { standingsUpdated(eventId: $eventId) { rank matchPoints player { name } } }`, { eventId }, 2);
    const published = collect<{ pairingsPublished: { number: number; matches: { id: string }[] } }>(client, `subscription ($eventId: ID!) { pairingsPublished(eventId: $eventId) { number matches { id } } }`, { eventId }, 1);
    await Promise.all([matchUpdates.ready, standingsUpdates.ready, published.ready]);

    await reportAgreed(app, first, tokens, [2, 0, 0]);
    await reportAgreed(app, second, tokens, [2, 1, 0]);
    const updates = (await matchUpdates.done).map((u) => u.matchUpdated);
    expect(updates.map((u) => u.status)).toEqual(['REPORTED', 'FINAL', 'REPORTED', 'FINAL']);
    expect(updates[1]).toEqual({ id: first.id, status: 'FINAL', wins: [2, 0] });
    const standings = (await standingsUpdates.done).map((u) => u.standingsUpdated);
    expect(standings[1].map((s) => s.matchPoints)).toEqual([3, 3, 0, 0]);

    await app.ok(GQL.pair, { eventId }, organizer);
    const [round2] = (await published.done).map((p) => p.pairingsPublished);
    expect(round2.number).toBe(2);
    expect(round2.matches).toHaveLength(2);
  });
});
