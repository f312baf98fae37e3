/**
 * A small seeded PRNG (SplitMix32-style mixing over a 32-bit counter state). The state is a
 * plain number so callers can store it as data; the same seed always gives the same stream.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = mix32(seed >>> 0 ^ 0x9e3779b9);
  }

  /** Current state, to persist and resume with {@link SeededRandom.fromState}. */
  get currentState(): number {
    return this.state;
  }

  /** Resumes a generator from a stored state. */
  static fromState(state: number): SeededRandom {
    const random = new SeededRandom(0);
    random.state = state >>> 0;
    return random;
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    return mix32(this.state);
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [0, bound). */
  nextInt(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  /** Fisher-Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const held = items[i];
      items[i] = items[j];
      items[j] = held;
    }
    return items;
  }
}

/** A 32-bit integer finalizer (murmur3-like avalanche). */
export function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Deterministic 32-bit hash of a string mixed with a seed (FNV-1a then avalanche). */
export function hashString(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return mix32(hash);
}
