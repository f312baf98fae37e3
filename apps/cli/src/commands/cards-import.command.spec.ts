import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { forgetLoadedCardDatabases } from '@arbiter/cards';
import { allPrintingsFromSample, ATOMIC_SAMPLE, copyJson, SET_LIST_SAMPLE } from '../../../../libs/cards/src/testing/card-fixtures';
import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-import-'));
  forgetLoadedCardDatabases();
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  forgetLoadedCardDatabases();
});

/** A "newer" AtomicCards file built from the fixture: Lightning Bolt banned in modern, dated 2030. */
function newerAtomicCards(): typeof ATOMIC_SAMPLE {
  const newer = copyJson(ATOMIC_SAMPLE);
  newer.meta = { date: '2030-01-01', version: '5.9.0+20300101' };
  (newer.data['Lightning Bolt'][0].legalities as Record<string, string>).modern = 'Banned';
  return newer;
}

async function run(args: string[], files: Record<string, string> = {}) {
  const io = fakeCliIo(files);
  io.dataDir = join(dir, 'data');
  const code = await runCli(args, io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

describe('arbiter cards import', () => {
  it('a newer AtomicCards.json.gz replaces the database: legality and the data date change', async () => {
    const deck = { 'deck.txt': '4 Lightning Bolt\n56 Island\n' };
    expect(JSON.parse((await run(['deck', 'check', '--format', 'modern', 'deck.txt'], deck)).out)).toMatchObject({ legal: true, dataDate: '2022-04-25' });

    writeFileSync(join(dir, 'AtomicCards.json.gz'), gzipSync(JSON.stringify(newerAtomicCards())));
    writeFileSync(join(dir, 'SetList.json'), JSON.stringify(SET_LIST_SAMPLE));
    const imported = await run(['cards', 'import', join(dir, 'AtomicCards.json.gz')]);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out)).toMatchObject({ imported: true, kind: 'atomicCards', cards: Object.keys(ATOMIC_SAMPLE.data).length, dataDate: '2030-01-01' });
    expect(imported.err).toContain('importing:');
    expect(imported.err).toContain('SetList.json');

    const after = await run(['deck', 'check', '--format', 'modern', 'deck.txt'], deck);
    expect(after.code).toBe(1);
    expect(JSON.parse(after.out)).toMatchObject({ legal: false, dataDate: '2030-01-01', problems: [{ code: 'BANNED', card: 'Lightning Bolt', line: 1 }] });
    expect(JSON.parse((await run(['cards', 'lookup', 'lightning bolt'])).out)).toMatchObject({ dataDate: '2030-01-01', card: { legalities: { modern: 'Banned' } } });
  });

  it('an AllPrintings file, with --set-list', async () => {
    writeFileSync(join(dir, 'AllPrintings.json'), JSON.stringify(allPrintingsFromSample('2030-02-02')));
    writeFileSync(join(dir, 'sets.json'), JSON.stringify(SET_LIST_SAMPLE));
    const imported = await run(['cards', 'import', join(dir, 'AllPrintings.json'), '--set-list', join(dir, 'sets.json')]);
    expect(JSON.parse(imported.out)).toMatchObject({ kind: 'allPrintings', dataDate: '2030-02-02' });
  });

  it('a set file is laid over the current database', async () => {
    const m10 = allPrintingsFromSample('2030-03-03').data.M10 as { cards: Record<string, unknown>[] };
    for (const card of m10.cards) if (card.name === 'Lightning Bolt') (card.legalities as Record<string, string>).modern = 'Banned';
    writeFileSync(join(dir, 'M10.json'), JSON.stringify({ meta: { date: '2030-03-03', version: 'x' }, data: m10 }));
    const imported = await run(['cards', 'import', join(dir, 'M10.json')]);
    expect(JSON.parse(imported.out)).toMatchObject({ kind: 'setFile', cards: 23711, dataDate: '2030-03-03' });
    const looked = JSON.parse((await run(['cards', 'lookup', 'Lightning Bolt'])).out);
    expect(looked.card.legalities.modern).toBe('Banned');
    expect(JSON.parse((await run(['cards', 'lookup', 'Counterspell'])).out).found).toBe(true);
  });

  it.each([
    ['no file', [], 'give the MTGJSON file'],
    ['a missing file', ['missing.json'], "cannot read 'missing.json'"],
    ['not MTGJSON', ['bad.json'], 'NOT_MTGJSON'],
  ])('%s: exit 2, nothing replaced', async (_, extra, message) => {
    writeFileSync(join(dir, 'bad.json'), '{"hello": 1}');
    const args = extra.map((a) => (a === 'bad.json' ? join(dir, a) : a));
    const result = await run(['cards', 'import', ...args]);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(JSON.parse((await run(['cards', 'lookup', 'Lightning Bolt'])).out).dataDate).toBe('2022-04-25');
  });
});
