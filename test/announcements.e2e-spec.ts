import { AddressInfo } from 'node:net';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, reportAgreed } from './support/tournament-driver';

const SEND = 'mutation ($eventId: ID!, $text: String!) { sendAnnouncement(eventId: $eventId, text: $text) { id text sentAt } }';
const ANNOUNCEMENTS = 'query ($id: ID!) { event(id: $id) { announcements { id text sentAt } } }';
const ADD_JUDGE = 'mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }';
const STANDINGS = 'query ($eventId: ID!, $afterRound: Int) { standings(eventId: $eventId, afterRound: $afterRound) { rank afterRound player { name dropped } } }';
const FINAL = 'query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank afterRound } }';

// Issue 15: the organizer's announcements reach every player's phone, live and on the event's pages.
describe(`announcements and standings rounds (${TEST_DATABASE_KIND})`, () => {
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

  it('staff announce to anonymous subscribers; the event lists the announcements newest first, tidied', async () => {
    const { eventId, organizer } = await startSmallEvent(app, 4);
    const heard = new Promise<{ id: string; text: string }>((resolve, reject) => {
      const unsubscribe = client.subscribe<{ announcementMade: { id: string; text: string } }>(
        { query: 'subscription ($eventId: ID!) { announcementMade(eventId: $eventId) { id text } }', variables: { eventId } },
        {
          next: (message) => {
            if (message.errors) reject(new Error(JSON.stringify(message.errors)));
            unsubscribe();
            resolve(message.data!.announcementMade);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // graphql-ws acknowledges before the server has registered the subscription: a short pause.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const first = (await app.ok(SEND, { eventId, text: '  Round 2 starts   in 5 minutes\n' }, organizer)).sendAnnouncement;
    expect(first.text).toBe('Round 2 starts in 5 minutes');
    expect(Number.isNaN(Date.parse(first.sentAt))).toBe(false);
    expect(await heard).toEqual({ id: first.id, text: 'Round 2 starts in 5 minutes' });

    const judge = await app.user('Judge Jo');
    await app.ok(ADD_JUDGE, { eventId, userId: judge.id }, organizer);
    const second = (await app.ok(SEND, { eventId, text: 'Lunch at the counter' }, judge.token)).sendAnnouncement;
    const listed = (await app.ok(ANNOUNCEMENTS, { id: eventId })).event.announcements;
    expect(listed.map((a: { id: string }) => a.id)).toEqual([second.id, first.id]);
  });

  it('refuses empty and too long text, players and strangers, with a code, storing nothing', async () => {
    const { eventId, organizer, tokens } = await startSmallEvent(app, 4);
    const player = [...tokens.values()][0];
    const stranger = (await app.user('Stranger')).token;
    expect(errorCode(await app.gql(SEND, { eventId, text: '   \n ' }, organizer))).toBe('ANNOUNCEMENT_EMPTY');
    const tooLong = await app.gql(SEND, { eventId, text: 'x'.repeat(281) }, organizer);
    expect(errorCode(tooLong)).toBe('ANNOUNCEMENT_TOO_LONG');
    expect(tooLong.errors?.[0].message).toContain('281 characters');
    expect(errorCode(await app.gql(SEND, { eventId, text: 'I win' }, player))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(SEND, { eventId, text: 'I win' }, stranger))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(SEND, { eventId, text: 'Hello' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.gql(SEND, { eventId: '00000000-0000-4000-8000-000000000000', text: 'Hello' }, organizer))).toBe('EVENT_NOT_FOUND');
    expect((await app.ok(ANNOUNCEMENTS, { id: eventId })).event.announcements).toEqual([]);
    // 280 characters (counted as characters, not UTF-16 units) still fit.
    expect((await app.ok(SEND, { eventId, text: '龍'.repeat(280) }, organizer)).sendAnnouncement.text).toHaveLength(280);
  });

  it('standings say which Swiss round they are after: 0 before any round is finished', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4, { swissRounds: 2 });
    const before = (await app.ok(STANDINGS, { eventId })).standings;
    expect(before).toHaveLength(4);
    expect(before.every((s: { afterRound: number }) => s.afterRound === 0)).toBe(true);
    for (const match of round.matches) await reportAgreed(app, match, tokens, [2, 0, 0]);
    const dropping = round.matches[0].players[1];
    await app.ok(GQL.drop, { eventId, playerId: dropping.id }, organizer);
    const after = (await app.ok(STANDINGS, { eventId })).standings;
    expect(after.every((s: { afterRound: number }) => s.afterRound === 1)).toBe(true);
    expect(after.find((s: { player: { name: string } }) => s.player.name === dropping.name).player.dropped).toBe(true);
    expect((await app.ok(STANDINGS, { eventId, afterRound: 0 })).standings[0].afterRound).toBe(0);
    expect((await app.ok(FINAL, { eventId })).finalStandings[0].afterRound).toBe(1);
  });

  it("a player's match history lists their matches of published rounds only, round by round", async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4, { swissRounds: 2 });
    for (const match of round.matches) await reportAgreed(app, match, tokens, [2, 1, 0]);
    const PAIR = 'mutation ($eventId: ID!, $publish: Boolean) { pairNextRound(eventId: $eventId, publish: $publish) { id } }';
    const round2 = (await app.ok(PAIR, { eventId, publish: false }, organizer)).pairNextRound;
    const HISTORY = 'query ($id: ID!) { event(id: $id) { players { id matches { round table status wins players { id } } } } }';
    const winner = round.matches[0].players[0];
    const history = async () => (await app.ok(HISTORY, { id: eventId })).event.players.find((p: { id: string }) => p.id === winner.id).matches;
    expect(await history()).toEqual([{ round: 1, table: round.matches[0].table, status: 'FINAL', wins: [2, 1], players: round.matches[0].players.map((p) => ({ id: p.id })) }]);
    await app.ok('mutation ($roundId: ID!) { publishRound(roundId: $roundId) { id } }', { roundId: round2.id }, organizer);
    expect((await history()).map((m: { round: number; status: string }) => [m.round, m.status])).toEqual([
      [1, 'FINAL'],
      [2, 'PENDING'],
    ]);
  });
});
