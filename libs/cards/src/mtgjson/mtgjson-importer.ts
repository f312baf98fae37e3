import { Card, CardFace, CardSet, ChineseFace, Color, ForeignFace, LeadershipSkills, LEGALITY_STATUSES, LegalityStatus } from '../card';
import { buildCard, isColor, sortColors } from '../card-builder';
import { CardDatabaseData } from '../card-database-data';
import { MtgjsonCard, MtgjsonMeta, MtgjsonSet } from './mtgjson-types';

/** The MTGJSON files the importer reads. */
export const MTGJSON_FILE_KINDS = ['atomicCards', 'allPrintings', 'setFile', 'setList'] as const;
/** AtomicCards.json, AllPrintings.json, one set's file (e.g. 10E.json) or SetList.json. */
export type MtgjsonFileKind = (typeof MTGJSON_FILE_KINDS)[number];

/** Why an import was refused. */
export const CARD_IMPORT_ERROR_CODES = ['NOT_MTGJSON', 'NOT_A_CARD_FILE', 'BAD_SET_LIST', 'NO_CARDS', 'NO_DATA_DATE'] as const;
/** A code of `CardImportError`. */
export type CardImportErrorCode = (typeof CARD_IMPORT_ERROR_CODES)[number];

/** A refused import: nothing was built. */
export interface CardImportError {
  readonly code: CardImportErrorCode;
  readonly message: string;
}

/** A finished import. */
export interface CardImportSuccess {
  readonly ok: true;
  readonly kind: Exclude<MtgjsonFileKind, 'setList'>;
  readonly data: CardDatabaseData;
  /** Card entries left out because they had no name. */
  readonly skipped: number;
}

/** The result of `importMtgjson`. */
export type CardImportResult = CardImportSuccess | { readonly ok: false; readonly error: CardImportError };

