import { SAMPLE_DECKS } from '../agents/sample-decks';
import { applyDecision, createGame, deserializeGame, pendingDecision, serializeGame, validateGameConfig } from '../game';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { cloneGame } from '../state/clone';
import { viewFor } from '../view/player-view';
import { makeAsker } from './ask';
import { performStateBasedActions } from './state-based-actions';
import { moveOne } from './zone-change';

const ISAMARU = 'Isamaru, Hound of Konda';

const commanderConfig = (extra: object = {}) => ({
  players: { A: { deck: [...SAMPLE_DECKS['red-green']] }, B: { deck: [...SAMPLE_DECKS['white-black']] } },
  seed: 903,
  commander: { commanders: { A: [ISAMARU], B: [ISAMARU] }, ...extra },
});

describe('CR 903: a Commander game', () => {
  it('903.6, 903.7: each commander starts in its owner\'s command zone, outside the deck, and life is 40', () => {
    const game = createGame(commanderConfig());
    for (const p of ['A', 'B'] as const) {
      expect(game.players[p].command.map((id) => game.objects[id])).toMatchObject([{ card: ISAMARU, owner: p, zone: 'command', commander: true }]);
      expect(game.players[p].life).toBe(40);
      expect(game.players[p].library.length + game.players[p].hand.length).toBe(SAMPLE_DECKS[p === 'A' ? 'red-green' : 'white-black'].length);
    }
  });

  it('a duel format sets its own starting life; a game without the option is not a Commander game', () => {
    expect(createGame(commanderConfig({ startingLife: 20 })).players.A.life).toBe(20);
    const plain = createGame({ ...commanderConfig(), commander: undefined });
    expect(plain.commander).toBeUndefined();
    expect(plain.players.A.command).toEqual([]);
    expect(plain.players.A.life).toBe(20);
  });

  it('refuses a player with no commander or three, and an unknown commander', () => {
    expect(validateGameConfig({ ...commanderConfig(), commander: { commanders: { A: [], B: [ISAMARU] } } })).toEqual([expect.objectContaining({ code: 'INVALID_COMMANDER' })]);
    expect(validateGameConfig({ ...commanderConfig(), commander: { commanders: { A: [ISAMARU, ISAMARU, ISAMARU], B: [ISAMARU] } } })[0].code).toBe('INVALID_COMMANDER');
    expect(validateGameConfig({ ...commanderConfig(), commander: { commanders: { A: ['No Such Legend'], B: [ISAMARU] } } })[0].code).toBe('UNKNOWN_CARD');
  });

  it('408.2: both players see the command zones, commander damage and casts; the state survives a copy and JSON', () => {
    let game = createGame(commanderConfig());
    while (pendingDecision(game)?.kind === 'mulligan') {
      const result = applyDecision(game, pendingDecision(game)!.player, { do: 'choose', choice: 'keep' });
      if (!result.ok) throw new Error(result.error.reason);
      game = result.state;
    }
    const view = viewFor(game, 'B');
    expect(view.players.A.command).toEqual([{ id: game.players.A.command[0], ref: `A:${ISAMARU}`, card: ISAMARU }]);
    expect(view.players.A.commanderDamage).toEqual({});
    expect(view.players.B.commanderCasts).toEqual({});
    const copy = cloneGame(game);
    copy.commander!.damage.A['B:X'] = 3;
    copy.commander!.casts.B[ISAMARU] = 1;
    expect(game.commander).toEqual({ casts: { A: {}, B: {} }, damage: { A: {}, B: {} } });
    expect(copy.objects[copy.players.A.command[0]].commander).toBe(true);
    expect(deserializeGame(serializeGame(copy))).toEqual(copy);
  });

  it('the commander options offer the cast from the command zone with the tax', () => {
    const game = createGameFromScenario({ turn: 3, players: { A: { commander: ISAMARU, commanderCasts: { [ISAMARU]: 1 }, battlefield: ['Plains', 'Plains'] }, B: {} } }, 1);
    expect(pendingDecision(game)!.options).not.toContainEqual(expect.objectContaining({ do: 'cast', card: ISAMARU }));
    const richer = createGameFromScenario({ turn: 3, players: { A: { commander: ISAMARU, commanderCasts: { [ISAMARU]: 1 }, battlefield: ['Plains', 'Plains', 'Plains'] }, B: {} } }, 1);
    expect(pendingDecision(richer)!.options).toContainEqual({ do: 'cast', card: ISAMARU });
  });
});

describe('CR 903.9: a commander returning to the command zone', () => {
  const onBattlefield = () =>
    createGameFromScenario({ turn: 3, players: { A: { commander: ISAMARU, battlefield: [{ card: ISAMARU, sick: false }] }, B: { battlefield: ['Plains'] } } }, 1);

  it('903.9a: exiled, its owner may put it into the command zone at the next check, and is asked only once', () => {
    const game = onBattlefield();
    const run = { events: [] };
    moveOne(run, game, { id: game.battlefield[0], to: 'exile' });
    expect(() => performStateBasedActions(run, game, makeAsker([]))).toThrow(expect.objectContaining({ request: expect.objectContaining({ type: 'yes-no', player: 'A' }) }));
    expect(performStateBasedActions(run, game, makeAsker([true]))).toBe(true);
    expect(game.players.A.command.map((id) => game.objects[id].card)).toEqual([ISAMARU]);
    expect(game.players.A.exile).toEqual([]);
    expect(performStateBasedActions(run, game, makeAsker([]))).toBe(false);
  });

  it('903.9a: left in exile, it is not asked about again', () => {
    const game = onBattlefield();
    const run = { events: [] };
    moveOne(run, game, { id: game.battlefield[0], to: 'exile' });
    expect(performStateBasedActions(run, game, makeAsker([false]))).toBe(false);
    expect(performStateBasedActions(run, game, makeAsker([]))).toBe(false);
    expect(game.players.A.exile.map((id) => game.objects[id].card)).toEqual([ISAMARU]);
  });

  it('903.9b: headed for its owner\'s library, it may go to the command zone instead; without an asker the move is unchanged', () => {
    const game = onBattlefield();
    const run = { events: [] };
    const moved = moveOne(run, game, { id: game.battlefield[0], to: 'library' }, makeAsker([true]));
    expect(moved).toMatchObject({ zone: 'command', commander: true });
    const again = moveOne(run, game, { id: moved.id, to: 'library' });
    expect(again).toMatchObject({ zone: 'library', commander: true });
    expect(game.players.A.library[0]).toBe(again.id);
  });
});
