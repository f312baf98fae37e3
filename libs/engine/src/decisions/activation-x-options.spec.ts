import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { pendingDecision } from '../game';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function activateOptions(lands: string[]): unknown[] {
  const game = createGameFromScenario({ turn: 5, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Chimeric Staff', ...lands] }, B: {} } }, 1, cards);
  return (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'activate' && o.card === 'A:Chimeric Staff');
}

describe('legal options for an activation cost with X (CR 602.2b, 601.2b)', () => {
  it('lists each X from 1 that the available mana pays, and none without mana', () => {
    expect(activateOptions(['Island', 'Island', 'Island'])).toEqual([1, 2, 3].map((x) => ({ do: 'activate', card: 'A:Chimeric Staff', ability: 0, x })));
    expect(activateOptions([])).toEqual([]);
  });
});
