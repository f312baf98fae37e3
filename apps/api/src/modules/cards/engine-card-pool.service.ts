import { Injectable } from '@nestjs/common';
import { CardDatabase } from '@arbiter/cards';
import { CardPool, playableCardPool, registerCardPool } from '@arbiter/engine';
import { CardDatabaseProvider } from './card-database.provider';

/** The id digital matches store for the compiled pool (the CLI's database pool has the same id and meaning). */
export const ENGINE_CARD_POOL_ID = 'database';

/**
 * The cards digital matches play (issue 18): the engine's core pool, then every card of the card
 * database that the compiler makes playable (engine-cards.md). Cards are compiled lazily on first
 * use and kept; the pool is registered with the engine when this process starts (API or engine
 * worker), so a stored match loads anywhere, and made again when a card import changes the
 * database.
 */
@Injectable()
export class EngineCardPoolService {
  private built?: { database: CardDatabase; pool: CardPool };

  constructor(private readonly cards: CardDatabaseProvider) {
    registerCardPool(this.lazyPool());
  }

  /** The pool, rebuilt (and registered again) when the card database was re-imported. */
  pool(): CardPool {
    const database = this.cards.database();
    if (this.built?.database !== database) {
      const pool = playableCardPool(ENGINE_CARD_POOL_ID, (name) => database.card(name));
      this.built = { database, pool };
      registerCardPool(pool);
    }
    return this.built.pool;
  }

  /** True when digital matches can play the card (by its Oracle name). */
  playable(name: string): boolean {
    return this.pool().definition(name) !== undefined;
  }

  /** A stand-in registered at start-up: the database is read only when a stored game first needs a card. */
  private lazyPool(): CardPool {
    return { id: ENGINE_CARD_POOL_ID, definition: (name) => this.pool().definition(name) };
  }
}
