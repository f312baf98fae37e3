import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const REGISTER_ROSTER = 'mutation ($eventId: ID!, $players: [RosterEntryInput!]!) { registerPlayers(eventId: $eventId, players: $players) { id } }';
const ASSIGN = 'mutation ($eventId: ID!) { assignDraftPods(eventId: $eventId) { id name pod draftSeat } }';
const PLAYERS = 'query ($id: ID!) { event(id: $id) { players { id pod draftSeat dropped } } }';
const ADD_JUDGE = 'mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }';

interface Seated {
  id: string;
  pod: number | null;
  draftSeat: number | null;
}

/** Pod sizes, pod 1 first, after checking every pod's seats run 1..n. */
function podSizes(players: Seated[]): number[] {
  const pods = new Map<number, number[]>();
  for (const player of players) pods.set(player.pod!, [...(pods.get(player.pod!) ?? []), player.draftSeat!]);
  return [...pods.keys()].sort((a, b) => a - b).map((pod) => {
    const seats = pods.get(pod)!.sort((a, b) => a - b);
    expect(seats).toEqual(seats.map((_, index) => index + 1));
    return seats.length;
  });
}

// Issue 15: paper booster drafts seated from the API (pods of at most 8, as even as possible, random seats).
describe(`assignDraftPods (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function paperLimited(name: string, players: number, format = 'LIMITED'): Promise<{ organizer: string; eventId: string }> {
    const organizer = (await app.user(`${name} organizer`)).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name, format, rel: 'REGULAR', swissRounds: 3, topCut: 0 } }, organizer)).createEvent.id;
    await app.ok(REGISTER_ROSTER, { eventId, players: Array.from({ length: players }, (_, i) => ({ name: `${name} player ${i + 1}` })) }, organizer);
    return { organizer, eventId };
  }

  it('17 players: pods of 6, 6 and 5, everyone seated once; a second call replaces the pods; round 1 pairs within them', async () => {
    const { organizer, eventId } = await paperLimited('Pods seventeen', 17);
    const revision = async () => Number((await app.dataSource.query('SELECT "revision" FROM "events" WHERE "id" = $1', [eventId]))[0].revision);
    const before = await revision();
    const seated = (await app.ok(ASSIGN, { eventId }, organizer)).assignDraftPods as Seated[];
    expect(seated).toHaveLength(17);
    expect(new Set(seated.map((player) => player.id)).size).toBe(17);
    expect(podSizes(seated)).toEqual([6, 6, 5]);

    const stored = (await app.ok(PLAYERS, { id: eventId }, organizer)).event;
    expect(await revision()).toBeGreaterThan(before);
    expect(podSizes(stored.players)).toEqual([6, 6, 5]);
    const placeOf = (players: Seated[]) => Object.fromEntries(players.map((player) => [player.id, `${player.pod}.${player.draftSeat}`]));
    expect(placeOf(stored.players)).toEqual(placeOf(seated));

    // Reassigning is allowed before round 1; with 17 players a repeat of the same seating is out of the question.
    const again = (await app.ok(ASSIGN, { eventId }, organizer)).assignDraftPods as Seated[];
    expect(podSizes(again)).toEqual([6, 6, 5]);
    expect(placeOf(again)).not.toEqual(placeOf(seated));

    await app.ok(GQL.start, { eventId }, organizer);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    const podOf = new Map(again.map((player) => [player.id, player.pod]));
    for (const match of round.matches.filter((m: { bye: boolean }) => !m.bye)) {
      expect(podOf.get(match.players[0].id)).toBe(podOf.get(match.players[1].id));
    }

    const locked = await app.gql(ASSIGN, { eventId }, organizer);
    expect(errorCode(locked)).toBe('DRAFT_PODS_LOCKED');
    expect(placeOf((await app.ok(PLAYERS, { id: eventId }, organizer)).event.players)).toEqual(placeOf(again));
  });

  it('10 players: two pods of 5; dropped players are not seated', async () => {
    const { organizer, eventId } = await paperLimited('Pods ten', 11);
    const players = (await app.ok(PLAYERS, { id: eventId }, organizer)).event.players as Seated[];
    await app.ok(GQL.drop, { eventId, playerId: players[0].id }, organizer);
    const seated = (await app.ok(ASSIGN, { eventId }, organizer)).assignDraftPods as Seated[];
    expect(podSizes(seated)).toEqual([5, 5]);
    expect(seated.map((player) => player.id)).not.toContain(players[0].id);
  });

  it('staff only: a judge may, a player or stranger may not, and a refusal changes nothing', async () => {
    const { organizer, eventId } = await paperLimited('Pods access', 9);
    const stranger = await app.user('Pods stranger');
    expect(errorCode(await app.gql(ASSIGN, { eventId }, stranger.token))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(ASSIGN, { eventId }))).toBe('UNAUTHENTICATED');
    const untouched = (await app.ok(PLAYERS, { id: eventId }, organizer)).event.players as Seated[];
    expect(untouched.every((player) => player.pod === null && player.draftSeat === null)).toBe(true);

    const judge = await app.user('Pods judge');
    await app.ok(ADD_JUDGE, { eventId, userId: judge.id }, organizer);
    expect(podSizes((await app.ok(ASSIGN, { eventId }, judge.token)).assignDraftPods)).toEqual([5, 4]);
  });

  it('refused outside paper Limited and with fewer than two players', async () => {
    const constructed = await paperLimited('Pods constructed', 4, 'CONSTRUCTED');
    expect(errorCode(await app.gql(ASSIGN, { eventId: constructed.eventId }, constructed.organizer))).toBe('NOT_PAPER_LIMITED');
    const alone = await paperLimited('Pods alone', 1);
    expect(errorCode(await app.gql(ASSIGN, { eventId: alone.eventId }, alone.organizer))).toBe('NOT_ENOUGH_DRAFTERS');
  });
});
