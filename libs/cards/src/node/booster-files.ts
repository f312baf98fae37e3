import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BoosterData, SetBoosters } from '../boosters/booster-data';
import { BoosterDataError, cardsByUuid, importSetBoosters } from '../boosters/booster-import';
import { CardFileError, readMtgjsonFile, shippedDataPath, writeCompressedFile } from './card-files';

/** The booster snapshot's file name in the shipped data folder. */
export const BOOSTER_SNAPSHOT_FILE = 'boosters.snapshot.json.br';
const FORMAT = 'arbiter-boosters';
const VERSION = 1;

/** The booster snapshot shipped in the repository (libs/cards/data). */
export function shippedBoosterSnapshotPath(): string {
  return shippedDataPath(BOOSTER_SNAPSHOT_FILE);
}

/** A set whose booster data could not be read, and why. */
export interface SkippedBoosterSet {
  readonly file: string;
  readonly reason: string;
}

/**
 * Reads every MTGJSON set file (`<CODE>.json` or `.json.gz`) of a folder and keeps the booster
 * configuration of those that have one (a sheet may hold another set's cards: all files are
 * read first). A set whose data is malformed is skipped and listed; the data date is the newest
 * `meta.date` read.
 */
export function importBoosterFolder(dir: string): BoosterData & { readonly skipped: readonly SkippedBoosterSet[] } {
  if (!existsSync(dir)) throw new CardFileError(`no set folder at '${dir}'`);
  const files = readdirSync(dir).filter((name) => /\.json(\.gz)?$/.test(name)).sort();
  const parsed = files.map((file) => ({ file, content: readMtgjsonFile(join(dir, file)) as { meta?: { date?: unknown }; data?: { cards?: unknown } } }));
  const everyCard = new Map(parsed.flatMap(({ content }) => [...cardsByUuid(Array.isArray(content.data?.cards) ? content.data.cards : [])]));
  const sets: Record<string, SetBoosters> = {};
  const skipped: SkippedBoosterSet[] = [];
  let dataDate = '';
  for (const { file, content } of parsed) {
    try {
      const boosters = importSetBoosters(content.data, (uuid) => everyCard.get(uuid));
      if (!boosters) continue;
      sets[boosters.code] = boosters;
      if (typeof content.meta?.date === 'string' && content.meta.date > dataDate) dataDate = content.meta.date;
    } catch (error) {
      if (!(error instanceof BoosterDataError)) throw error;
      skipped.push({ file, reason: error.message });
    }
  }
  return { dataDate, sets, skipped };
}

/** Writes booster data as a Brotli snapshot; returns its size in bytes. */
export function writeBoosterSnapshot(path: string, data: BoosterData, quality = 11): number {
  return writeCompressedFile(path, JSON.stringify({ format: FORMAT, version: VERSION, dataDate: data.dataDate, sets: data.sets }), quality);
}

/** Reads a booster snapshot written by `writeBoosterSnapshot`. */
export function readBoosterSnapshot(path: string): BoosterData {
  const parsed = readMtgjsonFile(path) as { format?: unknown; version?: unknown; dataDate?: unknown; sets?: unknown };
  if (parsed.format !== FORMAT || parsed.version !== VERSION || typeof parsed.sets !== 'object' || parsed.sets === null) {
    throw new BoosterDataError(`'${path}' is not an ${FORMAT} snapshot of version ${VERSION}`);
  }
  return { dataDate: String(parsed.dataDate ?? ''), sets: parsed.sets as BoosterData['sets'] };
}

let shipped: BoosterData | undefined;

/** The boosters shipped with the project (read once per process). */
export function loadShippedBoosters(): BoosterData {
  shipped ??= readBoosterSnapshot(shippedBoosterSnapshotPath());
  return shipped;
}
