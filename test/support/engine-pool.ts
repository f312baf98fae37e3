import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '@arbiter/engine';

const pool = playableCardPool('test-database', (name) => loadDefaultCardDatabase().card(name));

/** True when digital matches play the card: the core pool or a card the compiler makes playable from the shipped card data (as the API's pool). */
export function enginePlays(name: string): boolean {
  return pool.definition(name) !== undefined;
}
