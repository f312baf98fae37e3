import { Card, CardFace, CardSet, ChineseFace, Color, ForeignFace, LeadershipSkills, LegalityStatus } from '../card';
import { buildCard, isColor } from '../card-builder';
import { CardDatabaseData, cardNames, CardNames, CardSource } from '../card-database-data';

/** The `format` tag of snapshot documents; `version` changes whenever the layout below does. */
export const CARD_SNAPSHOT_FORMAT = 'arbiter-card-snapshot';
export const CARD_SNAPSHOT_VERSION = 1;

/** A snapshot that cannot be read (wrong format, another version, damaged). */
export class CardSnapshotError extends Error {
  override readonly name = 'CardSnapshotError';
}

/*
 * The layout: JSON lines — a header (format, version, meta, formats, sets, card count), then
 * lines of up to CARDS_PER_LINE card rows. Arrays throughout, ~11 MB for all of MTGJSON (the importer's output is
 * ~25 MB as objects). Positions are fixed; trailing empty fields are dropped; `0` stands for
 * "absent". Legalities are one character per format of `formats` ("-" not legal); printings one
 * space-separated string; a face's supertypes/types/subtypes are stored only when its type line
 * does not give them (`typeParts`).
 */
type Row = unknown[];
const STATUS_CODE: Readonly<Record<LegalityStatus, string>> = { Legal: 'L', Banned: 'B', Restricted: 'R' };
const CODE_STATUS: Readonly<Record<string, LegalityStatus>> = { L: 'Legal', B: 'Banned', R: 'Restricted' };

/** Supertypes (CR 205.4a) as they appear in type lines; every other word left of the dash is a card type. */
const SUPERTYPES: ReadonlySet<string> = new Set(['Basic', 'Legendary', 'Ongoing', 'Snow', 'World', 'Host', 'Elite']);

