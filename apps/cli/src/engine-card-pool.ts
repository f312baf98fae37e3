import { Card } from '@arbiter/cards';
import { CardPool, CORE_CARD_POOL, OracleCard, oracleCardPool } from '@arbiter/engine';
import { CliIo } from './cli-command';
import { cardDatabaseOf } from './card-database-input';

/** The database's view of a card that the engine's compiler reads (the front face). */
export function oracleCardOf(card: Card): OracleCard {
  const face = card.faces[0];
  return {
    name: card.name,
    layout: card.layout,
    manaCost: face.manaCost,
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    text: face.text,
  };
}

/**
 * Every playable card of the installation's card database as an engine card pool: the core pool,
 * then cards compiled from their Oracle text. The database is read only when a card outside the
 * core pool is asked for.
 */
export function databaseCardPool(io: CliIo): CardPool {
  return oracleCardPool(
    'database',
    (name) => {
      const card = cardDatabaseOf(io).card(name);
      return card ? oracleCardOf(card) : undefined;
    },
    CORE_CARD_POOL,
  );
}
