import { rmSync } from 'node:fs';
import { adminQuery } from './test-database';

/** Removes what the global setup made for this run: the PostgreSQL template or the PGlite dump. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.ARBITER_TEST_PG_TEMPLATE;
  if (process.env.DATABASE_URL && template) await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  const dump = process.env.ARBITER_TEST_PGLITE_TEMPLATE;
  if (dump) rmSync(dump, { force: true });
}
