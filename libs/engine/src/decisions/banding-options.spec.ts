import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { viewFor } from '../view/player-view';
import { GameState } from '../state/game-state';
import { Decision } from './decision';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function declareAttackersStep(attackers: string[], blockers: string[]): GameState {
  const battlefield = (names: string[]) => names.map((card) => ({ card, sick: false }));
  return passToDecision(createGameFromScenario({ turn: 5, active: 'A', step: 'beginning-of-combat', players: { A: { battlefield: battlefield(attackers) }, B: { battlefield: battlefield(blockers) } } }, 1, cards));
}

function apply(game: GameState, decision: Decision): GameState {
  const result = applyDecision(game, pendingDecision(game)!.player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

/** Passes priority until someone is asked for something else. */
function passToDecision(game: GameState): GameState {
  while (pendingDecision(game)?.kind === 'priority') game = apply(game, { do: 'pass' });
  return game;
}

describe('legal options for banding (CR 702.22)', () => {
  it('offers attacks in a band of every creature with banding and the strongest one without (702.22c), each accepted', () => {
    const game = declareAttackersStep(['Benalish Hero', 'Timber Wolves', 'Grizzly Bears', 'Hill Giant'], []);
    const banded = pendingDecision(game)!.options.filter((o) => o.do === 'attack' && o.bands);
    expect(banded).toContainEqual({ do: 'attack', attackers: { 'A:Benalish Hero': 'B', 'A:Timber Wolves': 'B', 'A:Grizzly Bears': 'B', 'A:Hill Giant': 'B' }, bands: [['A:Benalish Hero', 'A:Timber Wolves', 'A:Hill Giant']] });
    expect(banded).toContainEqual({ do: 'attack', attackers: { 'A:Benalish Hero': 'B', 'A:Grizzly Bears': 'B' }, bands: [['A:Benalish Hero', 'A:Grizzly Bears']] });
    for (const option of banded) expect(applyDecision(game, 'A', option).ok).toBe(true);
    // No band without a creature with banding.
    expect(banded.some((o) => o.do === 'attack' && !('A:Benalish Hero' in o.attackers) && !('A:Timber Wolves' in o.attackers))).toBe(false);
  });

  it('offers a band of legendary creatures when one has "bands with other legendary creatures", and none with a creature that is not (702.22c)', () => {
    const game = declareAttackersStep(['Cathedral of Serra', 'Isamaru, Hound of Konda', 'Jerrard of the Closed Fist', 'Grizzly Bears'], []);
    const banded = pendingDecision(game)!.options.filter((o) => o.do === 'attack' && o.bands);
    expect(banded).toEqual([{ do: 'attack', attackers: { 'A:Isamaru, Hound of Konda': 'B', 'A:Jerrard of the Closed Fist': 'B' }, bands: [['A:Isamaru, Hound of Konda', 'A:Jerrard of the Closed Fist']] }]);
    expect(applyDecision(game, 'A', banded[0]).ok).toBe(true);
  });

  it('shows the band to both players and offers the attacking player each division of a blocker\'s damage (702.22k)', () => {
    let game = declareAttackersStep(['Timber Wolves', 'Craw Wurm'], ['Hill Giant']);
    game = apply(game, { do: 'attack', attackers: { 'Timber Wolves': 'B', 'Craw Wurm': 'B' }, bands: [['Timber Wolves', 'Craw Wurm']] });
    for (const viewer of ['A', 'B'] as const) expect(viewFor(game, viewer).battlefield.find((p) => p.card === 'Craw Wurm')?.band).toEqual(['A:Timber Wolves', 'A:Craw Wurm']);
    game = passToDecision(game);
    game = apply(game, { do: 'block', blockers: { 'Hill Giant': 'Timber Wolves' } });
    game = passToDecision(game);
    const pending = pendingDecision(game)!;
    expect(pending).toMatchObject({ player: 'A', kind: 'assign' });
    expect(pending.options).toEqual([
      { do: 'assign', blocker: 'B:Hill Giant', damage: { 'A:Timber Wolves': 3 } },
      { do: 'assign', blocker: 'B:Hill Giant', damage: { 'A:Craw Wurm': 3 } },
    ]);
    expect(applyDecision(game, 'B', pending.options[1]).ok).toBe(false);
  });

  it('offers the defending player all of an attacker\'s damage on each blocker when one has banding (702.22j)', () => {
    let game = declareAttackersStep(['Hill Giant'], ['Wall of Shields', 'Grizzly Bears']);
    game = apply(game, { do: 'attack', attackers: { 'Hill Giant': 'B' } });
    game = passToDecision(game);
    game = apply(game, { do: 'block', blockers: { 'Wall of Shields': 'Hill Giant', 'Grizzly Bears': 'Hill Giant' } });
    game = passToDecision(game);
    const pending = pendingDecision(game)!;
    expect(pending).toMatchObject({ player: 'B', kind: 'assign' });
    expect(pending.options).toContainEqual({ do: 'assign', attacker: 'A:Hill Giant', damage: { 'B:Wall of Shields': 3 } });
    expect(pending.options).toContainEqual({ do: 'assign', attacker: 'A:Hill Giant', damage: { 'B:Grizzly Bears': 3 } });
  });
});
