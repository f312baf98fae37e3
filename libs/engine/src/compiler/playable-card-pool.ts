import { CORE_CARD_POOL } from '../cards/card-pool';
import { CardPool } from '../cards/card-pool-registry';
import { DatabaseCardLike, oracleCardOf } from './database-card';
import { oracleCardPool } from './oracle-card-pool';

/**
 * Every playable card of a card database as an engine card pool: the base pool's definitions (the core
 * pool unless told), else the card compiled from its Oracle text (`oracleCardPool`). `cardNamed` is
 * asked only for the cards outside the base pool, so a database can be read when first needed.
 */
export function playableCardPool(id: string, cardNamed: (name: string) => DatabaseCardLike | undefined, base: CardPool = CORE_CARD_POOL): CardPool {
  return oracleCardPool(
    id,
    (name) => {
      const card = cardNamed(name);
      return card ? oracleCardOf(card) : undefined;
    },
    base,
  );
}
