import { runCli } from '../apps/cli/src/main';
import { fakeCliIo } from '../apps/cli/src/fake-cli-io';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, registerAccount } from './support/tournament-driver';

const RATING = `query ($userId: ID!, $category: String!) { rating(userId: $userId, category: $category) { value matches category history { eventId eventName before after matches } } }`;
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee'] as const;

interface PlayedMatch {
  round: number;
  players: [string, string];
  /** Game wins of players[0], players[1]. */
  wins: [number, number];
}

interface PlayedEvent {
  id: string;
  category: 'CONSTRUCTED' | 'LIMITED';
  kFactor: number;
  sanctioned: boolean;
  matches: PlayedMatch[];
}

/** The DCI formula written out on its own (not libs/dci): We = 1 / (10^((Ro − R)/400) + 1), Rn = R + K (W − We). */
function expectedRatings(events: PlayedEvent[]): Map<string, { value: number; history: { eventId: string; before: number; after: number }[] }> {
  const ratings = new Map<string, { value: number; history: { eventId: string; before: number; after: number }[] }>();
  const of = (category: string, name: string) => {
    const key = `${category}/${name}`;
    if (!ratings.has(key)) ratings.set(key, { value: 1600, history: [] });
    return ratings.get(key)!;
  };
  for (const event of events.filter((e) => e.sanctioned)) {
    const before = new Map<string, number>();
    for (const round of [...new Set(event.matches.map((m) => m.round))]) {
      const start = new Map<string, number>();
      for (const match of event.matches.filter((m) => m.round === round)) for (const name of match.players) start.set(name, of(event.category, name).value);
      for (const match of event.matches.filter((m) => m.round === round)) {
        const [a, b] = match.players;
        const scoreA = match.wins[0] > match.wins[1] ? 1 : match.wins[0] < match.wins[1] ? 0 : 0.5;
        for (const [name, opponent, score] of [[a, b, scoreA], [b, a, 1 - scoreA]] as const) {
          const rating = start.get(name)!;
          const expectancy = 1 / (10 ** ((start.get(opponent)! - rating) / 400) + 1);
          if (!before.has(name)) before.set(name, rating);
          of(event.category, name).value = rating + event.kFactor * (score - expectancy);
        }
      }
    }
    for (const [name, rating] of before) of(event.category, name).history.push({ eventId: event.id, before: rating, after: of(event.category, name).value });
  }
  return ratings;
}

