import { GameState } from './game-state';

/** Advances a 32-bit state (mulberry32) and returns the next state and a float in [0, 1). */
export function nextRandom(seedState: number): { state: number; value: number } {
  const state = (seedState + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { state, value };
}

/** Draws an integer in [0, n) from the game's generator, advancing its state. */
export function randomInt(game: GameState, n: number): number {
  const next = nextRandom(game.rng);
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

/** Creates an agent generator from a seed. */
export function createAgentRng(seed: number): AgentRng {
  let state = seed | 0;
  return {
    next() {
      const r = nextRandom(state);
      state = r.state;
      return r.value;
    },
    int(n: number) {
      return Math.floor(this.next() * n);
    },
  };
}
