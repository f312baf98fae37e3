import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { oracleCardPool } from '../compiler/oracle-card-pool';
import { oracleCardOf } from '../compiler/database-card';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { pendingDecision } from '../game';

const database = loadDefaultCardDatabase();
const cards = oracleCardPool('database', (name) => {
  const card = database.card(name);
  return card ? oracleCardOf(card) : undefined;
}, CORE_CARD_POOL);

/** A's precombat main phase with these cards in hand and on the battlefield: A's legal casts. */
function castsOffered(hand: string[], battlefield: string[]): string[] {
  const game = createGameFromScenario({ turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand, battlefield }, B: {} } }, 1, cards);
  return (pendingDecision(game)?.options ?? []).flatMap((o) => (o.do === 'cast' ? [o.card] : []));
}

describe('CR 106.4: a source that adds several mana in one activation counts all of it in the options', () => {
  it('offers a {2} card to a player whose only source is Sol Ring ({T}: Add {C}{C})', () => {
    expect(castsOffered(['Millstone'], ['Sol Ring'])).toEqual(['Millstone']);
  });

  it('offers no {3} card to that player', () => {
    expect(castsOffered(['Bottle Gnomes'], ['Sol Ring'])).toEqual([]);
  });

  it('offers a {3} card with Sol Ring and a land', () => {
    expect(castsOffered(['Bottle Gnomes'], ['Sol Ring', 'Forest'])).toEqual(['Bottle Gnomes']);
  });
});
