import { enginePlays } from './support/engine-pool';
import { playSeat } from './support/digital-client';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const EVENT = 'query ($id: ID!) { event(id: $id) { joinCode } }';
const JOIN = 'mutation ($code: String!) { joinEvent(code: $code) { id name } }';
const SET_UP = 'mutation ($eventId: ID!, $product: LimitedProduct!, $setCode: String!) { setUpDigitalLimited(eventId: $eventId, product: $product, setCode: $setCode) { product setCode setName started } }';
const SET_UP_OF = 'query ($eventId: ID!) { limitedSetUp(eventId: $eventId) { product setCode started } }';
const OPEN_SEALED = 'mutation ($eventId: ID!) { openSealedPools(eventId: $eventId) }';
const MY_POOL = 'query ($eventId: ID!) { myLimitedPool(eventId: $eventId) { playerId source cards { id name number rarity colors foil } } }';
const POOL = 'query ($eventId: ID!, $playerId: ID!) { limitedPool(eventId: $eventId, playerId: $playerId) { cards { id } } }';
const START_DRAFT = 'mutation ($eventId: ID!, $fill: Boolean) { startDigitalDraft(eventId: $eventId, fillWithBots: $fill) { pod finished seats { seat name bot playerId } } }';
const MY_DRAFT = 'query ($eventId: ID!) { myDraft(eventId: $eventId) { pod seat finished pack pick passDirection waiting pickSeconds pickDueAt inHand { id name rarity } picks { id name } } }';
const PICK = 'mutation ($eventId: ID!, $cardId: ID!) { draftPick(eventId: $eventId, cardId: $cardId) { finished pack pick waiting inHand { id } picks { id } } }';
const REGISTER_PLAYER = 'mutation ($eventId: ID!, $name: String!, $bot: Boolean) { registerPlayer(eventId: $eventId, name: $name, bot: $bot) { id } }';
const DECK_FIELDS = 'playerId cardIds basics { name count } size registered registeredAt';
const MY_DECK = `query ($eventId: ID!) { myLimitedDeck(eventId: $eventId) { ${DECK_FIELDS} } }`;
const SAVE_DECK = `mutation ($eventId: ID!, $deck: LimitedDeckInput!) { saveLimitedDeck(eventId: $eventId, deck: $deck) { ${DECK_FIELDS} } }`;
const REGISTER_DECK = `mutation ($eventId: ID!, $deck: LimitedDeckInput!) { registerLimitedDeck(eventId: $eventId, deck: $deck) { ${DECK_FIELDS} } }`;
const DECKS = 'query ($eventId: ID!) { limitedDecks(eventId: $eventId) { playerId playerName bot registered main } }';
const DECKLIST = 'query ($playerId: ID!) { decklist(playerId: $playerId) { main sideboard } }';
const START_CLOCK = 'mutation ($eventId: ID!) { startLimitedClock(eventId: $eventId, schedule: "sealed") { phaseNumber } }';
const NEXT_PHASE = 'mutation ($eventId: ID!) { startNextLimitedPhase(eventId: $eventId) { remainingSeconds } }';
const ADJUST_CLOCK = 'mutation ($eventId: ID!, $seconds: Int!) { adjustLimitedClock(eventId: $eventId, seconds: $seconds) { remainingSeconds } }';
const PODS = 'query ($eventId: ID!) { draftPods(eventId: $eventId) { pod finished seats { seat bot } log { seat pack pick cardName source } } }';

interface Drafter {
  token: string;
  playerId: string;
}

