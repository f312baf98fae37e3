import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { openDataSource } from '../../apps/api/src/database/database-target';
import { TEST_DATABASE_KIND } from '../support/test-database';

/** Every file and directory below `root` whose mode lets the group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) pending.push(join(path, entry));
  }
  return found;
}

// Issue 12, item 5: 969 of 1,036 files of the embedded database were 0666, and its WAL holds password hashes.
describe(`the data directory is private to the server's user (${TEST_DATABASE_KIND})`, () => {
  const umask = process.umask();
  let root: string;

  beforeEach(() => {
    process.umask(0);
    root = mkdtempSync(join(tmpdir(), 'arbiter-private-'));
    chmodSync(root, 0o777);
  });

  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('the data directory is created 0700 and an existing open one is closed, even under umask 0', () => {
    const dataDir = join(root, 'data');
    loadConfig({ ARBITER_DATA_DIR: dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
    chmodSync(dataDir, 0o777);
    loadConfig({ ARBITER_DATA_DIR: dataDir });
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('the embedded database keeps every file 0600 and directory 0700, and repairs an existing one', async () => {
    const pgdata = join(root, 'pgdata');
    const first = await openDataSource({ kind: 'pglite', dataDir: pgdata });
    await first.query(`INSERT INTO users (email, display_name, password_hash) VALUES ('a@example.test', 'A', 'argon2-hash')`);
    await first.destroy();
    expect(openToOthers(pgdata)).toEqual([]);
    // A database created by an older version (world-writable files) is made private when opened.
    process.umask(0);
    const walFile = readdirSync(join(pgdata, 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name)) as string;
    chmodSync(join(pgdata, 'pg_wal', walFile), 0o666);
    chmodSync(join(pgdata, 'base'), 0o777);
    writeFileSync(join(pgdata, 'left-behind'), 'x', { mode: 0o666 });
    chmodSync(join(pgdata, 'left-behind'), 0o666);
    const second = await openDataSource({ kind: 'pglite', dataDir: pgdata });
    await second.query(`INSERT INTO users (email, display_name, password_hash) VALUES ('b@example.test', 'B', 'argon2-hash')`);
    await second.destroy();
    expect(openToOthers(pgdata)).toEqual([]);
  }, 120_000);
});
