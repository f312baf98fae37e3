import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { ScenarioStart } from '../scenario/scenario-types';
import { GameState, PlayerId } from '../state/game-state';
import { Decision } from './decision';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

/** A casts `spell` at B's Grizzly Bears and passes: B holds Giant Growth, a Forest, Mogg Fanatic and a cycling card. */
function opponentAnswering(spell: string): GameState {
  const start: ScenarioStart = {
    turn: 5,
    active: 'A',
    step: 'precombat-main',
    players: {
      A: { hand: [spell], battlefield: ['Mountain', 'Mountain', 'Swamp', 'Swamp'] },
      B: { hand: ['Giant Growth', 'Disciple of Law'], battlefield: ['Forest', 'Plains', { card: 'Grizzly Bears', sick: false }, { card: 'Mogg Fanatic', sick: false }] },
    },
  };
  let game = createGameFromScenario(start, 1, cards);
  const steps: [PlayerId, Decision][] = [
    ['A', { do: 'cast', card: spell, targets: ['B:Grizzly Bears'] }],
    ['A', { do: 'pass' }],
  ];
  for (const [player, decision] of steps) {
    const result = applyDecision(game, player, decision);
    if (!result.ok) throw new Error(result.error.reason);
    game = result.state;
  }
  return game;
}

describe('split second: the options while such a spell is on the stack (CR 702.61a-b)', () => {
  it('lists no spell and no ability but mana abilities', () => {
    const pending = pendingDecision(opponentAnswering('Sudden Shock'));
    expect(pending?.player).toBe('B');
    expect(pending?.options.map((o) => o.do).sort()).toEqual(['activate', 'activate', 'pass']);
    expect(pending?.options.filter((o) => o.do === 'activate').every((o) => o.manaAbility)).toBe(true);
  });

  it('lists the spells, the activated ability and the cycling again with a spell without split second', () => {
    const pending = pendingDecision(opponentAnswering('Shock'));
    const kinds = pending?.options.map((o) => (o.do === 'activate' ? (o.manaAbility ? 'mana' : `activate ${o.card}`) : o.do === 'cast' ? `cast ${o.card}` : o.do));
    expect(kinds).toEqual(expect.arrayContaining(['cast Giant Growth', 'activate B:Mogg Fanatic', 'activate Disciple of Law', 'mana', 'pass']));
  });
});
