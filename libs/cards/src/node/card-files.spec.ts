import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allPrintingsFromSample, ATOMIC_SAMPLE, importedSample, SET_LIST_SAMPLE } from '../testing/card-fixtures';
import {
  CardFileError,
  defaultSnapshotPath,
  forgetLoadedCardDatabases,
  importMtgjsonFile,
  importedSnapshotPath,
  loadDefaultCardDatabase,
  readCardSnapshot,
  readMtgjsonFile,
  shippedSnapshotPath,
  writeCardSnapshot,
} from './card-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
  forgetLoadedCardDatabases();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readMtgjsonFile', () => {
  it('reads plain and gzip-compressed MTGJSON files alike', () => {
    const text = JSON.stringify(ATOMIC_SAMPLE);
    writeFileSync(join(dir, 'AtomicCards.json'), text);
    writeFileSync(join(dir, 'AtomicCards.json.gz'), gzipSync(text));
    expect(readMtgjsonFile(join(dir, 'AtomicCards.json'))).toEqual(ATOMIC_SAMPLE);
    expect(readMtgjsonFile(join(dir, 'AtomicCards.json.gz'))).toEqual(ATOMIC_SAMPLE);
  });

  it('names the file it cannot read', () => {
    writeFileSync(join(dir, 'broken.json'), '{"meta": ');
    writeFileSync(join(dir, 'binary.bin'), Buffer.from([0, 1, 2, 3, 4, 5]));
    expect(() => readMtgjsonFile(join(dir, 'missing.json'))).toThrow(CardFileError);
    expect(() => readMtgjsonFile(join(dir, 'broken.json'))).toThrow(/broken\.json' is not valid JSON/);
    expect(() => readMtgjsonFile(join(dir, 'binary.bin'))).toThrow(/neither JSON, gzip-compressed JSON nor a snapshot/);
  });
});

describe('importMtgjsonFile', () => {
  it('a large AllPrintings is read one set at a time, giving the same cards as AtomicCards', () => {
    writeFileSync(join(dir, 'AllPrintings.json.gz'), gzipSync(`\uFEFF${JSON.stringify(allPrintingsFromSample(), null, 1)}`));
    writeFileSync(join(dir, 'SetList.json'), JSON.stringify(SET_LIST_SAMPLE));
    const progress: [number, number, string][] = [];
    const streamed = importMtgjsonFile(join(dir, 'AllPrintings.json.gz'), { setListPath: join(dir, 'SetList.json'), streamAboveBytes: 0, onProgress: (...p) => progress.push(p) });
    if (!streamed.ok) throw new Error(streamed.error.message);
    expect(streamed.kind).toBe('allPrintings');
    expect(streamed.data.cards).toEqual(importedSample().cards);
    expect(progress.at(-1)?.[2]).toBe('bytes');
    expect(progress.at(-1)?.[0]).toBe(progress.at(-1)?.[1]);
  });

  it('smaller files and other kinds are parsed whole', () => {
    writeFileSync(join(dir, 'AtomicCards.json'), JSON.stringify(ATOMIC_SAMPLE));
    const atomic = importMtgjsonFile(join(dir, 'AtomicCards.json'), { streamAboveBytes: 0 });
    expect(atomic.ok && atomic.kind).toBe('atomicCards');
  });

  it('a damaged large file is a CardFileError naming it', () => {
    const text = JSON.stringify(allPrintingsFromSample());
    writeFileSync(join(dir, 'AllPrintings.json'), text.slice(0, text.length - 500));
    expect(() => importMtgjsonFile(join(dir, 'AllPrintings.json'), { streamAboveBytes: 0 })).toThrow(/AllPrintings\.json' is not valid JSON/);
  });
});

describe('snapshot files', () => {
  it('writes a compressed snapshot and reads back the same cards', () => {
    const data = importedSample();
    const file = join(dir, 'cards', 'snapshot.json.br');
    const bytes = writeCardSnapshot(file, data);
    expect(bytes).toBeGreaterThan(0);
    const db = readCardSnapshot(file);
    expect(db.all()).toEqual(data.cards);
    expect(db.dataDate).toBe(data.meta.date);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
  });

  it('the shipped snapshot is in the repository', () => {
    expect(existsSync(shippedSnapshotPath())).toBe(true);
  });

  it('the shipped snapshot is what the current importer makes of the same MTGJSON entries', () => {
    const shipped = loadDefaultCardDatabase();
    for (const card of importedSample().cards) expect(shipped.card(card.name)).toEqual(card);
  });
});

describe('loadDefaultCardDatabase', () => {
  it('is read once and shared by the process', () => {
    expect(loadDefaultCardDatabase()).toBe(loadDefaultCardDatabase());
  });

  it('prefers a snapshot imported into the data directory, else the shipped one', () => {
    expect(defaultSnapshotPath({ dataDir: dir })).toBe(shippedSnapshotPath());
    const data = importedSample();
    writeCardSnapshot(importedSnapshotPath(dir), { ...data, meta: { date: '2030-01-01', version: 'newer' } });
    expect(defaultSnapshotPath({ dataDir: dir })).toBe(importedSnapshotPath(dir));
    const imported = loadDefaultCardDatabase({ dataDir: dir });
    expect(imported.dataDate).toBe('2030-01-01');
    expect(imported.size).toBe(data.cards.length);
    expect(loadDefaultCardDatabase().dataDate).toBe('2022-04-25');
  });
});
