import { editDistance } from './edit-distance';
import { NameEntry } from './name-entry';

/** A fuzzy match: the entry, its edit distance to the query and the share of trigrams in common (Dice). */
export interface FuzzyMatch {
  readonly entry: NameEntry;
  readonly distance: number;
  readonly similarity: number;
}

/** Candidates ranked by trigrams before the (costlier) edit distance decides. */
const CANDIDATES = 64;
/** Trigram hash buckets: ~150,000 distinct trigrams (Chinese names have many) in flat arrays, a few MB. */
const BUCKET_BITS = 19;
const BUCKET_MASK = (1 << BUCKET_BITS) - 1;

/** The distinct trigram buckets of a key padded with ^ and $ ("^li", "lig", …, "lt$"). */
function trigramBuckets(key: string): number[] {
  const padded = `^${key}$`;
  const buckets = new Set<number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const hash = Math.imul(padded.charCodeAt(i), 0x9e3779b1) ^ Math.imul(padded.charCodeAt(i + 1), 0x85ebca6b) ^ Math.imul(padded.charCodeAt(i + 2), 0xc2b2ae35);
    buckets.add((hash ^ (hash >>> 15)) & BUCKET_MASK);
  }
  return [...buckets];
}

/**
 * Fuzzy name matching for typos: a trigram index narrows ~50,000 names to the few sharing the
 * most trigrams, and the edit distance over those ranks them ("lightnigbolt" → "lightningbolt").
 * Trigrams are hashed into buckets whose postings live in one flat array (a bucket collision
 * only adds a candidate, which the edit distance then judges).
 */
export class TrigramIndex {
  private readonly bucketStart = new Int32Array((1 << BUCKET_BITS) + 1);
  private readonly postings: Int32Array;
  private readonly gramCounts: Uint16Array;
  private readonly shared: Uint16Array;

  constructor(private readonly entries: readonly NameEntry[]) {
    this.gramCounts = new Uint16Array(entries.length);
    this.shared = new Uint16Array(entries.length);
    const grams = entries.map((entry) => trigramBuckets(entry.key));
    grams.forEach((buckets, id) => {
      this.gramCounts[id] = buckets.length;
      for (const bucket of buckets) this.bucketStart[bucket + 1]++;
    });
    for (let b = 1; b < this.bucketStart.length; b++) this.bucketStart[b] += this.bucketStart[b - 1];
    this.postings = new Int32Array(this.bucketStart[this.bucketStart.length - 1]);
    const fill = this.bucketStart.slice(0, -1);
    grams.forEach((buckets, id) => {
      for (const bucket of buckets) this.postings[fill[bucket]++] = id;
    });
  }

  /** The closest entries to `key` (a folded name), best first: fewest edits, then most trigrams shared. */
  match(key: string, limit: number): FuzzyMatch[] {
    if (key === '') return [];
    const buckets = trigramBuckets(key);
    const touched: number[] = [];
    for (const bucket of buckets) {
      for (let i = this.bucketStart[bucket]; i < this.bucketStart[bucket + 1]; i++) {
        const id = this.postings[i];
        if (this.shared[id]++ === 0) touched.push(id);
      }
    }
    // The candidates sharing the most trigrams, picked by counting (no sort of every name touched).
    const byShared: number[][] = [];
    for (const id of touched) (byShared[this.shared[id]] ??= []).push(id);
    const picked: { id: number; similarity: number }[] = [];
    for (let count = byShared.length - 1; count > 0 && picked.length < CANDIDATES * 2; count--) {
      for (const id of byShared[count] ?? []) picked.push({ id, similarity: (2 * Math.min(count, this.gramCounts[id])) / (buckets.length + this.gramCounts[id]) });
    }
    for (const id of touched) this.shared[id] = 0;
    const scored = picked.sort((a, b) => b.similarity - a.similarity);
    const maxDistance = Math.max(2, Math.floor(key.length * 0.4));
    const matches: FuzzyMatch[] = [];
    for (const { id, similarity } of scored.slice(0, CANDIDATES)) {
      const entry = this.entries[id];
      const distance = editDistance(key, entry.key, maxDistance);
      if (distance <= maxDistance || similarity >= 0.6) matches.push({ entry, distance, similarity });
    }
    matches.sort((a, b) => a.distance - b.distance || b.similarity - a.similarity || a.entry.key.length - b.entry.key.length);
    return matches.slice(0, limit);
  }
}
