import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL, oracleCardOf, oracleCardPool } from '@arbiter/engine';

const pool = oracleCardPool(
  'test-database',
  (name) => {
    const card = loadDefaultCardDatabase().card(name);
    return card ? oracleCardOf(card) : undefined;
  },
  CORE_CARD_POOL,
);

/** True when digital matches play the card: the core pool or a card the compiler makes playable from the shipped card data (as the API's pool). */
export function enginePlays(name: string): boolean {
  return pool.definition(name) !== undefined;
}
