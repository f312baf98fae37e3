import { randomUUID } from 'node:crypto';
import { seededRandom } from './tournament-driver';

const RESULTS: [number, number, number][] = [[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0], [1, 1, 1]];

/** A finished Swiss event of `players` players (an even number) and `rounds` random rounds, as the platform would export it. */
export function largeEventFile(players: number, rounds: number): Record<string, any> {
  const random = seededRandom(12);
  const ids = Array.from({ length: players }, () => randomUUID());
  const fileRounds = Array.from({ length: rounds }, (_, r) => {
    const order = [...ids].sort(() => random() - 0.5);
    const matches = Array.from({ length: players / 2 }, (_, t) => ({ players: [order[2 * t], order[2 * t + 1]], table: t + 1, games: RESULTS[Math.floor(random() * RESULTS.length)] }));
    return { number: r + 1, matches, seed: 1000 + r };
  });
  return {
    format: 'arbiter-event/1',
    name: 'Grand Prix',
    structure: { swissRounds: rounds, topCut: 0, matchGames: 3, finalsGames: 3 },
    players: ids.map((id, i) => ({ id, name: `Player ${i + 1}` })),
    rounds: fileRounds,
    drops: [],
    lateEntries: [],
    event: { format: 'CONSTRUCTED', rel: 'COMPETITIVE', roundMinutes: 50, startsAt: null, digital: false },
  };
}
