import { LiveClients } from './support/live-clients';
import { TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const EVENT = 'query ($id: ID!) { event(id: $id) { joinCode } }';
const JOIN = 'mutation ($code: String!) { joinEvent(code: $code) { id name } }';
const SET_UP = 'mutation ($eventId: ID!) { setUpDigitalLimited(eventId: $eventId, product: DRAFT, setCode: "10E") { product } }';
const START_DRAFT = 'mutation ($eventId: ID!) { startDigitalDraft(eventId: $eventId) { pod } }';
const SEAT_FIELDS = 'seat pack pick waiting inHand { id } picks { id }';
const MY_DRAFT = `query ($eventId: ID!) { myDraft(eventId: $eventId) { ${SEAT_FIELDS} } }`;
const PICK = 'mutation ($eventId: ID!, $cardId: ID!) { draftPick(eventId: $eventId, cardId: $cardId) { pick } }';
const DRAFT_UPDATED = `subscription ($eventId: ID!) { draftUpdated(eventId: $eventId) { ${SEAT_FIELDS} } }`;

interface SeatView {
  seat: number;
  pack: number;
  pick: number | null;
  waiting: number;
  inHand: { id: string }[] | null;
  picks: { id: string }[];
}

interface Received {
  first: Promise<SeatView>;
  error: Promise<unknown>;
  ready: Promise<void>;
}

// Issue 18: the draft page follows the pod live instead of polling; each drafter hears only their own seat.
describe(`following a digital draft live (${TEST_DATABASE_KIND})`, () => {
  let live: LiveClients;
  let app: TestApp;

  beforeAll(async () => {
    live = await LiveClients.start();
    app = live.app;
  });

  afterAll(async () => {
    await live.stop();
  });

  function follow(token: string, eventId: string): Received {
    const client = live.client(token);
    let onError: (error: unknown) => void = () => undefined;
    const error = new Promise<unknown>((resolve) => (onError = resolve));
    const first = new Promise<SeatView>((resolve) => {
      client.subscribe<{ draftUpdated: SeatView }>({ query: DRAFT_UPDATED, variables: { eventId } }, {
        next: (message) => (message.errors ? onError(message.errors) : resolve(message.data!.draftUpdated)),
        error: onError,
        complete: () => undefined,
      });
    });
    // graphql-ws acknowledges before the server has registered the subscription: a short pause.
    return { first, error, ready: new Promise((resolve) => setTimeout(resolve, 300)) };
  }

  it("a pick tells the next seat its pack arrived and the picker their own picks; others' picks stay private; no seat, no subscription", async () => {
    const organizer = (await app.user('Live Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Live Draft', format: 'LIMITED', rel: 'REGULAR', digital: true } }, organizer)).createEvent.id;
    const { joinCode } = (await app.ok(EVENT, { id: eventId })).event;
    const drafters: string[] = [];
    for (const name of ['Live Drafter 1', 'Live Drafter 2']) {
      const user = await app.user(name);
      await app.ok(JOIN, { code: joinCode }, user.token);
      drafters.push(user.token);
    }
    await app.ok(SET_UP, { eventId }, organizer);
    await app.ok(START_DRAFT, { eventId }, organizer);
    const [first, second] = drafters;
    const before: SeatView = (await app.ok(MY_DRAFT, { eventId }, second)).myDraft;
    expect(before).toMatchObject({ seat: 2, pick: 1, waiting: 0 });

    const stranger = follow((await app.user('Not drafting')).token, eventId);
    expect(JSON.stringify(await stranger.error)).toContain('NOT_IN_DRAFT');

    const firstHears = follow(first, eventId);
    const secondHears = follow(second, eventId);
    await Promise.all([firstHears.ready, secondHears.ready]);

    // Seat 1 picks: its pack goes left to seat 2, which now has one waiting behind its own.
    const pack: SeatView = (await app.ok(MY_DRAFT, { eventId }, first)).myDraft;
    const taken = pack.inHand![0].id;
    await app.ok(PICK, { eventId, cardId: taken }, first);

    const toSecond = await secondHears.first;
    expect(toSecond).toMatchObject({ seat: 2, pick: 1, waiting: 1, picks: [] });
    expect(toSecond.inHand!.map((c) => c.id)).toEqual(before.inHand!.map((c) => c.id));
    expect(JSON.stringify(toSecond)).not.toContain(taken);
    const toFirst = await firstHears.first;
    expect(toFirst.seat).toBe(1);
    expect(toFirst.picks.map((c) => c.id)).toEqual([taken]);
    expect(toFirst).toEqual((await app.ok(MY_DRAFT, { eventId }, first)).myDraft);
  });
});
