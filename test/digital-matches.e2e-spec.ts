import { fullView, replayGameLog, SAMPLE_DECKS } from '@arbiter/engine';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { DECIDE, GAME_VIEW, GameView, playSeat } from './support/digital-client';
import { GQL, registerAccount } from './support/tournament-driver';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID, $bot: Boolean) { registerPlayer(eventId: $eventId, name: $name, userId: $userId, bot: $bot) { id } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
const DECKS = Object.values(SAMPLE_DECKS).map((deck) => [...deck]);

interface Seat {
  playerId: string;
  token?: string;
}

async function digitalEvent(app: TestApp, humans: number, bots: number) {
  const organizer = (await app.user('Digital Organizer')).token;
  const judge = await app.user('Digital Judge');
  const event = (await app.ok(GQL.createEvent, { input: { name: 'Digital League', format: 'LIMITED', rel: 'COMPETITIVE', swissRounds: 2, topCut: 0, digital: true } }, organizer)).createEvent;
  await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId: event.id, userId: judge.id }, organizer);
  const seats: Seat[] = [];
  for (let i = 0; i < humans + bots; i += 1) {
    const human = i < humans;
    const user = human ? await app.user(`Human ${i + 1}`) : undefined;
    const player = user
      ? await registerAccount(app, organizer, user, { eventId: event.id, name: `Human ${i + 1}` }, REGISTER)
      : (await app.ok(REGISTER, { eventId: event.id, name: `Bot ${i + 1}`, bot: true }, organizer)).registerPlayer;
    await app.ok(SUBMIT, { eventId: event.id, playerId: player.id, main: DECKS[i % DECKS.length] }, user?.token ?? organizer);
    seats.push({ playerId: player.id, token: user?.token });
  }
  await app.ok(GQL.start, { eventId: event.id }, organizer);
  return { eventId: event.id, organizer, judge: judge.token, seats };
}

const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL;

interface EngineMode {
  name: string;
  env: Record<string, string>;
  /** A separate worker process takes the engine jobs (the API runs none itself). */
  separateWorker: boolean;
}

const MODES: EngineMode[] = [{ name: 'engine in the API process', env: {}, separateWorker: false }];
if (REDIS_URL) {
  const queue = `arbiter-engine-test-${process.pid}`;
  MODES.push(
    TEST_DATABASE_KIND === 'postgres'
      ? { name: 'engine jobs on Redis (BullMQ) with a separate worker', env: { REDIS_URL, ARBITER_ENGINE_QUEUE: queue, ARBITER_ENGINE_WORKER: 'off' }, separateWorker: true }
      : { name: 'engine jobs on Redis (BullMQ)', env: { REDIS_URL, ARBITER_ENGINE_QUEUE: queue }, separateWorker: false },
  );
}

