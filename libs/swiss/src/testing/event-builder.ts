import { EVENT_FILE_FORMAT, EventFile, EventMatch, EventRound } from '../event-file';

/** A match in shorthand: `['a', 'b', [2, 1, 0]]`, `['a', 'b']` (unfinished) or `['a']` (bye). */
export type MatchShorthand = [string] | [string, string] | [string, string, [number, number, number]];

/** Builds a round from shorthand matches (test helper). */
export function roundOf(number: number, matches: MatchShorthand[], kind?: 'swiss' | 'playoff'): EventRound {
  const entries: EventMatch[] = matches.map((m) => {
    if (m.length === 1) return { players: [m[0]], bye: true };
    if (m.length === 2) return { players: [m[0], m[1]] };
    return { players: [m[0], m[1]], games: m[2] };
  });
  return { number, ...(kind ? { kind } : {}), matches: entries };
}

/** Builds a valid-looking event from player ids and shorthand rounds (test helper). */
export function eventOf(playerIds: string[], rounds: MatchShorthand[][], extra: Partial<EventFile> = {}): EventFile {
  return {
    format: EVENT_FILE_FORMAT,
    name: 'Test event',
    structure: { swissRounds: Math.max(3, rounds.length), topCut: 8, matchGames: 3, finalsGames: 3 },
    players: playerIds.map((id) => ({ id, name: `Player ${id}` })),
    rounds: rounds.map((matches, i) => roundOf(i + 1, matches)),
    drops: [],
    lateEntries: [],
    ...extra,
  };
}
