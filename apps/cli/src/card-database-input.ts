import { CardDatabase, loadDefaultCardDatabase } from '@arbiter/cards';
import { CliIo, CliUsageError } from './cli-command';

/** The data directory of the installation: ARBITER_DATA_DIR, default ./.arbiter-data (as the API's). */
export function dataDirOf(io: CliIo): string {
  return io.dataDir ?? '.arbiter-data';
}

/**
 * The card database of a command: the io's (tests), else the installation's — a snapshot that
 * `arbiter cards import` wrote into the data directory, else the one shipped in the repository.
 */
export function cardDatabaseOf(io: CliIo): CardDatabase {
  if (io.cardDatabase) return io.cardDatabase();
  try {
    return loadDefaultCardDatabase({ dataDir: dataDirOf(io) });
  } catch (error) {
    throw new CliUsageError(`cannot load the card database: ${error instanceof Error ? error.message : String(error)}`);
  }
}
