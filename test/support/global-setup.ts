import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataSource } from '../../apps/api/src/database/database-target';
import { PGlite } from '@electric-sql/pglite';
import { adminQuery, templateDatabase, withDatabase } from './test-database';

/**
 * Migrates one template database per test run; every test file then clones it, which is
 * much faster than migrating per file (PGlite's initdb alone takes seconds).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateDatabase();
    process.env.ARBITER_TEST_PG_TEMPLATE = template;
    await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${template}"`);
    const dataSource = await openDataSource({ kind: 'postgres', url: withDatabase(url, template) });
    await dataSource.destroy();
    return;
  }
  const dataSource = await openDataSource({ kind: 'pglite' });
  const db = (dataSource.driver as unknown as { master: { db: PGlite } }).master.db;
  const dump = await db.dumpDataDir('gzip');
  const file = join(tmpdir(), `arbiter-test-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await dataSource.destroy();
  process.env.ARBITER_TEST_PGLITE_TEMPLATE = file;
}
