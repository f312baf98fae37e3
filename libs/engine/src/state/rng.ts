import { GameState } from './game-state';

/**
 * A game's seed: an integer (scenarios, tests, the CLI) or a hex string of at least 32 digits,
 * 128 bits or more (the platform's digital matches). Only a 128-bit seed keeps hidden cards
 * out of reach of an offline search over every seed.
 */
export type EngineSeed = number | string;

/** The generator's state: four 32-bit words of xoshiro128** (128 bits), plain JSON. */
export type RngState = [number, number, number, number];

const HEX_SEED = /^[0-9a-f]{32,}$/i;

/** Whether `seed` is one the engine accepts: a safe integer or a hex string of at least 32 digits. */
export function isEngineSeed(seed: unknown): seed is EngineSeed {
  return (typeof seed === 'number' && Number.isSafeInteger(seed)) || (typeof seed === 'string' && HEX_SEED.test(seed));
}

/** The splitmix32 finaliser: spreads every input bit over the output word. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

/** One xoshiro128** step (Blackman & Vigna): advances `s` in place, returns a 32-bit output. */
function step(s: RngState): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  for (let i = 0; i < 4; i++) s[i] >>>= 0;
  return result;
}

/** Outputs thrown away after seeding, so a seed of few set bits does not show in the first draws. */
const WARM_UP = 16;

/**
 * The generator's first state for a seed. A hex seed's first 128 bits are the state itself (no
 * bit is lost) and later digits are folded in; an integer is expanded with splitmix32.
 */
export function seedRng(seed: EngineSeed): RngState {
  if (!isEngineSeed(seed)) throw new Error(`Engine seed must be a safe integer or at least 32 hex digits, got ${String(seed)}`);
  let state: RngState;
  if (typeof seed === 'string') {
    const words = (seed.match(/.{1,8}/g) ?? []).map((word) => parseInt(word.padEnd(8, '0'), 16) >>> 0);
    state = [words[0], words[1], words[2], words[3]];
    for (let i = 4; i < words.length; i++) state[i % 4] = (mix32(state[i % 4]) ^ words[i]) >>> 0;
  } else {
    const low = seed | 0;
    const high = Math.floor(seed / 2 ** 32) | 0;
    const a = mix32(low ^ mix32(high));
    const b = mix32(a);
    const c = mix32(b);
    state = [a, b, c, mix32(c)];
  }
  // xoshiro's one forbidden state.
  if (state.every((word) => word === 0)) state[0] = 1;
  for (let i = 0; i < WARM_UP; i++) step(state);
  return state;
}

/** Advances a state and returns the next state and a float in [0, 1). */
export function nextRandom(seedState: RngState): { state: RngState; value: number } {
  const state: RngState = [...seedState];
  return { state, value: step(state) / 4294967296 };
}

/** 128 bits of a generator's output as 32 hex digits (derived seeds). */
export function hexOutput(state: RngState): string {
  const s: RngState = [...state];
  return [step(s), step(s), step(s), step(s)].map((word) => word.toString(16).padStart(8, '0')).join('');
}

/** Draws an integer in [0, n) from the game's generator, advancing its state. */
export function randomInt(game: GameState, n: number): number {
  // A game stored before the 128-bit generator kept a 32-bit number: it continues from that number as a seed.
  const current: unknown = game.rng;
  const next = nextRandom(typeof current === 'number' ? seedRng(current) : game.rng);
  game.rng = next.state;
  return Math.floor(next.value * n);
}

/** Shuffles a list in place with the game's generator (Fisher–Yates). */
export function shuffleInPlace<T>(game: GameState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(game, i + 1);
    const tmp = list[i];
    list[i] = list[j];
    list[j] = tmp;
  }
}

/** A small seeded generator for agents, outside any game state. */
export interface AgentRng {
  next(): number;
  int(n: number): number;
}

/** Creates an agent generator from a seed (an integer or 128+ bits of hex, as for games). */
export function createAgentRng(seed: EngineSeed): AgentRng {
  const state = seedRng(seed);
  return {
    next() {
      return step(state) / 4294967296;
    },
    int(n: number) {
      return Math.floor(this.next() * n);
    },
  };
}
