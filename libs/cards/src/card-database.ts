import { Card, CardSet } from './card';
import { arrayCardSource, CardDatabaseData, CardSource } from './card-database-data';
import { cardNameKey, withoutRebalancedPrefix } from './card-name';
import { collectNameEntries, NameEntry, NameKind } from './search/name-entry';
import { PrefixIndex } from './search/prefix-index';
import { TrigramIndex } from './search/trigram-index';

/** The format name with no legality list: any card, 40-card minimum (MTR 7.1). */
export const LIMITED_FORMAT = 'limited';

/** How `lookup` found the card. `rebalanced`: the name had an Alchemy "A-" and matched the card without it. */
export type CardMatch = NameKind | 'rebalanced';

/** The answer of `lookup`: the card, or suggestions for a typo (best first). */
export type CardLookup = { readonly found: true; readonly card: Card; readonly matchedBy: CardMatch } | { readonly found: false; readonly suggestions: readonly string[] };

/** Options of `search`. */
export interface CardSearchOptions {
  /** Only cards legal (or restricted) in this format; `limited` (or none) allows every card. */
  readonly format?: string;
  /** How many cards at most (default 10). */
  readonly first?: number;
}

const DEFAULT_SUGGESTIONS = 5;
const DEFAULT_SEARCH_RESULTS = 10;
/** Shorter partial names are too vague to suggest the names they start. */
const MIN_PREFIX_SUGGESTION = 3;

/**
 * Every Magic card, indexed for decklists and autocompletion. Build one with
 * `CardDatabase.fromData` (or `loadDefaultCardDatabase()` in Node); it is immutable and safe to share.
 *
 * ```ts
 * const db = loadDefaultCardDatabase();
 * db.card('lightning bolt')?.manaCost;            // "{R}"
 * db.lookup('Lightnig Bolt');                     // {found: false, suggestions: ["Lightning Bolt", …]}
 * db.search('ligh', { format: 'modern', first: 5 });
 * for (const card of db.all()) card.faces[0].text;
 * ```
 */
export class CardDatabase {
  private everyCard?: readonly Card[];
  private readonly setsByCode: ReadonlyMap<string, CardSet>;
  private readonly names: readonly NameEntry[];
  private readonly byKey: ReadonlyMap<string, NameEntry>;
  private readonly shared: ReadonlyMap<string, readonly NameEntry[]>;
  private fuzzy?: TrigramIndex;
  private prefixes?: PrefixIndex;
  private bySet?: ReadonlyMap<string, readonly Card[]>;
  /** The data's date (MTGJSON `meta.date`, YYYY-MM-DD): show it wherever legality is shown. */
  readonly dataDate: string;
  /** MTGJSON's version string of the data. */
  readonly dataVersion: string;
  /** The formats with a legality list in the data (MTGJSON names), sorted. */
  readonly formats: readonly string[];

  private constructor(private readonly source: CardSource) {
    this.dataDate = source.meta.date;
    this.dataVersion = source.meta.version;
    this.setsByCode = new Map(source.sets.map((s) => [s.code, s]));
    const index = collectNameEntries(source);
    this.byKey = index.byKey;
    this.shared = index.shared;
    this.names = [...this.byKey.values()];
    this.formats = source.formats;
  }

  /** A database over imported or decoded data (see `importMtgjson`, `decodeCardSnapshot`). */
  static fromData(data: CardDatabaseData): CardDatabase {
    return new CardDatabase(arrayCardSource(data));
  }

  /** A database over a card source whose cards may be built on first read (see `openCardSnapshot`). */
  static fromSource(source: CardSource): CardDatabase {
    return new CardDatabase(source);
  }

  /** The data the database holds (to encode it as a snapshot). */
  toData(): CardDatabaseData {
    return { meta: this.source.meta, sets: this.source.sets, cards: this.all() };
  }

  /** How many cards. */
  get size(): number {
    return this.source.count;
  }

  /** Every card, sorted by name: iterate it directly (`for (const card of db.all())`). */
  all(): readonly Card[] {
    this.everyCard ??= Array.from({ length: this.source.count }, (_, i) => this.source.card(i));
    return this.everyCard;
  }

  /**
   * Finds a card by name: case, diacritics, punctuation and spacing do not matter; either face
   * of a split, adventure, flip or double-faced card, the full "A // B" name, and the Chinese
   * (Simplified or Traditional) name all find it. An Alchemy "A-" is ignored when no rebalanced
   * card has that name. When nothing matches, `suggestions` lists the closest names (typos).
   */
  lookup(name: string): CardLookup {
    const key = cardNameKey(name);
    const entry = this.byKey.get(key);
    if (entry) {
      const exact = this.shared.has(key) ? this.exactSpelling(key, name) : undefined;
      const chosen = exact ?? entry;
      return { found: true, card: this.source.card(chosen.card), matchedBy: chosen.kind };
    }
    const plain = withoutRebalancedPrefix(name);
    const plainEntry = plain === undefined ? undefined : this.byKey.get(cardNameKey(plain));
    if (plainEntry) return { found: true, card: this.source.card(plainEntry.card), matchedBy: 'rebalanced' };
    return { found: false, suggestions: this.suggest(name).map((c) => c.name) };
  }