/** Options of `importMtgjson`. */
export interface CardImportOptions {
  /** SetList.json (parsed): set names, release dates and blocks. */
  readonly setList?: unknown;
  /** Called now and then with the cards read so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSetObject(value: unknown): value is MtgjsonSet {
  return isObject(value) && typeof value.code === 'string' && Array.isArray(value.cards);
}

/** Which MTGJSON file a parsed JSON document is, or undefined when it is none of them. */
export function detectMtgjsonFile(json: unknown): MtgjsonFileKind | undefined {
  if (!isObject(json)) return undefined;
  const data = json.data;
  if (Array.isArray(data)) return data.every((s) => isObject(s) && typeof s.code === 'string') ? 'setList' : undefined;
  if (!isObject(data)) return undefined;
  if (isSetObject(data)) return 'setFile';
  const values = Object.values(data);
  if (values.length === 0) return undefined;
  const first = values[0];
  if (Array.isArray(first)) return values.every(Array.isArray) ? 'atomicCards' : undefined;
  return values.every(isSetObject) ? 'allPrintings' : undefined;
}

const STRING_LIST = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const COLOR_LIST = (value: unknown): Color[] => sortColors(STRING_LIST(value).filter(isColor));
const OPTIONAL_STRING = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const NUMBER = (...values: unknown[]): number => {
  const found = values.find((v) => typeof v === 'number' && Number.isFinite(v));
  return (found as number | undefined) ?? 0;
};

function legalitiesOf(value: unknown): Record<string, LegalityStatus> {
  const legalities: Record<string, LegalityStatus> = {};
  if (!isObject(value)) return legalities;
  for (const format of Object.keys(value).sort()) {
    const status = value[format];
    if ((LEGALITY_STATUSES as readonly unknown[]).includes(status)) legalities[format] = status as LegalityStatus;
  }
  return legalities;
}

function leadershipOf(value: unknown): LeadershipSkills | undefined {
  if (!isObject(value)) return undefined;
  return { commander: value.commander === true, brawl: value.brawl === true, oathbreaker: value.oathbreaker === true };
}

const CHINESE_LANGUAGES = { 'Chinese Simplified': 'simplified', 'Chinese Traditional': 'traditional' } as const;

/** The face's own part of a foreign "A // B" name, when the halves line up with the English name's. */
function foreignFaceName(foreignName: string, englishName: string, faceName: string | undefined, foreignFace: string | undefined): string {
  if (foreignFace) return foreignFace;
  if (!faceName) return foreignName;
  const englishParts = englishName.split(' // ');
  const foreignParts = foreignName.split(' // ');
  const index = englishParts.indexOf(faceName);
  return foreignParts.length === englishParts.length && index >= 0 ? foreignParts[index] : foreignName;
}

function chineseOf(card: MtgjsonCard): ChineseFace | undefined {
  if (!Array.isArray(card.foreignData)) return undefined;
  let chinese: { simplified?: ForeignFace; traditional?: ForeignFace } | undefined;
  for (const entry of card.foreignData) {
    if (!isObject(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') continue;
    const script = CHINESE_LANGUAGES[entry.language as keyof typeof CHINESE_LANGUAGES];
    if (!script) continue;
    const type = OPTIONAL_STRING(entry.type);
    const text = OPTIONAL_STRING(entry.text);
    chinese = chinese ?? {};
    chinese[script] = {
      name: foreignFaceName(entry.name.trim(), card.name, card.faceName, OPTIONAL_STRING(entry.faceName)),
      ...(type && { type }),
      ...(text && { text }),
    };
  }
  return chinese;
}

function typeLine(card: MtgjsonCard): string {
  if (typeof card.type === 'string') return card.type;
  const left = [...STRING_LIST(card.supertypes), ...STRING_LIST(card.types)].join(' ');
  const subtypes = STRING_LIST(card.subtypes);
  return subtypes.length ? `${left} — ${subtypes.join(' ')}` : left;
}

function faceOf(card: MtgjsonCard, chinese: ChineseFace | undefined): CardFace {
  const colorIndicator = card.colorIndicator === undefined ? undefined : COLOR_LIST(card.colorIndicator);
  const optional = { power: card.power, toughness: card.toughness, loyalty: card.loyalty, hand: card.hand, life: card.life };
  const face: CardFace = {
    name: OPTIONAL_STRING(card.faceName) ?? card.name,
    ...(typeof card.side === 'string' && { side: card.side }),
    ...(typeof card.manaCost === 'string' && card.manaCost !== '' && { manaCost: card.manaCost }),
    manaValue: NUMBER(card.faceManaValue, card.faceConvertedManaCost, card.manaValue, card.convertedManaCost),
    type: typeLine(card),
    supertypes: STRING_LIST(card.supertypes),
    types: STRING_LIST(card.types),
    subtypes: STRING_LIST(card.subtypes),
    text: OPTIONAL_STRING(card.text) ?? '',
    colors: COLOR_LIST(card.colors),
    ...(colorIndicator && { colorIndicator }),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => typeof v === 'string' && v !== '')),
    keywords: STRING_LIST(card.keywords),
    ...(chinese && { chinese }),
  };
  return face;
}

function sideOrder(card: MtgjsonCard): string {
  return typeof card.side === 'string' ? card.side : '';
}

/** One card's MTGJSON entries (one per face), its Chinese wording (from the newest printing that has it) and the sets it was found in. */
interface CardEntries {
  faces: Map<string, MtgjsonCard>;
  chinese: Map<string, { face: ChineseFace; releaseDate: string }>;
  printings: Set<string>;
}

/** The fields `faceOf` and `cardOf` read: a printing of AllPrintings keeps no more (no identifiers, prices, other languages). */
const KEPT_FIELDS = [
  'name', 'faceName', 'side', 'layout', 'manaCost', 'manaValue', 'convertedManaCost', 'faceManaValue', 'faceConvertedManaCost', 'colors', 'colorIdentity',
  'colorIndicator', 'type', 'types', 'supertypes', 'subtypes', 'text', 'power', 'toughness', 'loyalty', 'hand', 'life', 'keywords', 'legalities', 'printings',
  'leadershipSkills', 'isReserved', 'isFunny',
] as const satisfies readonly (keyof MtgjsonCard)[];

function keptFields(card: MtgjsonCard): MtgjsonCard {
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) if (card[field] !== undefined) kept[field] = card[field];
  return kept as unknown as MtgjsonCard;
}

