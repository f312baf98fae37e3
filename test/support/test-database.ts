import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { DatabaseTarget } from '../../apps/api/src/database/database-target';

/** The database kind this test run uses: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const TEST_DATABASE_KIND: 'postgres' | 'pglite' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * The migrated template of this test run. Named per run (the global setup's process) so that
 * several checkouts can run their database tests on one PostgreSQL server at once.
 */
export function templateDatabase(): string {
  return process.env.ARBITER_TEST_PG_TEMPLATE ?? `arbiter_test_template_${process.pid}`;
}

/** The server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the migrated template made once per run by the global setup: a PGlite
 * loaded from the template's dump, or a PostgreSQL database created from the template.
 */
export async function createTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (TEST_DATABASE_KIND === 'pglite') {
    const dump = process.env.ARBITER_TEST_PGLITE_TEMPLATE;
    if (!dump) throw new Error('The e2e global setup did not build the PGlite template');
    return { target: { kind: 'pglite', dataDir: options.dataDir, loadDataDir: new Blob([readFileSync(dump)]) }, drop: async () => undefined };
  }
  const name = `arbiter_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase()}"`);
  return {
    target: { kind: 'postgres', url: withDatabase(process.env.DATABASE_URL as string, name) },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export { adminQuery };
