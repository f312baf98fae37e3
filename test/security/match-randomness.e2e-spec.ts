import { createHash } from 'node:crypto';
import { createGame, fullView, gameSeed, replayGameLog, SAMPLE_DECKS } from '@arbiter/engine';
import { GAME_VIEW, GameView, playSeat } from '../support/digital-client';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL, registerAccount } from '../support/tournament-driver';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID, $bot: Boolean) { registerPlayer(eventId: $eventId, name: $name, userId: $userId, bot: $bot) { id } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
const SEED_VIEW = `query ($matchId: ID!) { gameView(matchId: $matchId) { matchId over state you seedCommitment seed seedSalt } }`;
const PUBLIC_ROUNDS = `query ($id: ID!) { event(id: $id) { rounds { seed matches { id players { id } } } } }`;
const GAME_LOG = `query ($matchId: ID!, $game: Int!) { gameLog(matchId: $matchId, game: $game) }`;
const DECKS = Object.values(SAMPLE_DECKS).map((deck) => [...deck]);

interface SeedView extends Pick<GameView, 'matchId' | 'over' | 'state' | 'you'> {
  seedCommitment: string | null;
  seed: string | null;
  seedSalt: string | null;
}

type Side = 'A' | 'B';
const namesOf = (cards: { card: string }[] | undefined) => (cards ?? []).map((c) => c.card);

// Issue 12, item 1: every match seed was a fixed formula of the public Round.seed, so anyone could
// rebuild a bot's hand, both libraries and their own next draws with the engine library.
describe(`secret match randomness (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('public data does not rebuild hidden cards; after the match the revealed seed matches the commitment and replays the game', async () => {
    const organizer = (await app.user('Seed Organizer')).token;
    const human = await app.user('Seed Human');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Seed League', format: 'LIMITED', rel: 'REGULAR', swissRounds: 1, topCut: 0, gamesPerMatch: 1, digital: true } }, organizer)).createEvent;
    const player = await registerAccount(app, organizer, human, { eventId: event.id, name: 'Seed Human' }, REGISTER);
    await app.ok(SUBMIT, { eventId: event.id, playerId: player.id, main: DECKS[0] }, human.token);
    await app.ok(REGISTER, { eventId: event.id, name: 'Seed Bot', bot: true }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    await app.ok(GQL.pair, { eventId: event.id }, organizer);

    // What an outsider sees: the round's seed and the pairing.
    const [round] = (await app.ok(PUBLIC_ROUNDS, { id: event.id })).event.rounds;
    const [match] = round.matches as { id: string; players: { id: string }[] }[];
    await playSeat(app, human.token, match.id, (view) => JSON.parse(view.state).game !== null);
    const before: SeedView = (await app.ok(SEED_VIEW, { matchId: match.id }, human.token)).gameView;
    const you = before.you as Side;
    const botSide: Side = you === 'A' ? 'B' : 'A';
    expect(before.over).toBe(false);
    expect(before.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(before.seed).toBeNull();
    expect(before.seedSalt).toBeNull();

    // The old attack: match seed = (Round.seed × 7919 + table index × 104,729) mod 2^31−1, decks known.
    const oldMatchSeed = (Number(round.seed) * 7919) % 2_147_483_647;
    const decks = { [you]: DECKS[0], [botSide]: DECKS[botSide === 'A' ? 0 : 1] } as Record<Side, string[]>;
    const predicted = fullView(createGame({ players: { A: { deck: decks.A }, B: { deck: decks.B } }, seed: gameSeed(oldMatchSeed, 1), startingPlayer: 'A' }));
    const staff = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, organizer)).gameView.state);
    const ownHand = namesOf(JSON.parse(before.state).game.players[you].hand);
    expect(ownHand).toHaveLength(7);
    expect(namesOf(predicted.players[you].hand)).not.toEqual(ownHand);
    expect(namesOf(predicted.players[botSide].library)).not.toEqual(namesOf(staff.game.players[botSide].library));
    // Nothing the player receives carries the seed.
    expect(before.state).not.toMatch(/"seed"|"rng"/);

    const last = await playSeat(app, human.token, match.id);
    expect(last.over).toBe(true);
    const after: SeedView = (await app.ok(SEED_VIEW, { matchId: match.id }, human.token)).gameView;
    expect(after.seedCommitment).toBe(before.seedCommitment);
    // 128 bits (the engine generator's whole state): no offline search over seeds finds the deal.
    expect(after.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(after.seedSalt).toMatch(/^[0-9a-f]{64}$/);
    const recomputed = createHash('sha256').update(`arbiter-match-seed-v1:${match.id}:${after.seed}:${after.seedSalt}`).digest('hex');
    expect(recomputed).toBe(before.seedCommitment);

    // The revealed seed is the one the game was played with, and the log replays it.
    const log = JSON.parse((await app.ok(GAME_LOG, { matchId: match.id, game: 1 }, organizer)).gameLog);
    expect(log.config.seed).toBe(gameSeed(after.seed as string, 1));
    const finalStaff = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, organizer)).gameView.state);
    expect(fullView(replayGameLog(log))).toEqual(finalStaff.game);
  });
});
