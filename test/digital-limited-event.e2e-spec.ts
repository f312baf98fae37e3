import { playSeat } from './support/digital-client';
import { enginePlays } from './support/engine-pool';
import { BASICS, PoolCard, twoColourDeck } from './support/limited-deck';
import { TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const EVENT_CODE = 'query ($id: ID!) { event(id: $id) { joinCode } }';
const JOIN = 'mutation ($code: String!) { joinEvent(code: $code) { id name } }';
const REGISTER_BOT = 'mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name, bot: true) { id } }';
const SET_UP = 'mutation ($eventId: ID!, $product: LimitedProduct!) { setUpDigitalLimited(eventId: $eventId, product: $product, setCode: "10E") { product } }';
const OPEN_SEALED = 'mutation ($eventId: ID!) { openSealedPools(eventId: $eventId) }';
const START_DRAFT = 'mutation ($eventId: ID!) { startDigitalDraft(eventId: $eventId, fillWithBots: false) { pod seats { bot playerId } } }';
const MY_DRAFT = 'query ($eventId: ID!) { myDraft(eventId: $eventId) { finished inHand { id name } picks { id } } }';
const PICK = 'mutation ($eventId: ID!, $cardId: ID!) { draftPick(eventId: $eventId, cardId: $cardId) { finished } }';
const MY_POOL = 'query ($eventId: ID!) { myLimitedPool(eventId: $eventId) { source cards { id name colors } } }';
const REGISTER_DECK = 'mutation ($eventId: ID!, $deck: LimitedDeckInput!) { registerLimitedDeck(eventId: $eventId, deck: $deck) { size registered } }';
const DECKS = 'query ($eventId: ID!) { limitedDecks(eventId: $eventId) { playerId bot registered main } }';
const END_EVENT = 'mutation ($eventId: ID!) { endEvent(eventId: $eventId) { status } }';
const FINAL_STANDINGS = 'query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank matchPoints record player { id } } }';

interface Human {
  token: string;
  playerId: string;
}

// Issue 18 Done-when: whole digital Limited events through GraphQL, from packs to final standings, played in the engine.
describe(`a whole digital Limited event of Tenth Edition (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function limitedEvent(name: string, humans: number, bots: number, gamesPerMatch: 1 | 3): Promise<{ organizer: string; eventId: string; humans: Human[] }> {
    const organizer = (await app.user(`${name} organizer`)).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name, format: 'LIMITED', rel: gamesPerMatch === 1 ? 'REGULAR' : 'COMPETITIVE', swissRounds: 3, topCut: 0, gamesPerMatch, digital: true } }, organizer)).createEvent.id;
    const { joinCode } = (await app.ok(EVENT_CODE, { id: eventId })).event;
    const seated: Human[] = [];
    for (let i = 0; i < humans; i++) {
      const user = await app.user(`${name} human ${i + 1}`);
      seated.push({ token: user.token, playerId: (await app.ok(JOIN, { code: joinCode }, user.token)).joinEvent.id });
    }
    for (let i = 0; i < bots; i++) await app.ok(REGISTER_BOT, { eventId, name: `${name} bot ${i + 1}` }, organizer);
    return { organizer, eventId, humans: seated };
  }

  /** Humans register their decks, then three Swiss rounds are paired and played (humans by scripted clients), then the event ends. */
  async function playToFinalStandings(organizer: string, eventId: string, humans: Human[]): Promise<void> {
    for (const human of humans) {
      const pool = (await app.ok(MY_POOL, { eventId }, human.token)).myLimitedPool.cards as PoolCard[];
      expect((await app.ok(REGISTER_DECK, { eventId, deck: twoColourDeck(pool) }, human.token)).registerLimitedDeck).toMatchObject({ size: 40, registered: true });
    }
    const decks = (await app.ok(DECKS, { eventId }, organizer)).limitedDecks as { bot: boolean; registered: boolean; main: string[] }[];
    expect(decks).toHaveLength(8);
    expect(decks.every((deck) => deck.registered && deck.main.length >= 40)).toBe(true);
    // The compiled pool reaches the decks: bots play real 10E spells, not 30-odd core-pool cards and lands.
    const spells = decks.filter((deck) => deck.bot).map((deck) => deck.main.filter((card) => !Object.values(BASICS).includes(card)).length);
    expect(Math.min(...spells)).toBeGreaterThanOrEqual(10);

    await app.ok(GQL.start, { eventId }, organizer);
    for (let round = 1; round <= 3; round++) {
      const paired = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
      expect(paired.matches).toHaveLength(4);
      await Promise.all(
        paired.matches.flatMap((match: { id: string; players: { id: string }[] }) =>
          humans.filter((human) => match.players.some((p) => p.id === human.playerId)).map((human) => playSeat(app, human.token, match.id)),
        ),
      );
      const event = (await app.ok(GQL.event, { id: eventId })).event;
      const played = event.rounds.find((r: { number: number }) => r.number === round);
      for (const match of played.matches) {
        expect(match.status).toBe('FINAL');
        expect(match.wins[0] + match.wins[1] + match.draws).toBeGreaterThan(0);
      }
    }
    expect((await app.ok(END_EVENT, { eventId }, organizer)).endEvent.status).toBe('FINISHED');
    const final = (await app.ok(FINAL_STANDINGS, { eventId })).finalStandings as { rank: number; matchPoints: number; record: string; player: { id: string } }[];
    expect(final.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(final.map((s) => s.player.id)).size).toBe(8);
    for (const human of humans) expect(final.some((s) => s.player.id === human.playerId)).toBe(true);
    // Twelve matches, each worth 3 points to its winner or 1 to each player of a draw.
    const records = final.map((s) => s.record.split('-').map(Number));
    expect(records.reduce((sum, [w, l, d]) => sum + w + l + d, 0)).toBe(24);
    expect(final.reduce((sum, s) => sum + s.matchPoints, 0)).toBe(records.reduce((sum, [w, , d]) => sum + 3 * w + d, 0));
    expect([...final].sort((a, b) => b.matchPoints - a.matchPoints).map((s) => s.matchPoints)).toEqual(final.map((s) => s.matchPoints));
  }

  it('draft: 2 scripted humans and 6 bots in one pod of eight, packs to final standings (best of three)', async () => {
    const { organizer, eventId, humans } = await limitedEvent('Draft 10E', 2, 6, 3);
    await app.ok(SET_UP, { eventId, product: 'DRAFT' }, organizer);
    const [pod] = (await app.ok(START_DRAFT, { eventId }, organizer)).startDigitalDraft;
    expect(pod.seats.filter((seat: { bot: boolean; playerId: string | null }) => seat.bot && seat.playerId)).toHaveLength(6);
    // Each human takes the first playable card in hand (else the first card) until the draft is over.
    for (let guard = 0; guard < 200; guard++) {
      let picked = false;
      for (const human of humans) {
        const view = (await app.ok(MY_DRAFT, { eventId }, human.token)).myDraft;
        if (!view.inHand) continue;
        const card = view.inHand.find((c: { name: string }) => enginePlays(c.name)) ?? view.inHand[0];
        await app.ok(PICK, { eventId, cardId: card.id }, human.token);
        picked = true;
      }
      if (!picked) break;
    }
    for (const human of humans) expect((await app.ok(MY_POOL, { eventId }, human.token)).myLimitedPool.source).toBe('DRAFT');
    await playToFinalStandings(organizer, eventId, humans);
  }, 3_600_000);

  // Best of one (a Regular REL event, MTR 2.1) keeps the test's length reasonable; the draft plays best of three.
  it('sealed: 2 scripted humans and 6 bots, six packs each, to final standings (best of one)', async () => {
    const { organizer, eventId, humans } = await limitedEvent('Sealed 10E', 2, 6, 1);
    await app.ok(SET_UP, { eventId, product: 'SEALED' }, organizer);
    expect((await app.ok(OPEN_SEALED, { eventId }, organizer)).openSealedPools).toBe(8);
    await playToFinalStandings(organizer, eventId, humans);
  }, 3_600_000);
});
