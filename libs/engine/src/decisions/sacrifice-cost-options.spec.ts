import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { pendingDecision } from '../game';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function leapOptions(battlefield: unknown[]): unknown[] {
  const game = createGameFromScenario({ turn: 5, active: 'A', step: 'precombat-main', players: { A: { battlefield: ['Evolutionary Leap', ...battlefield] }, B: {} } } as never, 1, cards);
  return (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'activate' && o.card === 'A:Evolutionary Leap');
}

describe('legal options for "{G}, Sacrifice a creature:" (CR 602.2b, 118.3)', () => {
  it('offers only the sacrifices that leave the mana cost payable, as the activation checks it', () => {
    const elves = { card: 'Llanowar Elves', sick: false };
    const bears = { card: 'Grizzly Bears', sick: false };
    // The Elves are the only green source: sacrificing them leaves {G} unpaid; the Bears may go.
    expect(leapOptions([elves, bears])).toEqual([{ do: 'activate', card: 'A:Evolutionary Leap', ability: 0, costs: { sacrifice: ['A:Grizzly Bears'] } }]);
    expect(leapOptions([elves])).toEqual([]);
    expect(leapOptions([elves, 'Forest'])).toEqual([{ do: 'activate', card: 'A:Evolutionary Leap', ability: 0, costs: { sacrifice: ['A:Llanowar Elves'] } }]);
  });
});
