import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { CardDatabase } from '../card-database';
import { CardDatabaseData } from '../card-database-data';
import { jsonObjectMembers, JsonScanError } from '../mtgjson/json-members';
import { CardImportResult, importMtgjson, importMtgjsonSets } from '../mtgjson/mtgjson-importer';
import { encodeCardSnapshot, openCardSnapshot } from '../snapshot/card-snapshot-codec';

/*
 * The Node side of @arbiter/cards, and its only I/O: reading MTGJSON files (plain or gzip),
 * reading and writing snapshots (Brotli-compressed), and the process-wide default database.
 */

/** The snapshot file name, in the shipped data folder and in a data directory. */
export const CARD_SNAPSHOT_FILE = 'cards.snapshot.json.br';

/** A file that cannot be read as what it should be. */
export class CardFileError extends Error {
  override readonly name = 'CardFileError';
}

function readBytes(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new CardFileError(`cannot read '${path}': ${(error as Error).message}`);
  }
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function looksLikeJson(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') || start.startsWith('[');
}


/** Bytes of a file that may be plain, gzip (MTGJSON's .gz downloads) or Brotli (snapshots). */
function decompressed(path: string, bytes: Buffer): Buffer {
  try {
    if (isGzip(bytes)) return gunzipSync(bytes);
    if (looksLikeJson(bytes)) return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    return brotliDecompressSync(bytes);
  } catch (error) {
    throw new CardFileError(`'${path}' is neither JSON, gzip-compressed JSON nor a snapshot: ${(error as Error).message}`);
  }
}

function parseJson(path: string, bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CardFileError(`'${path}' is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads and parses an MTGJSON file (AtomicCards.json, AllPrintings.json, a set file, SetList.json), plain or `.gz`. */
export function readMtgjsonFile(path: string): unknown {
  return parseJson(path, decompressed(path, readBytes(path)));
}

/** Options of `importMtgjsonFile`. */
export interface MtgjsonFileImportOptions {
  /** SetList.json (plain or .gz). */
  readonly setListPath?: string;
  /** Entries imported so far (`unit: 'entries'`), or bytes of a large AllPrintings read (`'bytes'`). */
  readonly onProgress?: (done: number, total: number, unit: 'entries' | 'bytes') => void;
  /** Files larger than this (decompressed) are read set by set when they are AllPrintings (default 64 MB). */
  readonly streamAboveBytes?: number;
}

const STREAM_ABOVE_BYTES = 64 * 2 ** 20;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** AllPrintings' sets one at a time, parsed from the bytes without making one string of the file; undefined for another file. */
function streamedAllPrintings(path: string, bytes: Buffer, onProgress: MtgjsonFileImportOptions['onProgress']): { meta: unknown; sets: Iterable<unknown> } | undefined {
  const start = UTF8_BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  const decoder = new TextDecoder();
  const parse = (from: number, to: number): unknown => JSON.parse(decoder.decode(bytes.subarray(from, to)));
  try {
    const top = new Map([...jsonObjectMembers(bytes, start)].map((m) => [m.key, m]));
    const data = top.get('data');
    const meta = top.get('meta');
    if (!data || bytes[data.start] !== 0x7b) return undefined;
    const first = jsonObjectMembers(bytes, data.start).next();
    if (first.done || bytes[first.value.start] !== 0x7b) return undefined;
    const total = data.end - data.start;
    function* sets(): Generator<unknown> {
      for (const member of jsonObjectMembers(bytes, data?.start ?? 0)) {
        yield parse(member.start, member.end);
        onProgress?.(member.end - (data?.start ?? 0), total, 'bytes');
      }
      onProgress?.(total, total, 'bytes');
    }
    return { meta: meta ? parse(meta.start, meta.end) : undefined, sets: sets() };
  } catch (error) {
    if (error instanceof JsonScanError || error instanceof SyntaxError) throw new CardFileError(`'${path}' is not valid JSON: ${error.message}`);
    throw error;
  }
}

/**
 * Imports an MTGJSON file (AtomicCards.json, AllPrintings.json or a set file, plain or `.gz`)
 * with its SetList.json: `importMtgjson` on the parsed file, except that a large AllPrintings
 * (today's is ~500 MB, beyond what one JavaScript string holds) is read one set at a time.
 */
export function importMtgjsonFile(path: string, options: MtgjsonFileImportOptions = {}): CardImportResult {
  const bytes = decompressed(path, readBytes(path));
  const setList = options.setListPath ? readMtgjsonFile(options.setListPath) : undefined;
  if (bytes.length > (options.streamAboveBytes ?? STREAM_ABOVE_BYTES)) {
    const streamed = streamedAllPrintings(path, bytes, options.onProgress);
    if (streamed) {
      try {
        return importMtgjsonSets(streamed.meta, streamed.sets, { setList });
      } catch (error) {
        if (error instanceof JsonScanError || error instanceof SyntaxError) throw new CardFileError(`'${path}' is not valid JSON: ${error.message}`);
        throw error;
      }
    }
  }
  return importMtgjson(parseJson(path, bytes), { setList, onProgress: (done, total) => options.onProgress?.(done, total, 'entries') });
}

/** Reads a snapshot written by `writeCardSnapshot` (or an uncompressed one) into a database. */
export function readCardSnapshot(path: string): CardDatabase {
  return CardDatabase.fromSource(openCardSnapshot(decompressed(path, readBytes(path))));
}

/**
 * Writes a snapshot: Brotli at `quality` (11, the smallest, for the shipped file: ~1 min;
 * 9 for imports: seconds). Written to a temporary file and renamed, so readers never see half a file.
 */
export function writeCardSnapshot(path: string, data: CardDatabaseData, quality = 9): number {
  return writeCompressedFile(path, encodeCardSnapshot(data), quality);
}

/** Writes text Brotli-compressed at `quality`, through a temporary file renamed into place; returns the bytes written. */
export function writeCompressedFile(path: string, text: string, quality: number): number {
  const json = Buffer.from(text, 'utf8');
  const bytes = brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
  return bytes.length;
}

/**
 * The snapshot shipped in the repository (libs/cards/data), found from this file in the sources
 * (libs/cards/src/node) and in a build (dist/libs/cards/src/node, beside the repository's libs/).
 */
export function shippedSnapshotPath(): string {
  return shippedDataPath(CARD_SNAPSHOT_FILE);
}

/** A file of the shipped data folder (libs/cards/data), from the sources or a build. */
export function shippedDataPath(file: string): string {
  const relative = join('libs', 'cards', 'data', file);
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  return resolve(__dirname, '..', '..', 'data', file);
}

/** The snapshot an import wrote into a data directory (`arbiter cards import`), preferred over the shipped one. */
export function importedSnapshotPath(dataDir: string): string {
  return join(dataDir, 'cards', CARD_SNAPSHOT_FILE);
}

/** Options of `loadDefaultCardDatabase`. */
export interface DefaultCardDatabaseOptions {
  /** A data directory (ARBITER_DATA_DIR) whose imported snapshot replaces the shipped one. */
  readonly dataDir?: string;
}

const loaded = new Map<string, CardDatabase>();

/** Which snapshot `loadDefaultCardDatabase` reads: the data directory's import if there is one, else the shipped file. */
export function defaultSnapshotPath(options: DefaultCardDatabaseOptions = {}): string {
  if (options.dataDir) {
    const imported = importedSnapshotPath(options.dataDir);
    if (existsSync(imported)) return imported;
  }
  return shippedSnapshotPath();
}

/**
 * The card database of this installation, read once per process and shared: the snapshot a
 * `cards import` wrote into `dataDir`, else the one shipped in the repository (a fresh clone
 * has it). Throws CardFileError / CardSnapshotError when the file is missing or damaged.
 */
export function loadDefaultCardDatabase(options: DefaultCardDatabaseOptions = {}): CardDatabase {
  const path = defaultSnapshotPath(options);
  let database = loaded.get(path);
  if (!database) {
    database = readCardSnapshot(path);
    loaded.set(path, database);
  }
  return database;
}

/** Forgets the loaded databases, so the next `loadDefaultCardDatabase` reads the files again (after an import). */
export function forgetLoadedCardDatabases(): void {
  loaded.clear();
}
