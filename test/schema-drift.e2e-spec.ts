import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { dataSourceOptionsFor } from '../apps/api/src/database/database-target';
import { createTestDatabase, TEST_DATABASE_KIND, TestDatabase } from './support/test-database';

// A stand-in for the events entity with one column the migrations never created.
@Entity('events')
class EventWithUnmigratedColumn {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', nullable: true })
  columnNoMigrationCreates: string | null;
}

async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

describe(`schema drift (${TEST_DATABASE_KIND})`, () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await database.drop();
  });

  it('the migrations create exactly the schema the entities describe', async () => {
    const dataSource = await new DataSource(await dataSourceOptionsFor(database.target, false)).initialize();
    try {
      expect(await pendingSchemaChanges(dataSource)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('reports an entity column that no migration created', async () => {
    const options = await dataSourceOptionsFor(database.target, false);
    const dataSource = await new DataSource({ ...options, entities: [EventWithUnmigratedColumn] }).initialize();
    try {
      const changes = await pendingSchemaChanges(dataSource);
      expect(changes.some((q) => q.includes('column_no_migration_creates'))).toBe(true);
    } finally {
      await dataSource.destroy();
    }
  });
});
