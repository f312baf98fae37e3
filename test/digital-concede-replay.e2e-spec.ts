import { SAMPLE_DECKS } from '@arbiter/engine';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GAME_VIEW, GameView } from './support/digital-client';
import { GQL, registerAccount } from './support/tournament-driver';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID) { registerPlayer(eventId: $eventId, name: $name, userId: $userId) { id } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
const VIEW_FIELDS = 'matchId gameNumber over wins state pending you';
const CONCEDE_GAME = `mutation ($matchId: ID!) { concedeGame(matchId: $matchId) { ${VIEW_FIELDS} } }`;
const CONCEDE_MATCH = `mutation ($matchId: ID!) { concedeMatch(matchId: $matchId) { ${VIEW_FIELDS} } }`;
const REPLAY = `query ($matchId: ID!, $game: Int!, $step: Int) { gameReplay(matchId: $matchId, game: $game, step: $step) { matchId game steps step state decision next outcome } }`;
const DECKS = Object.values(SAMPLE_DECKS).map((deck) => [...deck]);

interface Hand {
  hand: unknown;
}

// Issue 18: a player concedes the match at any time, between games too; staff see the full view and the replay of any game.
describe(`conceding a digital match and replaying its games (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('game 1 conceded, the match conceded between games (2-1), replays for staff at once and for the players after', async () => {
    const organizer = (await app.user('Concede Organizer')).token;
    const judge = await app.user('Concede Judge');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Concessions', format: 'LIMITED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 0, digital: true } }, organizer)).createEvent.id;
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId, userId: judge.id }, organizer);
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const user = await app.user(`Conceder ${i + 1}`);
      const player = await registerAccount(app, organizer, user, { eventId, name: `Conceder ${i + 1}` }, REGISTER);
      await app.ok(SUBMIT, { eventId, playerId: player.id, main: DECKS[i] }, user.token);
      players.push({ id: player.id, token: user.token });
    }
    await app.ok(GQL.start, { eventId }, organizer);
    const [match] = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound.matches as { id: string; players: { id: string }[] }[];
    const seatA = players.find((p) => p.id === match.players[0].id)!;
    const seatB = players.find((p) => p.id === match.players[1].id)!;

    // Before game 1 there is no game to concede, only the match.
    const early = await app.gql(CONCEDE_GAME, { matchId: match.id }, seatA.token);
    expect(errorCode(early)).toBe('ILLEGAL_DECISION');
    expect(early.errors?.[0].message).toContain('"match":true');

    // Game 1 starts (the chooser plays first), and A concedes it at once.
    const chooser = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge.token)).gameView.pending).player;
    await app.ok(`mutation ($matchId: ID!, $decision: String!) { decide(matchId: $matchId, decision: $decision) { gameNumber } }`, { matchId: match.id, decision: '{"do":"choose","choice":"play"}' }, (chooser === 'A' ? seatA : seatB).token);
    const afterGame1: GameView = (await app.ok(CONCEDE_GAME, { matchId: match.id }, seatA.token)).concedeGame;
    expect(afterGame1).toMatchObject({ over: false, wins: [0, 1], gameNumber: 2 });

    // Staff see both hands now; a player sees only their own, and no replay until the match is over.
    const staffState = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, judge.token)).gameView.state);
    expect(staffState.viewer).toBe('staff');
    expect(Array.isArray((staffState.game.players.A as Hand).hand) && Array.isArray((staffState.game.players.B as Hand).hand)).toBe(true);
    const opening = (await app.ok(REPLAY, { matchId: match.id, game: 1, step: 0 }, judge.token)).gameReplay;
    expect(opening).toMatchObject({ game: 1, step: 0, decision: null });
    expect(JSON.parse(opening.outcome)).toEqual({ winner: 'B', reason: 'concession' });
    expect(opening.steps).toBeGreaterThanOrEqual(1);
    const openingState = JSON.parse(opening.state);
    expect((openingState.players.A.hand as unknown[]).length).toBe(7);
    expect((openingState.players.B.hand as unknown[]).length).toBe(7);
    const end = (await app.ok(REPLAY, { matchId: match.id, game: 1 }, judge.token)).gameReplay;
    expect(end).toMatchObject({ step: end.steps, next: null });
    expect(JSON.parse(end.decision)).toEqual({ player: 'A', decision: { do: 'concede' } });
    expect(errorCode(await app.gql(REPLAY, { matchId: match.id, game: 1 }, seatB.token))).toBe('REPLAY_NOT_AVAILABLE');
    expect(errorCode(await app.gql(REPLAY, { matchId: match.id, game: 1, step: end.steps + 1 }, judge.token))).toBe('INVALID_REPLAY_STEP');
    expect(errorCode(await app.gql(REPLAY, { matchId: match.id, game: 2 }, judge.token))).toBe('GAME_NOT_FOUND');

    // Between games (A is sideboarding) B concedes the match: a concession after winning a game is 2-1.
    expect(errorCode(await app.gql(CONCEDE_GAME, { matchId: match.id }, seatB.token))).toBe('ILLEGAL_DECISION');
    const conceded: GameView = (await app.ok(CONCEDE_MATCH, { matchId: match.id }, seatB.token)).concedeMatch;
    expect(conceded).toMatchObject({ over: true, wins: [2, 1] });
    expect(JSON.parse(conceded.state).result).toEqual({ winner: 'A', reason: 'B conceded the match' });
    expect(errorCode(await app.gql(CONCEDE_MATCH, { matchId: match.id }, seatA.token))).toBe('ILLEGAL_DECISION');
    const stored = (await app.ok(GQL.event, { id: eventId })).event.rounds[0].matches[0];
    expect(stored).toMatchObject({ status: 'FINAL', wins: [2, 1], draws: 0 });
    const standings = (await app.ok(GQL.standings, { eventId })).standings as { player: { id: string }; matchPoints: number }[];
    expect(standings.find((s) => s.player.id === seatA.id)?.matchPoints).toBe(3);

    // Once the match is over the players replay their games too; a stranger may not.
    expect((await app.ok(REPLAY, { matchId: match.id, game: 1, step: 0 }, seatB.token)).gameReplay.state).toBe(opening.state);
    expect(errorCode(await app.gql(REPLAY, { matchId: match.id, game: 1 }, (await app.user('Stranger')).token))).toBe('NOT_YOUR_MATCH');
  });
});
