import type { Match, Round } from '../graphql/api-types';
import { layoutBracket, winnerOf } from './bracket-layout';

const player = (id: string) => ({ id, name: id, dropped: false });
const match = (id: string, a: string, b: string, wins: number[] | null = null): Match => ({
  id,
  round: 1,
  table: 1,
  players: [player(a), player(b)],
  bye: false,
  wins,
  draws: wins ? 0 : null,
  status: wins ? 'FINAL' : 'PENDING',
  teamSeat: null,
  teams: [],
  teamMatch: null,
});
const round = (number: number, matches: Match[]): Round => ({ id: `r${number}`, number, kind: 'PLAYOFF', published: true, matches });

describe('MTR App. E: Top 8 bracket', () => {
  const quarterfinals = round(6, [match('q1', 's1', 's8', [2, 0]), match('q2', 's4', 's5', [0, 2]), match('q3', 's2', 's7', [2, 1]), match('q4', 's3', 's6', [1, 2])]);

  it('has quarterfinal, semifinal and final columns with empty slots before pairing', () => {
    const columns = layoutBracket([quarterfinals], 8);
    expect(columns.map((column) => [column.stage, column.players, column.slots.length])).toEqual([
      ['quarterfinals', 8, 4],
      ['semifinals', 4, 2],
      ['final', 2, 1],
    ]);
    expect(columns[1]!.slots).toEqual([null, null]);
  });

  it('places a semifinal under the quarterfinals its players came from, whatever the API order', () => {
    const semifinals = round(7, [match('s-b', 's2', 's6'), match('s-a', 's1', 's5')]);
    const columns = layoutBracket([quarterfinals, semifinals], 8);
    expect(columns[1]!.slots.map((slot) => slot?.id)).toEqual(['s-a', 's-b']);
  });

  it('names the winner of a final match by games', () => {
    expect(winnerOf(match('x', 'a', 'b', [1, 2]))).toBe('b');
    expect(winnerOf(match('y', 'a', 'b'))).toBeNull();
  });
});