function cardOf(name: string, entries: CardEntries): Card {
  const faces = [...entries.faces.values()].sort((a, b) => sideOrder(a).localeCompare(sideOrder(b)));
  const first = faces[0];
  const withSkills = faces.find((f) => isObject(f.leadershipSkills));
  for (const face of faces) for (const set of STRING_LIST(face.printings)) entries.printings.add(set);
  return buildCard({
    name,
    layout: OPTIONAL_STRING(first.layout) ?? 'normal',
    faces: faces.map((f) => faceOf(f, entries.chinese.get(sideOrder(f))?.face)),
    manaValue: NUMBER(first.manaValue, first.convertedManaCost),
    colorIdentity: COLOR_LIST(first.colorIdentity),
    legalities: legalitiesOf(first.legalities),
    printings: [...entries.printings].sort(),
    ...(withSkills && { leadershipSkills: leadershipOf(withSkills.leadershipSkills) }),
    isReserved: faces.some((f) => f.isReserved === true),
    isFunny: faces.some((f) => f.isFunny === true),
  });
}

function setOf(value: Json): CardSet | undefined {
  if (typeof value.code !== 'string') return undefined;
  const block = OPTIONAL_STRING(value.block);
  return {
    code: value.code,
    name: OPTIONAL_STRING(value.name) ?? value.code,
    releaseDate: OPTIONAL_STRING(value.releaseDate) ?? '',
    type: OPTIONAL_STRING(value.type) ?? '',
    ...(block && { block }),
  };
}

function compareSets(a: CardSet, b: CardSet): number {
  return a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code);
}

/** Collects every card entry, grouped by card name and face side. */
class EntryCollector {
  readonly cards = new Map<string, CardEntries>();
  readonly sets = new Map<string, CardSet>();
  skipped = 0;

  add(value: unknown, set: CardSet | undefined): void {
    if (!isObject(value) || typeof value.name !== 'string' || value.name.trim() === '') {
      this.skipped++;
      return;
    }
    const card = value as unknown as MtgjsonCard;
    let entries = this.cards.get(card.name);
    if (!entries) {
      entries = { faces: new Map(), chinese: new Map(), printings: new Set() };
      this.cards.set(card.name, entries);
    }
    const side = sideOrder(card);
    if (!entries.faces.has(side)) entries.faces.set(side, keptFields(card));
    // The newest printing in Chinese carries the current Chinese wording.
    const chinese = chineseOf(card);
    const releaseDate = set?.releaseDate ?? '';
    const known = entries.chinese.get(side);
    if (chinese && (!known || releaseDate >= known.releaseDate)) entries.chinese.set(side, { face: { ...known?.face, ...chinese }, releaseDate });
    if (set) entries.printings.add(set.code);
  }

  /** A set object of AllPrintings or a set file: the set itself and its cards. */
  addSet(value: unknown): number {
    if (!isObject(value) || typeof value.code !== 'string') return 0;
    const set = this.sets.get(value.code) ?? (setOf(value) as CardSet);
    this.sets.set(set.code, set);
    const cards = Array.isArray(value.cards) ? value.cards : [];
    for (const card of cards) this.add(card, set);
    return cards.length;
  }
}

type Refusal = { readonly ok: false; readonly error: CardImportError };

function refusal(code: CardImportErrorCode, message: string): Refusal {
  return { ok: false, error: { code, message } };
}

function dataDateOf(meta: unknown): string | Refusal {
  const date = isObject(meta) ? OPTIONAL_STRING(meta.date) : undefined;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return refusal('NO_DATA_DATE', 'the file has no meta.date (YYYY-MM-DD): the data date is required');
  return date;
}

