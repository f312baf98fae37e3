import { ConfigError, loadConfig } from './config/app-config';
import { databaseTargetFor, openDataSource } from './database/database-target';

/** `npm run migrate`: applies pending migrations to the configured database and lists them. */
async function migrate(): Promise<void> {
  const config = loadConfig(process.env);
  const target = databaseTargetFor(config);
  const dataSource = await openDataSource(target, false);
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    if (applied.length === 0) process.stdout.write(`The schema of ${where} is up to date.\n`);
    for (const migration of applied) process.stdout.write(`Applied ${migration.name} to ${where}\n`);
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
