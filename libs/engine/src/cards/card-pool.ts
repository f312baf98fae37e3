import { CardDefinition } from './card-definition';
import { ADDITIONAL_CARDS } from './core-pool/additions';
import { BASIC_LANDS } from './core-pool/basic-lands';
import { CREATURES } from './core-pool/creatures';
import { NONCREATURE_PERMANENTS } from './core-pool/permanents';
import { SPELLS } from './core-pool/spells';
import { CardPool, CORE_POOL_ID, registerCardPool } from './card-pool-registry';

/** Every card the engine knows, by name. */
export const CARD_POOL: Readonly<Record<string, CardDefinition>> = Object.freeze(
  Object.fromEntries([...BASIC_LANDS, ...CREATURES, ...SPELLS, ...NONCREATURE_PERMANENTS, ...ADDITIONAL_CARDS].map((c) => [c.name, c])),
);

/** True if the engine has a definition for this card name. */
export function isKnownCard(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(CARD_POOL, name);
}

/** The definition of a card; throws for an unknown name (callers check with isKnownCard first). */
export function cardDefinition(name: string): CardDefinition {
  const def = CARD_POOL[name];
  if (!def) throw new Error(`unknown card: ${name}`);
  return def;
}

/** The core pool as a game's card pool (the default, registered when this module loads). */
export const CORE_CARD_POOL: CardPool = { id: CORE_POOL_ID, definition: (name) => (isKnownCard(name) ? CARD_POOL[name] : undefined) };
registerCardPool(CORE_CARD_POOL);
