import { CardDefinition } from './card-definition';
import { FACE_DOWN_DEFINITION, FACE_DOWN_NAME } from './face-down';

/**
 * The cards a game is played with, passed in through the game config (the rules never import a
 * pool). The state holds only the pool's `id`, so it stays plain serializable data; a pool is
 * registered once per process under that id.
 */
export interface CardPool {
  readonly id: string;
  /** The definition of a card, or undefined when the pool does not have it. */
  definition(name: string): CardDefinition | undefined;
}

/** What names the pool of a game: its state or a player's view of it (no field: the core pool). */
export interface CardPoolRef {
  cardPool?: string;
  /** Definitions of the tokens created in the game, by name (CR 111.4). */
  tokens?: Record<string, CardDefinition>;
}

/** The id of the core pool (core-pool.md), the default of every game. */
export const CORE_POOL_ID = 'core';

const POOLS = new Map<string, CardPool>();
const listeners: ((id: string) => void)[] = [];

/** Makes a pool known to this process under its id (another pool with the same id replaces it). */
export function registerCardPool(pool: CardPool): void {
  if (POOLS.get(pool.id) === pool) return;
  POOLS.set(pool.id, pool);
  for (const forget of listeners) forget(pool.id);
}

/** True when a pool with this id is registered in this process. */
export function isCardPoolRegistered(id: string): boolean {
  return POOLS.has(id);
}

/** Calls back when a pool is (re)registered, so caches of its cards are dropped. */
export function onCardPoolRegistered(listener: (id: string) => void): void {
  listeners.push(listener);
}

/** The pool a game or view names; throws for a pool this process does not know. */
export function cardPoolOf(ref: CardPoolRef): CardPool {
  const id = ref.cardPool ?? CORE_POOL_ID;
  const pool = POOLS.get(id);
  if (!pool) throw new Error(`unknown card pool: ${id}`);
  return pool;
}

/** The definition of a card in the game's pool; throws for an unknown card (checked at setup). */
export function definitionIn(ref: CardPoolRef, name: string): CardDefinition {
  // CR 708.2a: every game knows the face-down 2/2 (a morph card cast face down becomes it).
  if (name === FACE_DOWN_NAME) return FACE_DOWN_DEFINITION;
  const def = cardPoolOf(ref).definition(name);
  if (!def) throw new Error(`unknown card: ${name}`);
  return def;
}

/** True if the game's pool has the card. */
export function poolHasCard(ref: CardPoolRef, name: string): boolean {
  return cardPoolOf(ref).definition(name) !== undefined;
}
