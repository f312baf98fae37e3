import { TestApp, errorCode } from './support/test-app';
import { playSeat } from './support/digital-client';
import { GQL, registerAccount } from './support/tournament-driver';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID) { registerPlayer(eventId: $eventId, name: $name, userId: $userId) { id } }`;
const SUBMIT_TEXT = `mutation ($eventId: ID!, $playerId: ID!, $text: String!) { submitDecklistText(eventId: $eventId, playerId: $playerId, text: $text) { decklistSubmitted } }`;
const COMMANDER = 'Isamaru, Hound of Konda';
/** A legal Commander list of cards the engine plays: the commander and 99 basic lands (CR 903.5). */
const LIST = ['Commander', `1 ${COMMANDER}`, '', 'Deck', '99 Plains'].join('\n');

interface SideView {
  life: number;
  lost: boolean;
  command?: { card: string }[];
  commanderDamage?: Record<string, number>;
  commanderCasts?: Record<string, number>;
}

describe('a digital Commander event (CR 903; issue 19)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('checks Commander lists, and plays its matches under the Commander rules: command zone, tax-counted casts, 40 life, 21 commander damage', async () => {
    const organizer = (await app.user('Commander Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Commander Night', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 1, topCut: 0, digital: true, constructedFormat: 'commander' } }, organizer)).createEvent;
    const seats: { playerId: string; token: string }[] = [];
    for (const name of ['Ayaka', 'Bo']) {
      const user = await app.user(name);
      const player = await registerAccount(app, organizer, user, { eventId: event.id, name }, REGISTER);
      seats.push({ playerId: player.id, token: user.token });
    }
    // Step 2's checks guard the event: a 60-card list and a list without its commander are refused.
    const short = await app.gql(SUBMIT_TEXT, { eventId: event.id, playerId: seats[0].playerId, text: ['Commander', `1 ${COMMANDER}`, '', 'Deck', '59 Plains'].join('\n') }, seats[0].token);
    expect(errorCode(short)).toBe('INVALID_DECKLIST');
    expect(JSON.stringify(short.errors)).toContain('DECK_NOT_100');
    const noCommander = await app.gql(SUBMIT_TEXT, { eventId: event.id, playerId: seats[0].playerId, text: '100 Plains' }, seats[0].token);
    expect(JSON.stringify(noCommander.errors)).toContain('COMMANDER_MISSING');
    for (const seat of seats) await app.ok(SUBMIT_TEXT, { eventId: event.id, playerId: seat.playerId, text: LIST }, seat.token);

    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    const [match] = round.matches as { id: string; players: { id: string }[] }[];

    // The first game starts with each commander in its owner's command zone and 40 life.
    const opened = await Promise.all(seats.map((seat) => playSeat(app, seat.token, match.id, (v) => JSON.parse(v.state).game !== null)));
    const started = (JSON.parse(opened[0].state) as { game: { players: Record<'A' | 'B', SideView> } }).game;
    for (const side of ['A', 'B'] as const) {
      expect(started.players[side].life).toBe(40);
      expect(started.players[side].command).toEqual([expect.objectContaining({ card: COMMANDER })]);
    }

    // Both scripted clients cast their commander from the command zone and attack with it every turn, never blocking.
    const views = await Promise.all(seats.map((seat) => playSeat(app, seat.token, match.id, (v) => v.over || JSON.parse(v.state).games?.[0]?.outcome != null, 6000)));
    const staff = JSON.parse(views[0].state) as { games: { outcome: { winner: 'A' | 'B' | null } | null }[]; game: { players: Record<'A' | 'B', SideView> } };
    const outcome = staff.games[0].outcome;
    expect(outcome?.winner).toMatch(/^[AB]$/);
    const loser = outcome!.winner === 'A' ? 'B' : 'A';
    const winner = outcome!.winner!;
    const game = staff.game.players;
    // CR 704.6c: the loser was dealt 21 or more combat damage by the winner's commander, with life to spare.
    expect(game[loser].commanderDamage?.[`${winner}:${COMMANDER}`]).toBeGreaterThanOrEqual(21);
    expect(game[loser].life).toBeGreaterThan(0);
    expect(game[winner].commanderCasts?.[COMMANDER]).toBe(1);
  });
});
