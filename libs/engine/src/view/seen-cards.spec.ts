import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { oracleCardOf } from '../compiler/database-card';
import { oracleCardPool } from '../compiler/oracle-card-pool';
import { Decision } from '../decisions/decision';
import { applyDecision } from '../game';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { GameState, PlayerId } from '../state/game-state';
import { fullView, viewFor } from './player-view';

const database = loadDefaultCardDatabase();
const cards = oracleCardPool(
  'seen-cards-spec',
  (name) => {
    const card = database.card(name);
    return card && oracleCardOf(card);
  },
  CORE_CARD_POOL,
);

function must(state: GameState, player: PlayerId, decision: Decision): GameState {
  const result = applyDecision(state, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

/** Both players pass: the top of the stack resolves. */
function resolve(game: GameState): GameState {
  return must(must(game, game.priority!, { do: 'pass' }), game.priority === 'A' ? 'B' : 'A', { do: 'pass' });
}

const names = (list: { card: string }[] | undefined) => list?.map((c) => c.card);

describe('hidden information a player looked at (CR 400.2, 701.16a)', () => {
  it('Peek shows the target hand to its caster only', () => {
    let game = createGameFromScenario(
      { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Peek'], battlefield: ['Island'], library: ['Forest'] }, B: { hand: ['Grizzly Bears', 'Lightning Bolt'], library: ['Swamp'] } } },
      1,
      cards,
    );
    expect(viewFor(game, 'A').players.B.seenHand).toBeUndefined();
    game = resolve(must(game, 'A', { do: 'cast', card: 'Peek', targets: ['B'] }));
    expect(names(viewFor(game, 'A').players.B.seenHand)).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(viewFor(game, 'A').players.B.hand).toBeUndefined();
    // The owner sees their own hand as ever; nobody else learns anything about A's hand.
    expect(viewFor(game, 'B').players.B.seenHand).toBeUndefined();
    expect(viewFor(game, 'B').players.A.seenHand).toBeUndefined();
    expect(fullView(game).players.B.seenHand).toBeUndefined();
  });

  it("Sage Owl's cards are seen by its controller, in the chosen order, and never by the opponent", () => {
    let game = createGameFromScenario(
      { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Sage Owl'], battlefield: ['Island', 'Island'], library: ['Forest', 'Grizzly Bears', 'Lightning Bolt', 'Swamp', 'Mountain'] }, B: {} } },
      1,
      cards,
    );
    game = resolve(must(game, 'A', { do: 'cast', card: 'Sage Owl' }));
    game = resolve(game);
    // The order question: its options (the cards) go to the looker only.
    expect(game.pending?.player).toBe('A');
    expect(viewFor(game, 'A').pending?.options?.length).toBeGreaterThan(0);
    expect(viewFor(game, 'B').pending?.options).toBeUndefined();
    expect(JSON.stringify(viewFor(game, 'B'))).not.toContain('Lightning Bolt');
    game = must(game, 'A', { do: 'choose', choice: ['Swamp', 'Lightning Bolt', 'Forest', 'Grizzly Bears'] });
    expect(names(viewFor(game, 'A').players.A.seenLibraryTop)).toEqual(['Swamp', 'Lightning Bolt', 'Forest', 'Grizzly Bears']);
    expect(viewFor(game, 'B').players.A.seenLibraryTop).toBeUndefined();
    expect(JSON.stringify(viewFor(game, 'B'))).not.toContain('Lightning Bolt');
  });

  it('a revealed top card is seen by both players; shuffling that library forgets it (CR 701.20a)', () => {
    let game = createGameFromScenario(
      { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Reminisce'], battlefield: ['Aven Windreader', 'Island', 'Island', 'Island', 'Island', 'Island'] }, B: { library: ['Mountain', 'Plains'], graveyard: ['Shock'] } } },
      1,
      cards,
    );
    game = resolve(must(game, 'A', { do: 'activate', card: 'Aven Windreader', ability: 0, targets: ['B'] }));
    for (const viewer of ['A', 'B'] as const) expect(names(viewFor(game, viewer).players.B.seenLibraryTop)).toEqual(['Mountain']);
    game = resolve(must(game, 'A', { do: 'cast', card: 'Reminisce', targets: ['B'] }));
    expect(game.players.B.library).toHaveLength(3);
    for (const viewer of ['A', 'B'] as const) expect(viewFor(game, viewer).players.B.seenLibraryTop).toBeUndefined();
  });

  it('Agonizing Memories: the looker knows the two cards it put on top of the library, in order', () => {
    let game = createGameFromScenario(
      { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Agonizing Memories'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, B: { hand: ['Grizzly Bears', 'Lightning Bolt', 'Forest'], library: ['Mountain'] } } },
      1,
      cards,
    );
    game = resolve(must(game, 'A', { do: 'cast', card: 'Agonizing Memories', targets: ['B'] }));
    expect(viewFor(game, 'B').pending?.options).toBeUndefined();
    game = must(game, 'A', { do: 'choose', choice: ['Lightning Bolt', 'Grizzly Bears'] });
    expect(names(viewFor(game, 'A').players.B.seenLibraryTop)).toEqual(['Lightning Bolt', 'Grizzly Bears']);
    expect(names(viewFor(game, 'A').players.B.seenHand)).toEqual(['Forest']);
  });
});
