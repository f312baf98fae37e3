import { PGlite } from '@electric-sql/pglite';
import { DataSource } from 'typeorm';
import { dataSourceOptionsFor } from '../apps/api/src/database/database-target';
import { PgliteConnection } from '../apps/api/src/database/pglite-pool';
import { createTestDatabase, TEST_DATABASE_KIND, TestDatabase } from './support/test-database';
import { randomJoinCode } from '../apps/api/src/modules/events/join-code';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function insertEvent(manager: DataSource['manager'], name: string): Promise<void> {
  await manager.query(`INSERT INTO events (name, format, rel, join_code) VALUES ($1, 'LIMITED', 'REGULAR', $2)`, [name, randomJoinCode()]);
}

async function eventNames(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await dataSource.query('SELECT name FROM events ORDER BY name');
  return rows.map((r) => r.name);
}

/**
 * Runs a transaction that rolls back while others commit around it. On a shared session
 * (PGlite without serialization) the statements interleave, so a rollback undoes the
 * other transactions' rows, or a commit publishes the rolled-back row.
 */
async function interleavedTransactions(dataSource: DataSource): Promise<void> {
  const rollingBack = dataSource
    .transaction(async (manager) => {
      await insertEvent(manager, 'rolled back');
      await pause(30);
      throw new Error('roll back on purpose');
    })
    .catch(() => undefined);
  const committing = Promise.all(
    ['committed 1', 'committed 2', 'committed 3'].map((name, index) =>
      dataSource.transaction(async (manager) => {
        await pause(5 * index);
        await insertEvent(manager, name);
      }),
    ),
  );
  await Promise.all([rollingBack, committing]);
}

describe(`concurrent transactions (${TEST_DATABASE_KIND})`, () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await database.drop();
  });

  it('a rolled-back transaction never affects transactions running at the same time', async () => {
    const dataSource = await new DataSource(await dataSourceOptionsFor(database.target, false)).initialize();
    try {
      await interleavedTransactions(dataSource);
      expect(await eventNames(dataSource)).toEqual(['committed 1', 'committed 2', 'committed 3']);
    } finally {
      await dataSource.destroy();
    }
  });

  it('many concurrent transactions keep exactly the committed rows', async () => {
    const dataSource = await new DataSource(await dataSourceOptionsFor(database.target, false)).initialize();
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          dataSource
            .transaction(async (manager) => {
              await insertEvent(manager, `event ${String(i).padStart(2, '0')}`);
              await pause(i % 7);
              if (i % 3 === 0) throw new Error('roll back');
            })
            .then(() => true, () => false),
        ),
      );
      const expected = outcomes.flatMap((committed, i) => (committed ? [`event ${String(i).padStart(2, '0')}`] : []));
      expect(await eventNames(dataSource)).toEqual(expected);
    } finally {
      await dataSource.destroy();
    }
  });

  if (TEST_DATABASE_KIND === 'pglite') {
    it('without the serialized pool, the same interleaving corrupts PGlite (why the pool exists)', async () => {
      const options = await dataSourceOptionsFor(database.target, false);
      const db = (options as { driver: { Pool: new () => { db: PGlite } } }).driver.Pool;
      const shared = new db().db;
      const connection = new PgliteConnection(shared);
      // A pool that hands the one session to every runner at once, like a naive adapter.
      const naiveDriver = {
        Pool: class {
          on(): void {}
          connect(callback: (error: Error | null, connection: PgliteConnection, release: () => void) => void): void {
            callback(null, connection, () => undefined);
          }
          query(sql: string, params?: unknown[]) {
            return connection.query(sql, params);
          }
          end(callback: () => void): void {
            shared.close().then(callback, callback);
          }
        },
      };
      const dataSource = await new DataSource({ ...options, driver: naiveDriver }).initialize();
      try {
        await interleavedTransactions(dataSource).catch(() => undefined);
        expect(await eventNames(dataSource)).not.toEqual(['committed 1', 'committed 2', 'committed 3']);
      } finally {
        await dataSource.destroy();
      }
    });
  }
});
