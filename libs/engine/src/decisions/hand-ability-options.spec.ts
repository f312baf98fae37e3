import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { ScenarioStart } from '../scenario/scenario-types';
import { GameState } from '../state/game-state';
import { viewFor } from '../view/player-view';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function apply(game: GameState, player: 'A' | 'B', decision: Parameters<typeof applyDecision>[2]): GameState {
  const result = applyDecision(game, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

/** A's turn in the declare blockers step after B's Wall of Wood blocked nothing: Grizzly Bears and Savannah Lions attack, Ninja of the New Moon in hand. */
function afterNoBlocks(lands: number): GameState {
  const start: ScenarioStart = {
    turn: 5,
    active: 'A',
    step: 'precombat-main',
    players: { A: { hand: ['Ninja of the New Moon'], battlefield: [...Array(lands).fill('Swamp'), { card: 'Grizzly Bears', sick: false }, { card: 'Savannah Lions', sick: false }] }, B: { hand: ['Forest'], battlefield: ['Wall of Wood'] } },
  };
  let game = passUntil(createGameFromScenario(start, 1, cards), 'attackers');
  game = passUntil(apply(game, 'A', { do: 'attack', attackers: { 'Grizzly Bears': 'B', 'Savannah Lions': 'B' } }), 'blockers');
  return apply(game, 'B', { do: 'block', blockers: {} });
}

/** Both players pass priority until a decision of this kind is asked. */
function passUntil(game: GameState, kind: 'attackers' | 'blockers'): GameState {
  for (let pending = pendingDecision(game); pending && pending.kind !== kind; pending = pendingDecision(game)) { game = apply(game, pending.player, { do: "pass" }); }
  return game;
}

const activations = (game: GameState) => (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'activate' && !o.manaAbility);

describe('keyword abilities activated from the hand: options and revealed cards', () => {
  it('offers ninjutsu once for each unblocked attacker it could return, only when its cost can be paid (CR 702.49a, 702.49c)', () => {
    const game = afterNoBlocks(4);
    expect(pendingDecision(game)).toMatchObject({ player: 'A', kind: 'priority' });
    expect(game.step).toBe('declare-blockers');
    expect(activations(game)).toEqual([
      { do: 'activate', card: 'Ninja of the New Moon', ability: 'ninjutsu', return: 'A:Grizzly Bears' },
      { do: 'activate', card: 'Ninja of the New Moon', ability: 'ninjutsu', return: 'A:Savannah Lions' },
    ]);
    expect(activations(afterNoBlocks(3))).toEqual([]);
  });

  it('reveals the Ninja to the opponent as ninjutsu is activated, and only that card of the hand (CR 702.49b)', () => {
    const game = afterNoBlocks(4);
    expect(viewFor(game, 'B').players.A.seenHand).toBeUndefined();
    const activated = apply(game, 'A', { do: 'activate', card: 'Ninja of the New Moon', ability: 'ninjutsu', return: 'A:Grizzly Bears' });
    const seen = viewFor(activated, 'B').players.A;
    expect(seen.hand).toBeUndefined();
    expect(seen.seenHand?.map((c) => c.card)).toEqual(['Ninja of the New Moon']);
  });

  it('offers transmute only at sorcery speed with its cost payable (CR 702.53a)', () => {
    const start = (step: 'precombat-main' | 'upkeep', lands: string[]): ScenarioStart => ({
      turn: 5,
      active: 'A',
      step,
      players: { A: { hand: ['Dimir Infiltrator'], battlefield: lands }, B: {} },
    });
    const options = (s: ScenarioStart) => activations(createGameFromScenario(s, 1, cards));
    expect(options(start('precombat-main', ['Island', 'Swamp', 'Swamp']))).toEqual([{ do: 'activate', card: 'Dimir Infiltrator', ability: 'transmute' }]);
    expect(options(start('precombat-main', ['Swamp', 'Swamp', 'Swamp']))).toEqual([]);
    expect(options(start('upkeep', ['Island', 'Swamp', 'Swamp']))).toEqual([]);
  });

  it('offers forecast in its owner\'s upkeep once for each target, reveals the card, which stays in the hand, and not again that turn (CR 702.57a-b)', () => {
    const start = (step: 'upkeep' | 'precombat-main', active: 'A' | 'B'): ScenarioStart => ({
      turn: 5,
      active,
      step,
      players: { A: { hand: ['Steeling Stance'], battlefield: ['Plains', { card: 'Grizzly Bears', sick: false }] }, B: { battlefield: [{ card: 'Savannah Lions', sick: false }] } },
    });
    const game = createGameFromScenario(start('upkeep', 'A'), 1, cards);
    expect(activations(game)).toEqual([
      { do: 'activate', card: 'Steeling Stance', ability: 'forecast', targets: ['A:Grizzly Bears'] },
      { do: 'activate', card: 'Steeling Stance', ability: 'forecast', targets: ['B:Savannah Lions'] },
    ]);
    expect(activations(createGameFromScenario(start('precombat-main', 'A'), 1, cards))).toEqual([]);
    const activated = apply(game, 'A', { do: 'activate', card: 'Steeling Stance', ability: 'forecast', targets: ['A:Grizzly Bears'] });
    expect(viewFor(activated, 'B').players.A.seenHand?.map((c) => c.card)).toEqual(['Steeling Stance']);
    expect(activations(activated)).toEqual([]);
  });
});
