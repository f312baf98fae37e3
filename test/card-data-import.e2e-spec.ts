import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importedSnapshotPath } from '@arbiter/cards';
import { ATOMIC_SAMPLE, copyJson, SET_LIST_SAMPLE } from '../libs/cards/src/testing/card-fixtures';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const IMPORT = `mutation ($fileName: String!, $content: String!, $setList: String) {
  importCardData(fileName: $fileName, contentBase64: $content, setListBase64: $setList) { dataDate dataVersion cardCount kind fileName skipped importedAt } }`;
const CHECK = `query ($text: String!) { checkDecklist(format: "modern", text: $text) { legal dataDate problems { code card line } } }`;
const INFO = `query { cardDatabase { dataDate cardCount } }`;
const BOLTS = '4 Lightning Bolt\n56 Island';

const base64 = (value: unknown, gzip = false): string => {
  const bytes = Buffer.from(JSON.stringify(value));
  return (gzip ? gzipSync(bytes) : bytes).toString('base64');
};

describe(`an administrator imports a newer MTGJSON file (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let dataDir: string;
  let admin: string;
  let organizer: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arbiter-card-upload-'));
    app = await TestApp.start({ ARBITER_DATA_DIR: dataDir }, { persistent: true });
    const adminUser = await app.user('Card Admin');
    await app.dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [adminUser.id]);
    admin = adminUser.token;
    organizer = (await app.user('Not An Admin')).token;
  });

  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses anyone but an administrator, and bad files with coded errors; nothing changes', async () => {
    const before = (await app.ok(INFO)).cardDatabase;
    expect(before.dataDate).toBe('2022-04-25');
    const newer = copyJson(ATOMIC_SAMPLE);
    expect(errorCode(await app.gql(IMPORT, { fileName: 'AtomicCards.json', content: base64(newer) }, organizer))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(IMPORT, { fileName: 'AtomicCards.json', content: base64(newer) }))).toBe('UNAUTHENTICATED');
    const notBase64 = await app.gql(IMPORT, { fileName: 'AtomicCards.json', content: '%%% not base64 %%%' }, admin);
    expect(errorCode(notBase64)).toBe('INVALID_CARD_FILE');
    const notJson = await app.gql(IMPORT, { fileName: 'AtomicCards.json', content: Buffer.from('hello, cards').toString('base64') }, admin);
    expect(errorCode(notJson)).toBe('INVALID_CARD_FILE');
    expect(notJson.errors?.[0].message).toContain('AtomicCards.json');
    expect(notJson.errors?.[0].message).not.toContain(tmpdir());
    const notMtgjson = await app.gql(IMPORT, { fileName: 'cards.json', content: base64({ hello: 'world' }) }, admin);
    expect(errorCode(notMtgjson)).toBe('CARD_IMPORT_REFUSED');
    expect(notMtgjson.errors?.[0].extensions?.importCode).toEqual(expect.any(String));
    const badName = await app.gql(IMPORT, { fileName: '../AtomicCards.json', content: base64(newer) }, admin);
    expect(errorCode(badName)).toBe('INVALID_CARD_FILE');
    expect((await app.ok(INFO)).cardDatabase).toEqual(before);
    expect(existsSync(importedSnapshotPath(dataDir))).toBe(false);
  });

  it('a gzip AtomicCards upload replaces legality and the data date at once, and survives in the database for every instance', async () => {
    expect((await app.ok(CHECK, { text: BOLTS })).checkDecklist).toMatchObject({ legal: true, dataDate: '2022-04-25' });
    const newer = copyJson(ATOMIC_SAMPLE);
    newer.meta.date = '2030-01-01';
    (newer.data['Lightning Bolt'][0].legalities as Record<string, string>).modern = 'Banned';
    const imported = (await app.ok(IMPORT, { fileName: 'AtomicCards.json.gz', content: base64(newer, true), setList: base64(SET_LIST_SAMPLE) }, admin)).importCardData;
    expect(imported).toMatchObject({ dataDate: '2030-01-01', kind: 'atomicCards', fileName: 'AtomicCards.json.gz', skipped: 0 });
    expect(imported.cardCount).toBe(Object.keys(newer.data).length);
    const check = (await app.ok(CHECK, { text: BOLTS })).checkDecklist;
    expect(check).toMatchObject({ legal: false, dataDate: '2030-01-01', problems: [{ code: 'BANNED', card: 'Lightning Bolt', line: 1 }] });

    // Another instance (here: this one restarted without its data directory's copy) takes the snapshot from the database.
    rmSync(importedSnapshotPath(dataDir));
    await app.restart();
    expect(existsSync(importedSnapshotPath(dataDir))).toBe(true);
    expect((await app.ok(INFO)).cardDatabase.dataDate).toBe('2030-01-01');
    expect((await app.ok(CHECK, { text: BOLTS })).checkDecklist.legal).toBe(false);
  });
});
