import { cardNameWords } from '../card-name';
import { NameEntry } from './name-entry';

/** How a name matched a prefix, best first: the whole key, the start of the name, the start of a later word. */
export const PREFIX_MATCH_KINDS = ['exact', 'start', 'word'] as const;
/** One of PREFIX_MATCH_KINDS. */
export type PrefixMatchKind = (typeof PREFIX_MATCH_KINDS)[number];

/** Keys are ranked by length up to this; longer ones rank alike (then alphabetically). */
const MAX_RANKED_LENGTH = 256;

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

  /**
   * The entries matching `prefix` (a folded key) that `accept` lets through, for at most
   * `limit` different cards: best kind first (whole key, start of the name, start of a later
   * word; Oracle names before other names), then shorter keys, then alphabetical. Matches are
   * binned by rank during the scan, so only the bins needed are sorted and only their entries
   * are offered to `accept` (which may build the card).
   */
  match(prefix: string, accept: (entry: NameEntry) => boolean, limit: number): NameEntry[] {
    if (prefix === '' || limit <= 0) return [];
    const bins = new Map<number, NameEntry[]>();
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
      if (!kind) continue;
      const bin = (PREFIX_MATCH_KINDS.indexOf(kind) * 2 + (entry.kind === 'name' ? 0 : 1)) * MAX_RANKED_LENGTH + Math.min(key.length, MAX_RANKED_LENGTH - 1);
      const list = bins.get(bin);
      if (list) list.push(entry);
      else bins.set(bin, [entry]);
    }
    const found: NameEntry[] = [];
    const cards = new Set<number>();
    for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
      for (const entry of (bins.get(bin) as NameEntry[]).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
        if (cards.has(entry.card) || !accept(entry)) continue;
        found.push(entry);
        cards.add(entry.card);
        if (cards.size >= limit) return found;
      }
    }
    return found;
  }
}
