import { CardPool, playableCardPool } from '@arbiter/engine';
import { CliIo } from './cli-command';
import { cardDatabaseOf } from './card-database-input';

/**
 * Every playable card of the installation's card database as an engine card pool: the core pool,
 * then cards compiled from their Oracle text. The database is read only when a card outside the
 * core pool is asked for.
 */
export function databaseCardPool(io: CliIo): CardPool {
  return playableCardPool('database', (name) => cardDatabaseOf(io).card(name));
}
