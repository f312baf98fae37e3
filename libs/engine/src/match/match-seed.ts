import { EngineSeed, hexOutput, mix32, nextRandom, seedRng } from '../state/rng';
import type { MatchSide } from './match-types';

/** A 32-bit hash of an integer seed and a salt (murmur3 finaliser), so every derived value is a pure function of the match seed. */
function mix(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The generator of a hex match seed, told apart per use by `salt` (the game number, 0 for the coin flip). */
function derivedState(matchSeed: string, salt: number) {
  const state = seedRng(matchSeed);
  state[0] = (state[0] ^ mix32(salt)) >>> 0;
  return seedRng(hexOutput(state));
}

/** The winner of the game-1 random method of a Swiss match (MTR 2.2), derived from the match seed. */
export function coinFlipWinner(matchSeed: EngineSeed): MatchSide {
  if (typeof matchSeed === 'number') return mix(matchSeed, 0) >>> 31 === 0 ? 'A' : 'B';
  return nextRandom(derivedState(matchSeed, 0)).value < 0.5 ? 'A' : 'B';
}

/**
 * The engine seed of game `gameNumber` (1-based), derived from the match seed: an integer for an
 * integer seed, 32 hex digits (128 bits) for a hex seed, so a game keeps its match seed's strength.
 */
export function gameSeed(matchSeed: EngineSeed, gameNumber: number): EngineSeed {
  if (typeof matchSeed === 'number') return mix(matchSeed, gameNumber) >>> 1;
  return hexOutput(derivedState(matchSeed, gameNumber));
}
