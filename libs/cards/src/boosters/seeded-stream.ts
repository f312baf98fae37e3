import { createHash } from 'node:crypto';

const BLOCK_WORDS = 8;
const TWO_POW_32 = 2 ** 32;

/**
 * Deterministic random numbers from a secret seed: SHA-256 of the seed and a block counter, so
 * the same seed always opens the same packs, while packs opened so far reveal nothing of the
 * ones to come (a 256-bit hash, not a small-state generator that can be searched).
 */
export class SeededStream {
  private block: number[] = [];
  private counter = 0;

  constructor(private readonly seed: string) {}

  /** A uniform whole number in [0, 2^32). */
  nextUint32(): number {
    if (this.block.length === 0) {
      const digest = createHash('sha256').update(`${this.seed}\u0000${this.counter++}`).digest();
      this.block = Array.from({ length: BLOCK_WORDS }, (_, i) => digest.readUInt32BE(i * 4)).reverse();
    }
    return this.block.pop() as number;
  }

  /** A uniform whole number in [0, bound), for bound ≤ 2^53; rejection keeps it unbiased. */
  below(bound: number): number {
    if (!Number.isSafeInteger(bound) || bound <= 0) throw new RangeError(`below(${bound}): expected a whole number from 1 to 2^53`);
    if (bound <= TWO_POW_32) {
      const limit = TWO_POW_32 - (TWO_POW_32 % bound);
      for (;;) {
        const value = this.nextUint32();
        if (value < limit) return value % bound;
      }
    }
    const range = 2 ** 53;
    const limit = range - (range % bound);
    for (;;) {
      const value = (this.nextUint32() % 2 ** 21) * TWO_POW_32 + this.nextUint32();
      if (value < limit) return value % bound;
    }
  }

  /** The items in a uniformly random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [result[i], result[j]] = [result[j], result[i]];
    }
    return result;
  }
}
