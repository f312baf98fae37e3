import { Client } from 'graphql-ws';
import { LiveClients } from '../support/live-clients';
import { startSmallEvent } from '../support/small-event';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';

const MATCH_UPDATED = 'subscription ($eventId: ID!) { matchUpdated(eventId: $eventId) { id players { name } } }';
const PENALTY = 'mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { id } }';

/** The first message of a subscription (it is ended after that). */
function firstMessage(client: Client, variables: Record<string, unknown>): { message: Promise<{ id: string }>; ready: Promise<void> } {
  const message = new Promise<{ id: string }>((resolve, reject) => {
    const unsubscribe = client.subscribe<{ matchUpdated: { id: string } }>({ query: MATCH_UPDATED, variables }, {
      next: (received) => {
        unsubscribe();
        if (received.errors) reject(new Error(JSON.stringify(received.errors)));
        else resolve((received.data as { matchUpdated: { id: string } }).matchUpdated);
      },
      error: reject,
      complete: () => undefined,
    });
  });
  // graphql-ws acknowledges the subscription before the first event; a short pause lets the server register it.
  return { message, ready: new Promise((resolve) => setTimeout(resolve, 300)) };
}

// Issue 12, item 10: matchUpdated sent anonymous subscribers the matches of rounds staff had not published yet.
describe(`live match updates never reveal unpublished pairings (${TEST_DATABASE_KIND})`, () => {
  let live: LiveClients;
  let app: TestApp;

  beforeAll(async () => {
    live = await LiveClients.start();
    app = live.app;
  });

  afterAll(async () => {
    await live.stop();
  });

  const client = (token?: string): Client => live.client(token);

  it('anonymous subscribers hear of a match only once its round is published; staff hear of it at once', async () => {
    const { eventId, organizer, round } = await startSmallEvent(app, 4, { publish: false });
    const player = await app.user('Someone else');
    const [hidden, shown] = round.matches;
    const anonymous = firstMessage(client(), { eventId });
    const signedIn = firstMessage(client(player.token), { eventId });
    const staff = firstMessage(client(organizer), { eventId });
    await Promise.all([anonymous.ready, signedIn.ready, staff.ready]);

    const warn = (matchId: string, playerId: string) =>
      app.ok(PENALTY, { input: { eventId, playerId, matchId, infraction: 'LOOKING_AT_EXTRA_CARDS', description: 'saw the next card' } }, organizer);
    await warn(hidden.id, hidden.players[0].id);
    expect((await staff.message).id).toBe(hidden.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.ok('mutation ($roundId: ID!) { publishRound(roundId: $roundId) { id published } }', { roundId: round.id }, organizer);
    await warn(shown.id, shown.players[0].id);
    expect((await anonymous.message).id).toBe(shown.id);
    expect((await signedIn.message).id).toBe(shown.id);
  });
});
