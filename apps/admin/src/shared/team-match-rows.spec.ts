import type { Match } from '../graphql/api-types';
import { withUpdatedMatch } from './pairing-rows';
import { teamMatchRows, teamScoreFromSide } from './team-match-rows';

const player = (name: string) => ({ id: name, name, dropped: false });
const teams = [
  { id: 't1', name: 'Owls' },
  { id: 't2', name: 'Bats' },
];
const open = { id: '1:t1:t2', table: 1, score: [1, 0, 0], decided: false, winner: null, unplayedSeats: ['B', 'C'] };
const seat = (seatLetter: string, table: number, status: string): Match => ({
  id: `m${seatLetter}`,
  round: 1,
  table,
  players: [player(`${seatLetter}1`), player(`${seatLetter}2`)],
  bye: false,
  wins: status === 'FINAL' ? [2, 0] : null,
  draws: status === 'FINAL' ? 0 : null,
  status,
  teamSeat: seatLetter,
  teams,
  teamMatch: open,
});
const bye: Match = { id: 'mbye', round: 1, table: null, players: [player('Z1')], bye: true, wins: [2, 0], draws: 0, status: 'FINAL', teamSeat: null, teams: [{ id: 't3', name: 'Cats' }], teamMatch: { id: '1:t3:bye', table: null, score: [2, 0, 0], decided: true, winner: 0, unplayedSeats: [] } };

describe('team match rows', () => {
  it('groups seat matches by team match, seats in order, byes last', () => {
    const rows = teamMatchRows([bye, seat('C', 3, 'PENDING'), seat('A', 1, 'FINAL'), seat('B', 2, 'PENDING')]);
    expect(rows.map((row) => [row.id, row.table, row.matches.map((m) => m.teamSeat)])).toEqual([
      ['1:t1:t2', 1, ['A', 'B', 'C']],
      ['1:t3:bye', null, [null]],
    ]);
  });

  it('a live update of one seat gives its team match state to the other seats', () => {
    const round = [seat('A', 1, 'FINAL'), seat('B', 2, 'PENDING'), seat('C', 3, 'PENDING'), bye];
    const decided = { ...seat('B', 2, 'FINAL'), teamMatch: { ...open, score: [2, 0, 0], decided: true, winner: 0, unplayedSeats: ['C'] } };
    const updated = withUpdatedMatch(round, decided);
    expect(updated.map((m) => m.teamMatch?.decided)).toEqual([true, true, true, true]);
    expect(updated[1].status).toBe('FINAL');
    expect(updated[3]).toBe(bye);
  });

  it('reads the score from either team', () => {
    expect(teamScoreFromSide({ score: [2, 1, 0] }, 0)).toBe('2-1');
    expect(teamScoreFromSide({ score: [2, 0, 1] }, 1)).toBe('0-2-1');
  });
});