describe(`Ratings in the platform: finished sanctioned events feed DCI ratings per category (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;
  const accounts = new Map<string, { id: string; token: string }>();

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Ratings organizer')).token;
    for (const name of NAMES) accounts.set(name, await app.user(name));
  });

  afterAll(async () => {
    await app.stop();
  });

  /** Two Swiss rounds among the four accounts; the alphabetically first player of a match wins 2-1, except a 1-1-1 draw at table 2 of round 2. */
  async function playEvent(input: Record<string, unknown>, meta: Omit<PlayedEvent, 'id' | 'matches'>): Promise<PlayedEvent> {
    const event = (await app.ok(GQL.createEvent, { input: { format: meta.category, rel: 'REGULAR', swissRounds: 2, ...input } }, organizer)).createEvent;
    for (const name of NAMES) await registerAccount(app, organizer, accounts.get(name)!, { eventId: event.id, name });
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const matches: PlayedMatch[] = [];
    for (let round = 1; round <= 2; round += 1) {
      const paired = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
      for (const [index, match] of paired.matches.entries()) {
        const players = match.players.map((p: { name: string }) => p.name) as [string, string];
        const draw = round === 2 && index === 1;
        const wins: [number, number] = draw ? [1, 1] : players[0] < players[1] ? [2, 1] : [1, 2];
        await app.ok(GQL.setResult, { matchId: match.id, wins, draws: draw ? 1 : 0, reason: 'entered from the slips' }, organizer);
        matches.push({ round, players, wins });
      }
    }
    await app.ok(`mutation ($eventId: ID!) { finishEvent(eventId: $eventId) { status } }`, { eventId: event.id }, organizer);
    return { id: event.id, matches, ...meta };
  }

  it('refuses event types the event can never have', async () => {
    const premier = await app.gql(GQL.createEvent, { input: { name: 'GP', format: 'CONSTRUCTED', rel: 'COMPETITIVE', ratingEventType: 'GRAND_PRIX' } }, organizer);
    expect(errorCode(premier)).toBe('RATING_EVENT_TYPE_NOT_ALLOWED');
    expect(premier.errors?.[0].message).toBe('Ratings: 40K is reserved for premier events (Grand Prix, National Championships, Pro Tour, World Championships).');
    const regular = await app.gql(GQL.createEvent, { input: { name: 'FNM', format: 'CONSTRUCTED', rel: 'REGULAR', ratingEventType: 'COMPETITIVE' } }, organizer);
    expect(errorCode(regular)).toBe('RATING_EVENT_TYPE_NOT_ALLOWED');
    expect(regular.errors?.[0].message).toContain('needs deck verification, so Competitive or Professional REL');
  });

  it('replays a series of events: each change follows the formula, unsanctioned events do not count, and `arbiter ratings --events` computes the same figures offline', async () => {
    const events: PlayedEvent[] = [];
    events.push(await playEvent({ name: 'Week 1', startsAt: '2026-11-01T18:00:00Z' }, { category: 'CONSTRUCTED', kFactor: 16, sanctioned: true }));
    events.push(await playEvent({ name: 'Week 2 (casual)', startsAt: '2026-11-08T18:00:00Z', ratingEventType: 'CASUAL' }, { category: 'CONSTRUCTED', kFactor: 8, sanctioned: true }));
    events.push(await playEvent({ name: 'Kitchen table', startsAt: '2026-11-09T18:00:00Z', sanctioningRequested: false }, { category: 'CONSTRUCTED', kFactor: 16, sanctioned: false }));
    // 24K needs 16 players (App. D.3): four players are rated at the default 16K.
    events.push(await playEvent({ name: 'Draft', startsAt: '2026-11-10T18:00:00Z', rel: 'COMPETITIVE', ratingEventType: 'COMPETITIVE' }, { category: 'LIMITED', kFactor: 16, sanctioned: true }));
    events.push(await playEvent({ name: 'Week 3', startsAt: '2026-11-15T18:00:00Z' }, { category: 'CONSTRUCTED', kFactor: 16, sanctioned: true }));

    const expected = expectedRatings(events);
    const names = new Map(events.map((e, i) => [e.id, ['Week 1', 'Week 2 (casual)', 'Kitchen table', 'Draft', 'Week 3'][i]]));
    for (const name of NAMES) {
      for (const category of ['CONSTRUCTED', 'LIMITED'] as const) {
        const rating = (await app.ok(RATING, { userId: accounts.get(name)?.id, category })).rating;
        const mine = expected.get(`${category}/${name}`)!;
        expect(rating.category).toBe(category);
        expect(rating.value).toBeCloseTo(mine.value, 9);
        expect(rating.matches).toBe(category === 'CONSTRUCTED' ? 6 : 2);
        expect(rating.history.map((h: { eventId: string }) => h.eventId)).toEqual(mine.history.map((h) => h.eventId));
        rating.history.forEach((change: { eventName: string; before: number; after: number; eventId: string }, i: number) => {
          expect(change.eventName).toBe(names.get(change.eventId));
          expect(change.before).toBeCloseTo(mine.history[i].before, 9);
          expect(change.after).toBeCloseTo(mine.history[i].after, 9);
        });
      }
    }
    // Something moved: the series is not a no-op that 1600 everywhere would pass.
    expect(new Set([...expected.values()].map((r) => r.value.toFixed(6))).size).toBeGreaterThan(2);

    const files: Record<string, string> = {};
    for (const [i, event] of events.entries()) files[`event-${i + 1}.json`] = (await app.ok(GQL.export, { eventId: event.id }, organizer)).exportEvent;
    expect(JSON.parse(files['event-3.json']).ratings).toEqual({ category: 'CONSTRUCTED', eventType: 'regular', sanctioned: false, rules: 'current' });
    expect(JSON.parse(files['event-4.json']).ratings).toEqual({ category: 'LIMITED', eventType: 'regular', sanctioned: true, rules: 'current' });
    const io = fakeCliIo(files);
    expect(await runCli(['ratings', '--events', ...Object.keys(files)], io)).toBe(0);
    const offline = JSON.parse(io.out.join('')) as { events: { rated: boolean }[]; ratings: { name: string; category: string; rating: number; history: { before: number; after: number }[] }[] };
    expect(offline.events.map((e) => e.rated)).toEqual([true, true, false, true, true]);
    expect(offline.ratings).toHaveLength(8);
    for (const row of offline.ratings) {
      const online = (await app.ok(RATING, { userId: accounts.get(row.name)?.id, category: row.category })).rating;
      expect(row.rating).toBeCloseTo(online.value, 9);
      expect(row.history.map((h) => [h.before, h.after])).toEqual(online.history.map((h: { before: number; after: number }) => [h.before, h.after]));
    }
  });

  it('a later correction of a finished event changes the ratings; eventRatings orders an event by them', async () => {
    const event = await playEvent({ name: 'Corrected', startsAt: '2026-11-22T18:00:00Z' }, { category: 'CONSTRUCTED', kFactor: 16, sanctioned: true });
    const before = (await app.ok(RATING, { userId: accounts.get('Ada')?.id, category: 'CONSTRUCTED' })).rating.value;
    const stored = (await app.ok(GQL.event, { id: event.id })).event;
    const adaId = stored.players.find((p: { name: string }) => p.name === 'Ada').id;
    const adaMatch = stored.rounds[0].matches.find((m: { players: { id: string }[] }) => m.players.some((p) => p.id === adaId));
    // Ada (first alphabetically) won 2-1; the slip was the wrong way round.
    const adaLoses = adaMatch.players[0].id === adaId ? [0, 2] : [2, 0];
    await app.ok(GQL.setResult, { matchId: adaMatch.id, wins: adaLoses, draws: 0, reason: 'slip was filled in the wrong way round' }, organizer);
    const after = (await app.ok(RATING, { userId: accounts.get('Ada')?.id, category: 'CONSTRUCTED' })).rating;
    expect(after.value).toBeLessThan(before - 1);

    const next = (await app.ok(GQL.createEvent, { input: { name: 'Invitational', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent;
    for (const name of NAMES) await registerAccount(app, organizer, accounts.get(name)!, { eventId: next.id, name });
    await app.ok(GQL.register, { eventId: next.id, name: 'Walk-in' }, organizer);
    const order = (await app.ok(`query ($eventId: ID!) { eventRatings(eventId: $eventId) { name rating matches rated } }`, { eventId: next.id })).eventRatings;
    expect(order).toHaveLength(5);
    expect(order.find((r: { name: string }) => r.name === 'Walk-in')).toEqual({ name: 'Walk-in', rating: 1600, matches: 0, rated: false });
    const ratings = order.map((r: { rating: number }) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const row of order.filter((r: { rated: boolean }) => r.rated)) {
      expect(row.rating).toBeCloseTo((await app.ok(RATING, { userId: accounts.get(row.name)?.id, category: 'CONSTRUCTED' })).rating.value, 9);
    }
    expect(errorCode(await app.gql(RATING, { userId: accounts.get('Ada')?.id, category: 'STANDARD' }))).toBe('INVALID_EVENT_INPUT');
  });
});
