import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataSource, DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations';
import { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { PGLITE_PG_COMPATIBLE_OPTIONS, pgliteDriverFor } from './pglite-pool';
import { makePrivateDirectory } from './private-directory';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Where the data lives: the embedded database (a directory, or memory from a dump) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

/** The target a configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in the data directory. */
export function databaseTargetFor(config: AppConfig): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') };
}

/** TypeORM options for a target. `synchronize` is never on: the schema comes from migrations only. */
export async function dataSourceOptionsFor(target: DatabaseTarget, runMigrations: boolean): Promise<DataSourceOptions> {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: runMigrations,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (target.kind === 'postgres') {
    return { ...common, url: target.url, extra: { max: 10 } };
  }
  if (target.dataDir) makePrivateDirectory(target.dataDir);
  const db = await PGlite.create({ ...PGLITE_PG_COMPATIBLE_OPTIONS, dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  // initdb's files come out of PGlite's bundled image with their modes set explicitly (0666): made private once it is written.
  if (target.dataDir) makePrivateDirectory(target.dataDir);
  return { ...common, driver: pgliteDriverFor(db) };
}

/** Opens (and optionally migrates) a data source on a target. */
export async function openDataSource(target: DatabaseTarget, runMigrations = true): Promise<DataSource> {
  const dataSource = new DataSource(await dataSourceOptionsFor(target, runMigrations));
  return dataSource.initialize();
}
