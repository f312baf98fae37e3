import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importedSnapshotPath, importMtgjson, writeCardSnapshot } from '@arbiter/cards';
import { ATOMIC_SAMPLE, copyJson, SET_LIST_SAMPLE } from '../libs/cards/src/testing/card-fixtures';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const CARD = `query ($name: String!) { card(name: $name) { name manaCost type text colorIdentity legalities { format status } chineseName dataDate faces { name } } }`;
const SEARCH = `query ($search: String!, $format: String, $first: Int) { cards(search: $search, format: $format, first: $first) { name } }`;
const CHECK = `query ($format: String!, $text: String!, $date: String) { checkDecklist(format: $format, text: $text, date: $date) {
  legal format dataDate mainCount sideboardCount commanders inputFormat problems { code card line message suggestions } } }`;

const BURN = ['4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Goblin Guide', '4 Eidolon of the Great Revel',
  '4 Boros Charm', '4 Lightning Helix', '2 Skullcrack', '2 Searing Blaze', '20 Mountain', '', 'Sideboard', '3 Kor Firewalker', '2 Path to Exile'].join('\n');

describe(`card queries (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('card(name): any case, a face, a Chinese name; null when unknown; no token needed', async () => {
    const bolt = (await app.ok(CARD, { name: 'LIGHTNING BOLT' })).card;
    expect(bolt).toMatchObject({ name: 'Lightning Bolt', manaCost: '{R}', type: 'Instant', colorIdentity: ['R'], dataDate: '2022-04-25' });
    expect(bolt.legalities).toEqual(expect.arrayContaining([{ format: 'modern', status: 'Legal' }, { format: 'historic', status: 'Banned' }]));
    expect((await app.ok(CARD, { name: 'Ice' })).card).toMatchObject({ name: 'Fire // Ice', faces: [{ name: 'Fire' }, { name: 'Ice' }] });
    expect((await app.ok(CARD, { name: '复归国王肯理斯' })).card).toMatchObject({ name: 'Kenrith, the Returned King', chineseName: '复归国王肯理斯' });
    expect((await app.ok(CARD, { name: 'Lightnig Bolt' })).card).toBeNull();
  });

  it('cards(search, format, first): prefix and typo matches, legal in the format', async () => {
    const names = (await app.ok(SEARCH, { search: 'lightning b', first: 4 })).cards.map((c: { name: string }) => c.name);
    expect(names.sort()).toEqual(['Lightning Berserker', 'Lightning Blast', 'Lightning Blow', 'Lightning Bolt']);
    expect((await app.ok(SEARCH, { search: 'Lightnig Bolt', first: 1 })).cards).toEqual([{ name: 'Lightning Bolt' }]);
    expect((await app.ok(SEARCH, { search: 'black lotus', format: 'legacy' })).cards.map((c: { name: string }) => c.name)).not.toContain('Black Lotus');
    expect((await app.ok(SEARCH, { search: '   ' })).cards).toEqual([]);
  });

  it('checkDecklist: a legal modern list, then every problem with its line', async () => {
    const legal = (await app.ok(CHECK, { format: 'modern', text: BURN })).checkDecklist;
    expect(legal).toMatchObject({ legal: true, format: 'modern', dataDate: '2022-04-25', mainCount: 60, sideboardCount: 5, inputFormat: 'mtgo', problems: [] });
    const broken = BURN.replace('4 Rift Bolt', '4 Rift Bolt\n1 Mox Opal').replace('4 Lava Spike', '5 Lava Spike').replace('2 Path to Exile', '2 Path to Exile\n4 Lightnig Helix');
    const check = (await app.ok(CHECK, { format: 'modern', text: broken })).checkDecklist;
    expect(check.legal).toBe(false);
    expect(check.problems).toEqual([
      expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Lava Spike', line: 3 }),
      expect.objectContaining({ code: 'BANNED', card: 'Mox Opal', line: 5 }),
      expect.objectContaining({ code: 'UNKNOWN_CARD', card: 'Lightnig Helix', line: 18, suggestions: expect.arrayContaining(['Lightning Helix']) }),
    ]);
  });

  it('checkDecklist: Commander colour identity, and the seed Extended at a date', async () => {
    const commander = ['Commander', '1 Kenrith, the Returned King', '', 'Deck', '1 Lightning Bolt', '98 Plains'].join('\n');
    const edh = (await app.ok(CHECK, { format: 'commander', text: commander })).checkDecklist;
    expect(edh).toMatchObject({ legal: true, commanders: ['Kenrith, the Returned King'], inputFormat: 'arena' });
    const monoWhite = commander.replace('Kenrith, the Returned King', 'Thalia, Guardian of Thraben');
    expect((await app.ok(CHECK, { format: 'commander', text: monoWhite })).checkDecklist.problems).toEqual([expect.objectContaining({ code: 'OUTSIDE_COLOR_IDENTITY', card: 'Lightning Bolt', line: 5 })]);
    const ravnica = (await app.ok(CHECK, { format: 'extended', date: '2006-01-01', text: '4 Wild Mongrel\n56 Forest\n' })).checkDecklist;
    expect(ravnica.legal).toBe(true);
    const later = (await app.ok(CHECK, { format: 'extended', date: '2009-01-01', text: '4 Wild Mongrel\n56 Forest\n' })).checkDecklist;
    expect(later.problems).toEqual([expect.objectContaining({ code: 'NOT_LEGAL', card: 'Wild Mongrel', line: 1 })]);
  });

  it('bad input: coded errors naming the input, never an internal error', async () => {
    expect(errorCode(await app.gql(CHECK, { format: 'modrn', text: BURN }))).toBe('UNKNOWN_FORMAT');
    expect((await app.gql(CHECK, { format: 'modrn', text: BURN })).errors?.[0].message).toContain('"modrn"');
    expect(errorCode(await app.gql(CHECK, { format: 'modern', text: '  \n ' }))).toBe('DECKLIST_EMPTY');
    expect(errorCode(await app.gql(CHECK, { format: 'modern', text: 'x'.repeat(100_001) }))).toBe('DECKLIST_TOO_LARGE');
    expect(errorCode(await app.gql(CHECK, { format: 'extended', date: '2006-13-45', text: BURN }))).toBe('INVALID_DATE');
    expect(errorCode(await app.gql(SEARCH, { search: 'bolt', first: 0 }))).toBe('FIRST_OUT_OF_RANGE');
    expect(errorCode(await app.gql(SEARCH, { search: 'bolt', first: 101 }))).toBe('FIRST_OUT_OF_RANGE');
    expect(errorCode(await app.gql(SEARCH, { search: 'bolt', format: 'nope' }))).toBe('UNKNOWN_FORMAT');
    expect(errorCode(await app.gql(CARD, { name: 'x'.repeat(201) }))).toBe('CARD_QUERY_TOO_LONG');
  });

  it('cardDatabase: the data in use', async () => {
    const info = (await app.ok(`{ cardDatabase { dataDate cardCount formats } }`)).cardDatabase;
    expect(info).toMatchObject({ dataDate: '2022-04-25', cardCount: 23711 });
    expect(info.formats).toEqual(expect.arrayContaining(['modern', 'commander', 'limited', 'extended']));
  });
});

describe(`card queries after an import of a newer file (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arbiter-cards-import-'));
    const newer = copyJson(ATOMIC_SAMPLE);
    newer.meta.date = '2030-01-01';
    (newer.data['Lightning Bolt'][0].legalities as Record<string, string>).modern = 'Banned';
    const imported = importMtgjson(newer, { setList: copyJson(SET_LIST_SAMPLE) });
    if (!imported.ok) throw new Error(imported.error.message);
    writeCardSnapshot(importedSnapshotPath(dataDir), imported.data);
    app = await TestApp.start({ ARBITER_DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the imported data replaces legality and its date is reported', async () => {
    const check = (await app.ok(CHECK, { format: 'modern', text: '4 Lightning Bolt\n56 Island' })).checkDecklist;
    expect(check).toMatchObject({ legal: false, dataDate: '2030-01-01', problems: [expect.objectContaining({ code: 'BANNED', card: 'Lightning Bolt', line: 1 })] });
    expect((await app.ok(CARD, { name: 'lightning bolt' })).card.dataDate).toBe('2030-01-01');
  });
});