/** A collector primed with SetList.json's sets, or a refusal when the set list is not one. */
function collectorWith(setList: unknown): EntryCollector | Refusal {
  const collector = new EntryCollector();
  if (setList === undefined) return collector;
  if (detectMtgjsonFile(setList) !== 'setList') return refusal('BAD_SET_LIST', 'the set list is not an MTGJSON SetList.json ({"meta", "data": [sets]})');
  for (const entry of (setList as { data: Json[] }).data) {
    const set = setOf(entry);
    if (set) collector.sets.set(set.code, set);
  }
  return collector;
}

function finish(kind: CardImportSuccess['kind'], meta: unknown, date: string, collector: EntryCollector): CardImportResult {
  if (collector.cards.size === 0) return refusal('NO_CARDS', 'the file holds no cards');
  const cards = [...collector.cards.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, entries]) => cardOf(name, entries));
  const version = (isObject(meta) ? OPTIONAL_STRING(meta.version) : undefined) ?? '';
  return {
    ok: true,
    kind,
    skipped: collector.skipped,
    data: { meta: { date, version }, sets: [...collector.sets.values()].sort(compareSets), cards },
  };
}

/**
 * Builds the card database from AllPrintings.json read one set at a time (each set parsed on
 * its own, so a file larger than any JavaScript string can be imported): `meta` is the file's
 * meta object, `sets` its set objects in any order. The caller reports progress as it reads
 * (`onProgress` is not called).
 */
export function importMtgjsonSets(meta: unknown, sets: Iterable<unknown>, options: Omit<CardImportOptions, 'onProgress'> = {}): CardImportResult {
  const date = dataDateOf(meta);
  if (typeof date !== 'string') return date;
  const collector = collectorWith(options.setList);
  if (!(collector instanceof EntryCollector)) return collector;
  for (const set of sets) collector.addSet(set);
  return finish('allPrintings', meta, date, collector);
}

function* withProgress<T>(items: readonly T[], progress: ((done: number, total: number) => void) | undefined): Generator<T> {
  for (let i = 0; i < items.length; i++) {
    yield items[i];
    progress?.(i + 1, items.length);
  }
}

/**
 * Builds the card database from a parsed MTGJSON 5 file: AtomicCards.json, AllPrintings.json
 * or one set's file (with SetList.json for set names, release dates and blocks). Cards are
 * keyed by their Oracle name; each face of a multi-faced card is one MTGJSON entry. The data's
 * date is the file's `meta.date`. Never throws on bad input: a refused file is `{ok: false}`.
 */
export function importMtgjson(file: unknown, options: CardImportOptions = {}): CardImportResult {
  const kind = detectMtgjsonFile(file);
  if (kind === undefined) return refusal('NOT_MTGJSON', 'not an MTGJSON 5 file: expected {"meta", "data"} of AtomicCards, AllPrintings, a set file or SetList');
  if (kind === 'setList') return refusal('NOT_A_CARD_FILE', 'SetList.json has no cards: give it as the set list beside AtomicCards.json, AllPrintings.json or a set file');
  const root = file as { meta?: MtgjsonMeta; data: Json };
  if (kind === 'allPrintings') return importMtgjsonSets(root.meta, withProgress(Object.values(root.data), options.onProgress), options);
  const date = dataDateOf(root.meta);
  if (typeof date !== 'string') return date;
  const collector = collectorWith(options.setList);
  if (!(collector instanceof EntryCollector)) return collector;
  const progress = options.onProgress ?? (() => undefined);
  if (kind === 'setFile') {
    const count = collector.addSet(root.data);
    progress(count, count);
  } else {
    const names = Object.keys(root.data);
    names.forEach((name, index) => {
      for (const face of root.data[name] as unknown[]) collector.add(isObject(face) ? { ...face, name: face.name ?? name } : face, undefined);
      if (index % 2000 === 0) progress(index, names.length);
    });
    progress(names.length, names.length);
  }
  return finish(kind, root.meta, date, collector);
}
