import { Card, CardSet } from './card';

/** Where the data came from: MTGJSON's `meta`. */
export interface CardDataMeta {
  /** The data's date (YYYY-MM-DD), MTGJSON `meta.date`: shown wherever legality is. */
  readonly date: string;
  /** MTGJSON's version string, e.g. "5.2.0+20220425". */
  readonly version: string;
}

/** Everything a card database is built from: what the importer produces and a snapshot stores. */
export interface CardDatabaseData {
  readonly meta: CardDataMeta;
  /** Oldest first. */
  readonly sets: readonly CardSet[];
  /** Sorted by name. */
  readonly cards: readonly Card[];
}

/** Every name a card is found by, read without building the card. */
export interface CardNames {
  readonly name: string;
  /** An Un-card or other acorn card: a serious card wins a name both share. */
  readonly funny: boolean;
  /** The faces' names of a multi-faced card (empty for single-faced cards). */
  readonly faces: readonly string[];
  /** The whole card's Chinese names (Simplified, Traditional). */
  readonly chinese: readonly string[];
  /** The faces' Chinese names of a multi-faced card. */
  readonly chineseFaces: readonly string[];
}

/** The cards of a database by position: an array, or a snapshot's rows built into cards on first read. */
export interface CardSource {
  readonly meta: CardDataMeta;
  readonly sets: readonly CardSet[];
  /** The formats with a legality list, sorted. */
  readonly formats: readonly string[];
  readonly count: number;
  card(index: number): Card;
  names(index: number): CardNames;
}

/** A face as far as names go: its name and Chinese names. */
export interface NamedFace {
  readonly name: string;
  readonly chinese?: { readonly simplified?: { readonly name: string }; readonly traditional?: { readonly name: string } };
}

function present(values: (string | undefined)[]): string[] {
  return values.filter((v): v is string => v !== undefined && v !== '');
}

/** The Chinese names of a whole card: a single face's, or the faces' joined by " // ". */
export function chineseCardNames(faces: readonly NamedFace[]): { simplified?: string; traditional?: string } | undefined {
  const join = (names: (string | undefined)[]): string | undefined => (present(names).length ? present(names).join(' // ') : undefined);
  const simplified = join(faces.map((f) => f.chinese?.simplified?.name));
  const traditional = join(faces.map((f) => f.chinese?.traditional?.name));
  return simplified || traditional ? { simplified, traditional } : undefined;
}

const NONE: readonly string[] = Object.freeze([]);

/** Every name of a card made of these faces. */
export function cardNames(name: string, faces: readonly NamedFace[], funny: boolean): CardNames {
  if (faces.length === 1 && faces[0].name === name) {
    const simplified = faces[0].chinese?.simplified?.name;
    const traditional = faces[0].chinese?.traditional?.name;
    return { name, funny, faces: NONE, chinese: simplified || traditional ? present([simplified, traditional]) : NONE, chineseFaces: NONE };
  }
  const multiFaced = faces.length > 1 || (faces.length === 1 && faces[0].name !== name);
  const chinese = chineseCardNames(faces);
  return {
    name,
    funny,
    faces: multiFaced ? faces.map((f) => f.name) : [],
    chinese: present([chinese?.simplified, chinese?.traditional]),
    chineseFaces: faces.length > 1 ? present(faces.flatMap((f) => [f.chinese?.simplified?.name, f.chinese?.traditional?.name])) : [],
  };
}

/** A CardSource over cards already built (an import). */
export function arrayCardSource(data: CardDatabaseData): CardSource {
  const formats = new Set<string>();
  for (const card of data.cards) for (const format in card.legalities) formats.add(format);
  return {
    meta: data.meta,
    sets: data.sets,
    formats: [...formats].sort(),
    count: data.cards.length,
    card: (index) => data.cards[index],
    names: (index) => cardNames(data.cards[index].name, data.cards[index].faces, data.cards[index].isFunny),
  };
}
