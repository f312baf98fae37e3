import { CardDefinition } from '../cards/card-definition';
import { CardPool } from '../cards/card-pool-registry';
import { cardStanding } from './card-coverage';
import { OracleCard } from './oracle-card';

/**
 * A card pool of every playable card of a card database (engine-cards.md): the base pool's
 * hand-written definitions first, else the card compiled from its Oracle text when it
 * round-trips exactly. Cards are looked up and compiled lazily, once each.
 */
export function oracleCardPool(id: string, lookup: (name: string) => OracleCard | undefined, base: CardPool): CardPool {
  const compiled = new Map<string, CardDefinition | null>();
  return {
    id,
    definition(name) {
      const own = base.definition(name);
      if (own) return own;
      let def = compiled.get(name);
      if (def === undefined) {
        const card = lookup(name);
        const standing = card && card.name === name ? cardStanding(card, () => undefined) : undefined;
        def = standing?.playable ? standing.definition : null;
        compiled.set(name, def);
      }
      return def ?? undefined;
    },
  };
}