  /** The card with this name (as `lookup` matches it), or undefined. */
  card(name: string): Card | undefined {
    const found = this.lookup(name);
    return found.found ? found.card : undefined;
  }

  /** True when `card(name)` finds a card (no suggestions computed). */
  has(name: string): boolean {
    if (this.byKey.has(cardNameKey(name))) return true;
    const plain = withoutRebalancedPrefix(name);
    return plain !== undefined && this.byKey.has(cardNameKey(plain));
  }

  /**
   * The cards a misspelt or partial name most likely means, best first: names one edit away
   * ("Lightnig Bolt" → Lightning Bolt), then names it starts ("Brisela" → Brisela, Voice of
   * Nightmares), then the other close names.
   */
  suggest(name: string, limit = DEFAULT_SUGGESTIONS): Card[] {
    const key = cardNameKey(name);
    const fuzzy = this.fuzzyIndex()
      .match(key, limit * 4)
      .map((m) => ({ entry: m.entry, close: m.distance <= 1 }));
    const prefix = key.length >= MIN_PREFIX_SUGGESTION ? this.prefixIndex().match(key, () => true, limit) : [];
    return this.distinctCards([...fuzzy.filter((m) => m.close).map((m) => m.entry), ...prefix, ...fuzzy.map((m) => m.entry)], limit);
  }

  /**
   * Autocompletion: cards whose name, a later word of it, a face's name or a Chinese name
   * starts with `query` (whole names before later words, shorter names first), then the
   * suggestions for a typo.
   */
  search(query: string, options: CardSearchOptions = {}): Card[] {
    const first = options.first ?? DEFAULT_SEARCH_RESULTS;
    if (first <= 0) return [];
    const key = cardNameKey(query);
    const allowed = this.formatFilter(options.format);
    const accept = (entry: NameEntry): boolean => allowed(this.source.card(entry.card));
    const prefix = this.prefixIndex().match(key, accept, first);
    if (prefix.length >= first) return this.distinctCards(prefix, first);
    const fuzzy = this.fuzzyIndex()
      .match(key, first * 4)
      .map((m) => m.entry)
      .filter(accept);
    return this.distinctCards([...prefix, ...fuzzy], first);
  }

  private fuzzyIndex(): TrigramIndex {
    this.fuzzy ??= new TrigramIndex(this.names);
    return this.fuzzy;
  }

  private prefixIndex(): PrefixIndex {
    this.prefixes ??= new PrefixIndex(this.names);
    return this.prefixes;
  }

  /** True for a format of the data or `limited`. */
  hasFormat(format: string): boolean {
    return format === LIMITED_FORMAT || this.formats.includes(format);
  }

  /** A set by code (case-insensitive), with its name and release date. */
  set(code: string): CardSet | undefined {
    return this.setsByCode.get(code) ?? this.setsByCode.get(code.toUpperCase());
  }

  /** Every set of the data, oldest first. */
  sets(): readonly CardSet[] {
    return this.source.sets;
  }

  /** The cards printed in a set (by code, case-insensitive), sorted by name. */
  cardsInSet(code: string): readonly Card[] {
    if (!this.bySet) {
      const bySet = new Map<string, Card[]>();
      for (const card of this.all()) {
        for (const set of card.printings) {
          let list = bySet.get(set);
          if (!list) bySet.set(set, (list = []));
          list.push(card);
        }
      }
      this.bySet = bySet;
    }
    return this.bySet.get(code) ?? this.bySet.get(code.toUpperCase()) ?? [];
  }

  /** Of the cards sharing a key, the one spelt exactly so (case and spacing aside), if any. */
  private exactSpelling(key: string, name: string): NameEntry | undefined {
    const spelt = name.trim().replace(/\s+/g, ' ').toLowerCase();
    return this.shared.get(key)?.find((e) => e.name.toLowerCase() === spelt);
  }

  private formatFilter(format: string | undefined): (card: Card) => boolean {
    if (format === undefined || format === LIMITED_FORMAT) return () => true;
    return (card) => card.legalities[format] === 'Legal' || card.legalities[format] === 'Restricted';
  }

  private distinctCards(entries: readonly NameEntry[], limit: number): Card[] {
    const seen = new Set<number>();
    const cards: Card[] = [];
    for (const entry of entries) {
      if (cards.length >= limit) break;
      if (seen.has(entry.card)) continue;
      seen.add(entry.card);
      cards.push(this.source.card(entry.card));
    }
    return cards;
  }
}