/** Supertypes, card types and subtypes read from a type line ("Legendary Creature — Human Wizard"). */
export function typeParts(typeLine: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left, right] = typeLine.split(' — ', 2);
  const words = left.split(' ').filter((w) => w !== '');
  return {
    supertypes: words.filter((w) => SUPERTYPES.has(w)),
    types: words.filter((w) => !SUPERTYPES.has(w)),
    subtypes: right ? right.split(' ').filter((w) => w !== '') : [],
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function trimmed(row: Row): Row {
  let end = row.length;
  while (end > 0 && (row[end - 1] === 0 || row[end - 1] === undefined || row[end - 1] === '')) end--;
  return row.slice(0, end).map((v) => v ?? 0);
}

function foreignRow(face: ForeignFace | undefined): Row | 0 {
  return face ? trimmed([face.name, face.type, face.text]) : 0;
}

function faceRow(face: CardFace, cardName: string): Row {
  const parts = typeParts(face.type);
  const partsGiven = sameList(parts.supertypes, face.supertypes) && sameList(parts.types, face.types) && sameList(parts.subtypes, face.subtypes);
  return trimmed([
    face.name === cardName ? 0 : face.name,
    face.side,
    face.manaCost,
    face.manaValue,
    face.type,
    face.text,
    face.colors.join(''),
    face.colorIndicator ? face.colorIndicator.join('') || '-' : 0,
    face.keywords.length ? face.keywords.join('|') : 0,
    face.power,
    face.toughness,
    face.loyalty,
    face.hand,
    face.life,
    foreignRow(face.chinese?.simplified),
    foreignRow(face.chinese?.traditional),
    partsGiven ? 0 : [face.supertypes, face.types, face.subtypes],
  ]);
}

function skillsCode(skills: LeadershipSkills | undefined): number {
  return skills ? 1 | (skills.commander ? 2 : 0) | (skills.brawl ? 4 : 0) | (skills.oathbreaker ? 8 : 0) : 0;
}

/** Card rows per line: each line is parsed on its own, so loading never holds the whole text as one string. */
const CARDS_PER_LINE = 500;

/** Encodes a card database as the snapshot document (a JSON string; compress it to store it). */
export function encodeCardSnapshot(data: CardDatabaseData): string {
  const formats = [...new Set(data.cards.flatMap((c) => Object.keys(c.legalities)))].sort();
  const cards = data.cards.map((card) =>
    trimmed([
      card.name,
      card.layout,
      card.manaValue,
      card.colorIdentity.join(''),
      formats.map((f) => (card.legalities[f] ? STATUS_CODE[card.legalities[f]] : '-')).join(''),
      card.printings.join(' '),
      skillsCode(card.leadershipSkills),
      (card.isReserved ? 1 : 0) | (card.isFunny ? 2 : 0),
      card.faces.map((f) => faceRow(f, card.name)),
    ]),
  );
  const sets = data.sets.map((s) => trimmed([s.code, s.name, s.releaseDate, s.type, s.block]));
  const header = JSON.stringify({ format: CARD_SNAPSHOT_FORMAT, version: CARD_SNAPSHOT_VERSION, meta: data.meta, formats, sets, cards: cards.length });
  const chunks: string[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_LINE) chunks.push(JSON.stringify(cards.slice(i, i + CARDS_PER_LINE)));
  return [header, ...chunks].join('\n');
}

/** Shares equal values (legalities, type lists) between cards: much less memory. */
class Interner<T> {
  private readonly values = new Map<string, T>();
  get(key: string, make: () => T): T {
    let value = this.values.get(key);
    if (value === undefined) {
      value = Object.freeze(make());
      this.values.set(key, value);
    }
    return value;
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

class SnapshotDecoder {
  private readonly lists = new Interner<readonly string[]>();
  private readonly colorLists = new Interner<readonly Color[]>();
  private readonly legalities = new Interner<Readonly<Record<string, LegalityStatus>>>();
  private readonly skills = new Interner<LeadershipSkills>();
  private readonly typeLines = new Interner<{ supertypes: readonly string[]; types: readonly string[]; subtypes: readonly string[] }>();

  constructor(private readonly formats: readonly string[]) {}

  list(values: readonly string[]): readonly string[] {
    return this.lists.get(values.join('|'), () => [...values]);
  }

  /** A list stored as one string with a separator, interned by that string. */
  joinedList(joined: unknown, separator: string): readonly string[] {
    const text = typeof joined === 'string' ? joined : '';
    return this.lists.get(text, () => (text === '' ? [] : text.split(separator)));
  }

  colors(letters: unknown): readonly Color[] {
    const text = typeof letters === 'string' ? letters : '';
    return this.colorLists.get(text, () => [...text].filter(isColor));
  }

  legality(code: string): Readonly<Record<string, LegalityStatus>> {
    return this.legalities.get(code, () => {
      const result: Record<string, LegalityStatus> = {};
      for (let i = 0; i < this.formats.length; i++) if (CODE_STATUS[code[i]]) result[this.formats[i]] = CODE_STATUS[code[i]];
      return result;
    });
  }

  leadership(code: number): LeadershipSkills | undefined {
    if (!(code & 1)) return undefined;
    return this.skills.get(String(code), () => ({ commander: (code & 2) !== 0, brawl: (code & 4) !== 0, oathbreaker: (code & 8) !== 0 }));
  }

  foreign(row: unknown): ForeignFace | undefined {
    if (!Array.isArray(row)) return undefined;
    return { name: String(row[0]), type: str(row[1]), text: str(row[2]) };
  }

  chinese(simplified: unknown, traditional: unknown): ChineseFace | undefined {
    if (!Array.isArray(simplified) && !Array.isArray(traditional)) return undefined;
    return { simplified: this.foreign(simplified), traditional: this.foreign(traditional) };
  }

  typeParts(typeLine: string, parts: unknown): { supertypes: readonly string[]; types: readonly string[]; subtypes: readonly string[] } {
    if (Array.isArray(parts)) return { supertypes: this.list(parts[0] as string[]), types: this.list(parts[1] as string[]), subtypes: this.list(parts[2] as string[]) };
    return this.typeLines.get(typeLine, () => {
      const derived = typeParts(typeLine);
      return { supertypes: this.list(derived.supertypes), types: this.list(derived.types), subtypes: this.list(derived.subtypes) };
    });
  }

  face(row: Row, cardName: string): CardFace {
    const typeLine = String(row[4] || '');
    const parts = this.typeParts(typeLine, row[16]);
    return {
      name: str(row[0]) ?? cardName,
      side: str(row[1]),
      manaCost: str(row[2]),
      manaValue: typeof row[3] === 'number' ? row[3] : 0,
      type: typeLine,
      supertypes: parts.supertypes,
      types: parts.types,
      subtypes: parts.subtypes,
      text: String(row[5] || ''),
      colors: this.colors(row[6]),
      colorIndicator: typeof row[7] === 'string' ? this.colors(row[7]) : undefined,
      keywords: this.joinedList(row[8], '|'),
      power: str(row[9]),
      toughness: str(row[10]),
      loyalty: str(row[11]),
      hand: str(row[12]),
      life: str(row[13]),
      chinese: this.chinese(row[14], row[15]),
    };
  }

  card(row: Row): Card {
    const faceRows = rowFaces(row);
    const name = row[0] as string;
    const faces: CardFace[] = [];
    for (const faceRow of faceRows) faces.push(this.face(faceRow, name));
    const flags = Number(row[7] || 0);
    return buildCard({
      name,
      layout: String(row[1] || 'normal'),
      faces,
      manaValue: Number(row[2] || 0),
      colorIdentity: this.colors(row[3]),
      legalities: this.legality(String(row[4] || '')),
      printings: typeof row[5] === 'string' && row[5] !== '' ? row[5].split(' ') : [],
      leadershipSkills: this.leadership(Number(row[6] || 0)),
      isReserved: (flags & 1) !== 0,
      isFunny: (flags & 2) !== 0,
    });
  }
}

interface SnapshotHeader {
  format: string;
  version: number;
  meta: { date: string; version: string };
  formats: string[];
  sets: Row[];
  cards: number;
}

const NEWLINE = 0x0a;

/** The lines of a snapshot, decoded one at a time (JSON strings never hold a raw newline). */
function* snapshotLines(snapshot: string | Uint8Array): Generator<string> {
  if (typeof snapshot === 'string') {
    yield* snapshot.split('\n');
    return;
  }
  const decoder = new TextDecoder();
  for (let start = 0; start < snapshot.length; ) {
    let end = snapshot.indexOf(NEWLINE, start);
    if (end < 0) end = snapshot.length;
    yield decoder.decode(snapshot.subarray(start, end));
    start = end + 1;
  }
}

function parseLine(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new CardSnapshotError(`the card snapshot's ${what} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseSnapshot(snapshot: string | Uint8Array): { header: SnapshotHeader; rows: Row[] } {
  const lines = snapshotLines(snapshot);
  const first = lines.next();
  const header = (first.done ? undefined : parseLine(first.value, 'header')) as SnapshotHeader | undefined;
  if (header?.format !== CARD_SNAPSHOT_FORMAT) throw new CardSnapshotError('not an Arbiter card snapshot');
  if (header.version !== CARD_SNAPSHOT_VERSION) {
    throw new CardSnapshotError(`card snapshot version ${String(header.version)} is not ${CARD_SNAPSHOT_VERSION}: rebuild it (npm run cards:snapshot, or arbiter cards import)`);
  }
  if (!Array.isArray(header.sets) || !Array.isArray(header.formats) || typeof header.meta?.date !== 'string' || typeof header.cards !== 'number') {
    throw new CardSnapshotError('the card snapshot is damaged (sets, formats, meta.date or the card count missing)');
  }
  const rows: Row[] = [];
  let lineNumber = 1;
  for (const line of lines) {
    lineNumber++;
    const chunk = parseLine(line, `line ${lineNumber}`);
    if (!Array.isArray(chunk)) throw new CardSnapshotError(`the card snapshot is damaged: line ${lineNumber} is not a list of cards`);
    for (const row of chunk) rows.push(row as Row);
  }
  if (rows.length !== header.cards) throw new CardSnapshotError(`the card snapshot is damaged: ${rows.length} cards instead of ${header.cards}`);
  return { header, rows };
}

function rowFaces(row: Row): Row[] {
  const faces = Array.isArray(row) ? row[8] : undefined;
  if (typeof row?.[0] !== 'string' || !Array.isArray(faces) || !faces.every(Array.isArray)) {
    throw new CardSnapshotError(`the card snapshot is damaged: a card row without a name or faces (${JSON.stringify(row).slice(0, 80)})`);
  }
  return faces as Row[];
}

function foreignName(row: unknown): { name: string } | undefined {
  return Array.isArray(row) && typeof row[0] === 'string' ? { name: row[0] } : undefined;
}

/**
 * Opens a snapshot written by `encodeCardSnapshot` (its text, or its UTF-8 bytes: then no
 * string of the whole file is made) as a card source whose cards are built on first read (a
 * lookup builds one card, not 24,000). Throws CardSnapshotError when it is not a snapshot of
 * this version or is damaged.
 */
export function openCardSnapshot(snapshot: string | Uint8Array): CardSource {
  const { header: document, rows: parsedRows } = parseSnapshot(snapshot);
  const decoder = new SnapshotDecoder(document.formats);
  const rows: (Row | undefined)[] = parsedRows;
  const built: (Card | undefined)[] = new Array<Card | undefined>(rows.length);
  const sets: CardSet[] = document.sets.map((row) => ({
    code: String(row[0]),
    name: String(row[1] || row[0]),
    releaseDate: String(row[2] || ''),
    type: String(row[3] || ''),
    block: str(row[4]),
  }));
  return {
    meta: { date: document.meta.date, version: String(document.meta.version ?? '') },
    sets,
    formats: [...document.formats].sort(),
    count: rows.length,
    card(index: number): Card {
      let card = built[index];
      if (!card) {
        card = decoder.card(rows[index] as Row);
        built[index] = card;
        rows[index] = undefined;
      }
      return card;
    },
    names(index: number): CardNames {
      const card = built[index];
      if (card) return cardNames(card.name, card.faces, card.isFunny);
      const row = rows[index] as Row;
      const name = row[0] as string;
      const faces = rowFaces(row);
      const funny = (Number(row[7] || 0) & 2) !== 0;
      if (faces.length === 1 && !faces[0][0]) return cardNames(name, [{ name, chinese: { simplified: foreignName(faces[0][14]), traditional: foreignName(faces[0][15]) } }], funny);
      return cardNames(
        name,
        faces.map((face) => ({ name: str(face[0]) ?? name, chinese: { simplified: foreignName(face[14]), traditional: foreignName(face[15]) } })),
        funny,
      );
    },
  };
}

/** Decodes every card of a snapshot document (see `openCardSnapshot`). */
export function decodeCardSnapshot(snapshot: string | Uint8Array): CardDatabaseData {
  const source = openCardSnapshot(snapshot);
  return { meta: source.meta, sets: source.sets, cards: Array.from({ length: source.count }, (_, i) => source.card(i)) };
}