describe.each(MODES)(`digital matches (${TEST_DATABASE_KIND}): $name`, (mode) => {
  let app: TestApp;
  let worker: { close(): Promise<void> } | undefined;

  beforeAll(async () => {
    app = await TestApp.start(mode.env);
    if (mode.separateWorker) worker = await app.startEngineWorker(mode.env);
  });

  afterAll(async () => {
    await worker?.close();
    await app.stop();
  });

  it('refuses a decklist card outside the engine pool, naming it', async () => {
    const organizer = (await app.user('Pool Checker')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Pool', format: 'LIMITED', rel: 'COMPETITIVE', digital: true } }, organizer)).createEvent;
    const player = (await app.ok(REGISTER, { eventId: event.id, name: 'Someone' }, organizer)).registerPlayer;
    const deck = [...DECKS[0].slice(0, 39), 'Black Lotus'];
    const refused = await app.gql(SUBMIT, { eventId: event.id, playerId: player.id, main: deck }, organizer);
    expect(errorCode(refused)).toBe('INVALID_DECKLIST');
    expect(refused.errors?.[0].message).toContain('Black Lotus');
  });

  it('a round of two scripted clients and bots: games finish, results land, standings update', async () => {
    const { eventId, organizer, judge, seats } = await digitalEvent(app, 2, 2);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    expect(round.matches).toHaveLength(2);
    const tokenOf = new Map(seats.filter((s) => s.token).map((s) => [s.playerId, s.token as string]));

    // A player cannot act in a match they are not seated at.
    const [first, second] = round.matches as { id: string; players: { id: string }[] }[];
    const outsider = [...tokenOf.keys()].find((id) => !first.players.some((p) => p.id === id));
    if (outsider) {
      const refused = await app.gql(DECIDE, { matchId: first.id, decision: '{"do":"pass"}' }, tokenOf.get(outsider));
      expect(errorCode(refused)).toBe('NOT_YOUR_MATCH');
    }
    const badJson = await app.gql(DECIDE, { matchId: second.id, decision: 'pass' }, tokenOf.get(second.players.find((p) => tokenOf.has(p.id))?.id ?? '') ?? organizer);
    expect(['ILLEGAL_DECISION', 'NOT_YOUR_MATCH', 'FORBIDDEN']).toContain(errorCode(badJson));

    await Promise.all(
      round.matches.flatMap((match: { id: string; players: { id: string }[] }) =>
        match.players.filter((p) => tokenOf.has(p.id)).map((p) => playSeat(app, tokenOf.get(p.id) as string, match.id)),
      ),
    );
    const event = (await app.ok(GQL.event, { id: eventId })).event;
    for (const match of event.rounds[0].matches) {
      expect(match.status).toBe('FINAL');
      expect(match.wins[0] + match.wins[1] + match.draws).toBeGreaterThan(0);
    }
    const standings = (await app.ok(GQL.standings, { eventId })).standings;
    expect(standings.reduce((sum: number, s: { matchPoints: number }) => sum + s.matchPoints, 0)).toBeGreaterThanOrEqual(4);

    // Every game replays from its log to the stored state.
    const staffView = JSON.parse((await app.ok(GAME_VIEW, { matchId: first.id }, judge)).gameView.state);
    const lastGame = staffView.games.length;
    const log = JSON.parse((await app.ok(`query ($matchId: ID!, $game: Int!) { gameLog(matchId: $matchId, game: $game) }`, { matchId: first.id, game: lastGame }, judge)).gameLog);
    expect(fullView(replayGameLog(log))).toEqual(staffView.game);
    const notStaff = await app.gql(`query ($matchId: ID!, $game: Int!) { gameLog(matchId: $matchId, game: $game) }`, { matchId: first.id, game: 1 }, [...tokenOf.values()][0]);
    expect(errorCode(notStaff)).toBe('FORBIDDEN');
  });

  it('time called mid-game: turn 0 and five additional turns, then the game is drawn and no new game starts', async () => {
    const { eventId, organizer, judge, seats } = await digitalEvent(app, 2, 0);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    const [match] = round.matches as { id: string; players: { id: string }[] }[];
    const tokens = seats.map((s) => s.token as string);
    // Both play passively until game 1 is a few turns in, then a judge calls time (MTR 2.4).
    const started = (view: GameView) => view.over || JSON.parse(view.state).game?.turn >= 3;
    await Promise.all(tokens.map((token) => playSeat(app, token, match.id, started, 4000, true)));
    const called = JSON.parse((await app.ok(`mutation ($matchId: ID!) { callTimeOnMatch(matchId: $matchId) { state } }`, { matchId: match.id }, judge)).callTimeOnMatch.state);
    expect(called.time).toMatchObject({ additionalTurns: 5 });
    expect(called.games).toHaveLength(1);
    const turnWhenCalled = called.game.turn;
    // Nobody can win while both pass: the turns run out and the game is a draw.
    const [viewA] = await Promise.all(tokens.map((token) => playSeat(app, token, match.id, (v) => v.over, 4000, true)));
    const final = JSON.parse(viewA.state);
    expect(viewA.over).toBe(true);
    expect(final.games).toHaveLength(1);
    expect(final.games[0].outcome).toMatchObject({ winner: null, reason: 'time-draw' });
    // Turn 0 is the turn in progress; five additional turns follow it.
    expect(final.game.turn).toBe(turnWhenCalled + 5);
    const stored = (await app.ok(GQL.event, { id: eventId })).event.rounds[0].matches[0];
    expect(stored).toMatchObject({ status: 'FINAL', wins: [0, 0], draws: 1 });
  });

  it("a player's view never contains the opponent's hand or either library's order", async () => {
    const { eventId, organizer, judge, seats } = await digitalEvent(app, 2, 0);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    const [match] = round.matches as { id: string; players: { id: string }[] }[];
    const tokens = seats.map((s) => s.token as string);
    await Promise.all(tokens.map((token) => playSeat(app, token, match.id, (v) => v.over || JSON.parse(v.state).game?.turn >= 2)));
    const staff = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge)).gameView.state);
    for (const token of tokens) {
      const view: GameView = (await app.ok(GAME_VIEW, { matchId: match.id }, token)).gameView;
      const opponent = view.you === 'A' ? 'B' : 'A';
      const text = view.state;
      const staffOpponent = staff.game.players[opponent];
      // Object ids of the opponent's hand and of both libraries never appear in the player's view.
      const hidden = [...(staffOpponent.hand ?? []), ...(staff.game.players.A.library ?? []), ...(staff.game.players.B.library ?? [])].map((card: { id: string }) => card.id).filter(Boolean);
      expect(hidden.length).toBeGreaterThan(0);
      for (const id of hidden) expect(text).not.toContain(`"${id}"`);
      const mine = JSON.parse(text);
      expect(typeof mine.game.players[opponent].hand === 'number' || mine.game.players[opponent].handCount !== undefined).toBe(true);
    }
  });
});

describe(`digital decision timeouts (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ ARBITER_DECISION_TIMEOUT_SECONDS: '0.5' });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('a player who lets decisions time out gets the default action, and judges see the count', async () => {
    const { eventId, organizer, judge } = await digitalEvent(app, 2, 0);
    const round = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound;
    const [match] = round.matches as { id: string }[];
    const before = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge)).gameView.state);
    expect(before.phase).toBe('play-or-draw');
    let timeouts: { matchId: string; side: string; timeouts: number }[] = [];
    for (let i = 0; i < 60 && timeouts.reduce((n, t) => n + t.timeouts, 0) < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      timeouts = (await app.ok(`query ($eventId: ID!) { decisionTimeouts(eventId: $eventId) { matchId side timeouts } }`, { eventId }, judge)).decisionTimeouts;
    }
    expect(timeouts.reduce((n, t) => n + t.timeouts, 0)).toBeGreaterThanOrEqual(3);
    expect(timeouts.every((t) => t.matchId === match.id)).toBe(true);
    const after = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge)).gameView.state);
    // The chooser's default is to play first, so game 1 started without them.
    expect(after.games[0]).toMatchObject({ choice: 'play' });
    const refused = await app.gql(`query ($eventId: ID!) { decisionTimeouts(eventId: $eventId) { matchId } }`, { eventId }, organizer);
    expect(refused.errors).toBeUndefined();
  });
});
