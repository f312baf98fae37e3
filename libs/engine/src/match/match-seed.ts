import type { MatchSide } from './match-types';

/** A 32-bit hash of a seed and a salt (murmur3 finaliser), so every derived value is a pure function of the match seed. */
function mix(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The winner of the game-1 random method of a Swiss match (MTR 2.2), derived from the match seed. */
export function coinFlipWinner(matchSeed: number): MatchSide {
  return mix(matchSeed, 0) >>> 31 === 0 ? 'A' : 'B';
}

/** The engine seed of game `gameNumber` (1-based), derived from the match seed. */
export function gameSeed(matchSeed: number, gameNumber: number): number {
  return mix(matchSeed, gameNumber) >>> 1;
}
