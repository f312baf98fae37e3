import { cardNameWords } from '../card-name';
import { NameEntry } from './name-entry';

/** How a name matched a prefix, best first: the whole key, the start of the name, the start of a later word. */
export const PREFIX_MATCH_KINDS = ['exact', 'start', 'word'] as const;
/** One of PREFIX_MATCH_KINDS. */
export type PrefixMatchKind = (typeof PREFIX_MATCH_KINDS)[number];

/** A name whose key, or a later word of it, starts with the query. */
export interface PrefixMatch {
  readonly entry: NameEntry;
  readonly kind: PrefixMatchKind;
}

/**
 * Autocompletion over every name: a scan of ~50,000 folded keys with the offsets where their
 * later words start ("lightningbolt" has a word at 9, so "bolt" finds it). A scan of flat
 * arrays takes about a millisecond, and needs neither a sorted copy nor a build at load.
 */
export class PrefixIndex {
  /** For entry i, its later words start at key offsets `wordOffsets[wordStart[i] .. wordStart[i + 1])`. */
  private readonly wordStart: Int32Array;
  private readonly wordOffsets: Int32Array;

  constructor(private readonly entries: readonly NameEntry[]) {
    const offsets: number[] = [];
    this.wordStart = new Int32Array(entries.length + 1);
    entries.forEach((entry, i) => {
      this.wordStart[i] = offsets.length;
      const words = cardNameWords(entry.name);
      let offset = 0;
      for (let w = 0; w < words.length - 1; w++) {
        offset += words[w].length;
        offsets.push(offset);
      }
    });
    this.wordStart[entries.length] = offsets.length;
    this.wordOffsets = Int32Array.from(offsets);
  }

  /** Every entry matching `prefix` (a folded key), best kind first, then shorter keys, then alphabetical. */
  match(prefix: string, accept: (entry: NameEntry) => boolean): PrefixMatch[] {
    if (prefix === '') return [];
    const matches: PrefixMatch[] = [];
    for (let i = 0; i < this.entries.length; i++) {
      const entry = this.entries[i];
      const key = entry.key;
      let kind: PrefixMatchKind | undefined;
      if (key.startsWith(prefix)) kind = key.length === prefix.length ? 'exact' : 'start';
      else {
        for (let w = this.wordStart[i]; w < this.wordStart[i + 1]; w++) {
          if (key.startsWith(prefix, this.wordOffsets[w])) {
            kind = 'word';
            break;
          }
        }
      }
      if (kind && accept(entry)) matches.push({ entry, kind });
    }
    const rank = (m: PrefixMatch): number => PREFIX_MATCH_KINDS.indexOf(m.kind);
    return matches.sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(a.entry.kind !== 'name') - Number(b.entry.kind !== 'name') ||
        a.entry.key.length - b.entry.key.length ||
        (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0),
    );
  }
}