// Issue 18: digital sealed and booster draft from the set's MTGJSON booster data.
describe(`digital sealed and draft (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function digitalLimitedEvent(players: number): Promise<{ organizer: string; eventId: string; drafters: Drafter[] }> {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Tenth Edition', format: 'LIMITED', rel: 'REGULAR', digital: true } }, organizer)).createEvent.id;
    const { joinCode } = (await app.ok(EVENT, { id: eventId })).event;
    const drafters: Drafter[] = [];
    for (let i = 0; i < players; i++) {
      const user = await app.user(`Drafter ${i + 1}`);
      drafters.push({ token: user.token, playerId: (await app.ok(JOIN, { code: joinCode }, user.token)).joinEvent.id });
    }
    return { organizer, eventId, drafters };
  }

  it('sealed: six Tenth Edition packs per player, seen by the player and staff only, the same when asked again', async () => {
    const { organizer, eventId, drafters } = await digitalLimitedEvent(2);
    expect(errorCode(await app.gql(OPEN_SEALED, { eventId }, organizer))).toBe('LIMITED_NOT_SET_UP');
    expect(errorCode(await app.gql(SET_UP, { eventId, product: 'SEALED', setCode: 'XYZ' }, organizer))).toBe('UNKNOWN_BOOSTER_SET');
    expect(errorCode(await app.gql(SET_UP, { eventId, product: 'SEALED', setCode: '10E' }, drafters[0].token))).toBe('FORBIDDEN');
    expect((await app.ok(SET_UP, { eventId, product: 'SEALED', setCode: '10e' }, organizer)).setUpDigitalLimited).toEqual({ product: 'SEALED', setCode: '10E', setName: 'Tenth Edition', started: false });

    expect((await app.ok(OPEN_SEALED, { eventId }, organizer)).openSealedPools).toBe(2);
    expect((await app.ok(OPEN_SEALED, { eventId }, organizer)).openSealedPools).toBe(0);
    const pool = (await app.ok(MY_POOL, { eventId }, drafters[0].token)).myLimitedPool;
    expect(pool).toMatchObject({ playerId: drafters[0].playerId, source: 'SEALED' });
    expect(pool.cards).toHaveLength(6 * 15);
    expect(pool.cards.filter((c: { rarity: string }) => c.rarity === 'rare').length).toBeGreaterThanOrEqual(5);
    const other = (await app.ok(MY_POOL, { eventId }, drafters[1].token)).myLimitedPool;
    expect(other.cards.map((c: { name: string }) => c.name)).not.toEqual(pool.cards.map((c: { name: string }) => c.name));
    expect((await app.ok(MY_POOL, { eventId }, drafters[0].token)).myLimitedPool).toEqual(pool);

    expect((await app.ok(POOL, { eventId, playerId: drafters[0].playerId }, organizer)).limitedPool.cards).toHaveLength(90);
    expect(errorCode(await app.gql(POOL, { eventId, playerId: drafters[0].playerId }, drafters[1].token))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(MY_POOL, { eventId }, (await app.user('Stranger')).token))).toBe('NO_LIMITED_POOL');
    expect(errorCode(await app.gql(SET_UP, { eventId, product: 'DRAFT', setCode: '10E' }, organizer))).toBe('LIMITED_ALREADY_STARTED');
    expect((await app.ok(SET_UP_OF, { eventId })).limitedSetUp).toEqual({ product: 'SEALED', setCode: '10E', started: true });
  });

  it('refuses a paper or Constructed event', async () => {
    const organizer = (await app.user('Organizer')).token;
    const paper = (await app.ok(GQL.createEvent, { input: { name: 'Paper draft', format: 'LIMITED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    expect(errorCode(await app.gql(SET_UP, { eventId: paper, product: 'DRAFT', setCode: '10E' }, organizer))).toBe('NOT_DIGITAL_LIMITED');
    expect((await app.ok(SET_UP_OF, { eventId: paper })).limitedSetUp).toBeNull();
  });

  it('draft: two players and six bots in a pod of eight, left-right-left, picks private, the log for staff, pools at the end', async () => {
    const { organizer, eventId, drafters } = await digitalLimitedEvent(2);
    await app.ok(SET_UP, { eventId, product: 'DRAFT', setCode: '10E' }, organizer);
    expect(errorCode(await app.gql(OPEN_SEALED, { eventId }, organizer))).toBe('WRONG_LIMITED_PRODUCT');
    const [pod] = (await app.ok(START_DRAFT, { eventId }, organizer)).startDigitalDraft;
    expect(pod.seats).toHaveLength(8);
    expect(pod.seats.filter((s: { bot: boolean }) => s.bot)).toHaveLength(6);
    expect(errorCode(await app.gql(START_DRAFT, { eventId }, organizer))).toBe('LIMITED_ALREADY_STARTED');

    const first = (await app.ok(MY_DRAFT, { eventId }, drafters[0].token)).myDraft;
    // Bots pick at once: the six bot seats' packs all reach seat 1 (passing left, seat 8 passes to seat 1) and wait there.
    expect(first).toMatchObject({ pod: 1, seat: 1, finished: false, pack: 1, pick: 1, passDirection: 'left', waiting: 6, pickSeconds: 40, picks: [] });
    expect((await app.ok(MY_DRAFT, { eventId }, drafters[1].token)).myDraft).toMatchObject({ seat: 2, pick: 1, waiting: 0 });
    expect(first.inHand).toHaveLength(14); // the non-foil basic land leaves the pack (MTR 7.7)
    expect(new Date(first.pickDueAt).getTime()).toBeGreaterThan(Date.now());

    const notMine = (await app.ok(MY_DRAFT, { eventId }, drafters[1].token)).myDraft.inHand[0].id;
    const refused = await app.gql(PICK, { eventId, cardId: notMine }, drafters[0].token);
    expect(errorCode(refused)).toBe('DRAFT_PICK_REFUSED');
    expect(refused.errors?.[0].extensions).toMatchObject({ reason: 'CARD_NOT_IN_PACK' });
    expect(errorCode(await app.gql(MY_DRAFT, { eventId }, (await app.user('Stranger')).token))).toBe('NOT_IN_DRAFT');

    for (let guard = 0; guard < 200; guard++) {
      let picked = false;
      for (const drafter of drafters) {
        const view = (await app.ok(MY_DRAFT, { eventId }, drafter.token)).myDraft;
        if (view.inHand) {
          await app.ok(PICK, { eventId, cardId: view.inHand[0].id }, drafter.token);
          picked = true;
        }
      }
      if (!picked) break;
    }
    const done = (await app.ok(MY_DRAFT, { eventId }, drafters[0].token)).myDraft;
    expect(done).toMatchObject({ finished: true, inHand: null });
    // 14 draftable cards a pack, one more where a foil basic land stays in (MTR 7.7).
    expect(done.picks.length).toBeGreaterThanOrEqual(42);
    expect(JSON.stringify(done)).not.toContain((await app.ok(MY_DRAFT, { eventId }, drafters[1].token)).myDraft.picks[0].id + '"');

    const [log] = (await app.ok(PODS, { eventId }, organizer)).draftPods;
    expect(log.finished).toBe(true);
    expect(log.log.length).toBeGreaterThanOrEqual(8 * 42);
    expect(log.log.filter((l: { seat: number }) => l.seat === 1)).toHaveLength(done.picks.length);
    expect(log.log.filter((l: { seat: number; pack: number; pick: number }) => l.seat === 1 && l.pack === 1 && l.pick === 1)).toHaveLength(1);
    expect(log.log.filter((l: { source: string }) => l.source === 'lastCard')).toHaveLength(8 * 3);
    expect(errorCode(await app.gql(PODS, { eventId }, drafters[0].token))).toBe('FORBIDDEN');

    const pool = (await app.ok(MY_POOL, { eventId }, drafters[0].token)).myLimitedPool;
    expect(pool.source).toBe('DRAFT');
    expect(pool.cards.map((c: { id: string }) => c.id)).toEqual(done.picks.map((c: { id: string }) => c.id));
  });

  it("deck building: a saved draft, refusals that change nothing, registration to 40 with basics, the bots' decks, then round 1 in the engine with those decks", async () => {
    const { organizer, eventId, drafters } = await digitalLimitedEvent(1);
    const [human] = drafters;
    for (let i = 0; i < 3; i++) await app.ok(REGISTER_PLAYER, { eventId, name: `Sealed bot ${i + 1}`, bot: true }, organizer);
    await app.ok(SET_UP, { eventId, product: 'SEALED', setCode: '10E' }, organizer);
    expect(errorCode(await app.gql(SAVE_DECK, { eventId, deck: { cardIds: [], basics: [] } }, human.token))).toBe('NO_LIMITED_POOL');
    await app.ok(OPEN_SEALED, { eventId }, organizer);
    expect((await app.ok(MY_DECK, { eventId }, human.token)).myLimitedDeck).toBeNull();

    const pool = (await app.ok(MY_POOL, { eventId }, human.token)).myLimitedPool.cards as { id: string; name: string }[];
    const basics = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    const playable = pool.filter((card) => enginePlays(card.name) && !basics.has(card.name)).slice(0, 20);
    const unplayable = pool.find((card) => !enginePlays(card.name));
    const ids = playable.map((card) => card.id);

    // A draft may be short; it is not a registration.
    const draft = (await app.ok(SAVE_DECK, { eventId, deck: { cardIds: ids.slice(0, 3), basics: [{ name: 'Island', count: 5 }] } }, human.token)).saveLimitedDeck;
    expect(draft).toMatchObject({ playerId: human.playerId, size: 8, registered: false, registeredAt: null, basics: [{ name: 'Island', count: 5 }] });

    const refusals: [unknown, string][] = [
      [{ cardIds: ids, basics: [{ name: 'Plains', count: 39 - ids.length }] }, 'DECK_TOO_SMALL'],
      [{ cardIds: [...ids, ids[0]], basics: [{ name: 'Plains', count: 40 }] }, 'CARD_LISTED_TWICE'],
      [{ cardIds: [...ids, 'not-a-card'], basics: [{ name: 'Plains', count: 40 }] }, 'CARD_NOT_IN_POOL'],
      [{ cardIds: ids, basics: [{ name: 'Wastes', count: 40 }] }, 'NOT_A_BASIC_LAND'],
      [{ cardIds: ids, basics: [{ name: 'Plains', count: -3 }, { name: 'Forest', count: 40 }] }, 'INVALID_BASIC_LAND_COUNT'],
      ...(unplayable ? ([[{ cardIds: [...ids, unplayable.id], basics: [{ name: 'Plains', count: 40 }] }, 'CARD_NOT_PLAYABLE']] as [unknown, string][]) : []),
    ];
    for (const [deck, problem] of refusals) {
      const refused = await app.gql(REGISTER_DECK, { eventId, deck }, human.token);
      expect(errorCode(refused)).toBe('LIMITED_DECK_REFUSED');
      expect((refused.errors?.[0].extensions as { problems: { code: string }[] }).problems.map((p) => p.code)).toContain(problem);
    }
    expect((await app.ok(MY_DECK, { eventId }, human.token)).myLimitedDeck).toEqual(draft);
    expect((await app.ok(DECKLIST, { playerId: human.playerId }, human.token)).decklist).toBeNull();

    const lands = 40 - ids.length;
    const registered = (await app.ok(REGISTER_DECK, { eventId, deck: { cardIds: ids, basics: [{ name: 'Mountain', count: lands - 8 }, { name: 'Forest', count: 8 }] } }, human.token)).registerLimitedDeck;
    expect(registered).toMatchObject({ size: 40, registered: true });
    const decklist = (await app.ok(DECKLIST, { playerId: human.playerId }, human.token)).decklist;
    expect(decklist.main).toHaveLength(40);
    // The digital sideboard is the rest of the pool that the engine can play.
    expect(decklist.sideboard.sort()).toEqual(pool.filter((card) => !ids.includes(card.id) && enginePlays(card.name)).map((card) => card.name).sort());

    const decks = (await app.ok(DECKS, { eventId }, organizer)).limitedDecks as { bot: boolean; registered: boolean; main: string[] }[];
    expect(decks).toHaveLength(4);
    expect(decks.every((deck) => deck.registered && deck.main.length >= 40 && deck.main.every(enginePlays))).toBe(true);
    expect(decks.filter((deck) => deck.bot)).toHaveLength(3);
    expect(errorCode(await app.gql(DECKS, { eventId }, human.token))).toBe('FORBIDDEN');

    // Deck construction time over: registration closes.
    await app.ok(START_CLOCK, { eventId }, organizer);
    await app.ok(NEXT_PHASE, { eventId }, organizer);
    await app.ok(ADJUST_CLOCK, { eventId, seconds: -30 * 60 - 5 }, organizer);
    expect(errorCode(await app.gql(REGISTER_DECK, { eventId, deck: { cardIds: [], basics: [{ name: 'Plains', count: 40 }] } }, human.token))).toBe('DECK_REGISTRATION_CLOSED');
    expect((await app.ok(MY_DECK, { eventId }, human.token)).myLimitedDeck).toMatchObject({ size: 40, registered: true });

    // Round 1 is played in the engine with the registered decks.
    await app.ok(GQL.start, { eventId }, organizer);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    expect(round.matches).toHaveLength(2);
    const mine = round.matches.find((m: { players: { id: string }[] }) => m.players.some((p) => p.id === human.playerId));
    await playSeat(app, human.token, mine.id);
    const event = (await app.ok(GQL.event, { id: eventId })).event;
    expect(event.rounds[0].matches.every((m: { status: string }) => m.status === 'FINAL')).toBe(true);
  });
});
