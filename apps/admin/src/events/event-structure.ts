import type { EventFormat, EventStructure, Rel } from '../graphql/api-types';

/** MTR App. E: Swiss rounds and top cut by attendance (players with byes counted as more, see byeWeightedAttendance). */
const ROUNDS_BY_ATTENDANCE: readonly { maxPlayers: number; swissRounds: number; topCut: number }[] = [
  // 5-8 players: the MTR runs no Swiss, only a 3-round single elimination; stores commonly run 3 Swiss rounds instead.
  { maxPlayers: 8, swissRounds: 3, topCut: 0 },
  { maxPlayers: 16, swissRounds: 5, topCut: 4 },
  { maxPlayers: 32, swissRounds: 5, topCut: 8 },
  { maxPlayers: 64, swissRounds: 6, topCut: 8 },
  { maxPlayers: 128, swissRounds: 7, topCut: 8 },
  { maxPlayers: 226, swissRounds: 8, topCut: 8 },
  { maxPlayers: 409, swissRounds: 9, topCut: 8 },
  { maxPlayers: Number.POSITIVE_INFINITY, swissRounds: 10, topCut: 8 },
];

/** MTR App. E: a player with 1/2/3 byes counts as 2/4/8 players when sizing the event. */
export function byeWeightedAttendance(byesPerPlayer: readonly number[]): number {
  return byesPerPlayer.reduce((total, byes) => total + 2 ** Math.min(Math.max(byes, 0), 3), 0);
}

/** The structure the MTR recommends for this attendance, format and REL. */
export function recommendStructure(attendance: number, format: EventFormat, rel: Rel): EventStructure {
  const row = ROUNDS_BY_ATTENDANCE.find((candidate) => attendance <= candidate.maxPlayers)!;
  // MTR 2.6: 50 minutes recommended; Professional REL Swiss 60 (Constructed) or 55 (Limited).
  const roundMinutes = rel === 'PROFESSIONAL' ? (format === 'CONSTRUCTED' ? 60 : 55) : 50;
  return { swissRounds: row.swissRounds, topCut: row.topCut, gamesPerMatch: 3, finalsGamesPerMatch: 3, roundMinutes };
}
