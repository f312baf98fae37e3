import { CardDatabase } from '../card-database';
import { CardDatabaseData } from '../card-database-data';
import { importMtgjson } from '../mtgjson/mtgjson-importer';
import atomicSample from './fixtures/atomic-cards.sample.json';
import setListSample from './fixtures/set-list.sample.json';

/** A few cards of ../shared/cards/AtomicCards.json, verbatim (scripts/build-test-fixture.ts). */
export const ATOMIC_SAMPLE = atomicSample as unknown as { meta: { date: string; version: string }; data: Record<string, Record<string, unknown>[]> };
/** The sets those cards were printed in, from SetList.json. */
export const SET_LIST_SAMPLE = setListSample as unknown as { meta: { date: string; version: string }; data: Record<string, unknown>[] };

/** A deep copy of a JSON value (fixtures are shared between tests). */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The fixture imported by the project's importer. */
export function importedSample(): CardDatabaseData {
  const result = importMtgjson(copyJson(ATOMIC_SAMPLE), { setList: copyJson(SET_LIST_SAMPLE) });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** A database over the imported fixture. */
export function sampleDatabase(): CardDatabase {
  return CardDatabase.fromData(importedSample());
}

/**
 * The fixture rearranged as MTGJSON's AllPrintings.json: each face entry appears in every
 * set of its printings; Chinese data only in `chineseSet` (as in real files, where only some
 * printings were printed in Chinese) — `meta.date` can be changed to make a "newer" file.
 */
export function allPrintingsFromSample(date = ATOMIC_SAMPLE.meta.date): { meta: { date: string; version: string }; data: Record<string, unknown> } {
  const sets = new Map<string, Record<string, unknown>[]>();
  const known = new Set(SET_LIST_SAMPLE.data.map((s) => s.code as string));
  for (const faces of Object.values(copyJson(ATOMIC_SAMPLE.data))) {
    for (const face of faces) {
      const printings = face.printings as string[];
      const inSetList = printings.filter((code) => known.has(code));
      inSetList.forEach((code, index) => {
        const entry: Record<string, unknown> = { ...face, printings };
        if (index !== inSetList.length - 1) delete entry.foreignData;
        if (!sets.has(code)) sets.set(code, []);
        sets.get(code)?.push(entry);
      });
    }
  }
  const data: Record<string, unknown> = {};
  for (const set of SET_LIST_SAMPLE.data) {
    const code = set.code as string;
    if (sets.has(code)) data[code] = { ...set, cards: sets.get(code) };
  }
  return { meta: { ...ATOMIC_SAMPLE.meta, date }, data };
}
