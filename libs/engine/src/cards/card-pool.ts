import { CardDefinition } from './card-definition';
import { cardDefinitionProblems } from './card-schema';
import additions from './core-pool/additions.json';
import basicLands from './core-pool/basic-lands.json';
import creatures from './core-pool/creatures.json';
import permanents from './core-pool/permanents.json';
import spells from './core-pool/spells.json';
import { CardPool, CORE_POOL_ID, registerCardPool } from './card-pool-registry';

/** The core pool's data files (core-pool.md), in the order the pool lists them. */
const CORE_POOL_FILES: Readonly<Record<string, readonly unknown[]>> = { 'basic-lands': basicLands, creatures, spells, permanents, additions };

/** Each card of a core-pool file, schema-checked: a malformed file names its card and path. */
function checkedCards(file: string, cards: readonly unknown[]): CardDefinition[] {
  return cards.map((card, index) => {
    const problems = cardDefinitionProblems(card);
    if (problems.length > 0) throw new Error(`core-pool/${file}.json[${index}]: ${problems.join('; ')}`);
    return card as CardDefinition;
  });
}

/** Every card the engine knows, by name. */
export const CARD_POOL: Readonly<Record<string, CardDefinition>> = Object.freeze(
  Object.fromEntries(Object.entries(CORE_POOL_FILES).flatMap(([file, cards]) => checkedCards(file, cards)).map((c) => [c.name, c])),
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
