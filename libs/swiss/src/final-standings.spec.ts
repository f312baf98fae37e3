import { EventFile } from './event-file';
import { computeFinalStandings } from './final-standings';
import { computeStandings } from './standings';

function eightPlayerEventWithTop4(): EventFile {
  const players = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  return {
    format: 'arbiter-event/1',
    name: 'Top 4',
    structure: { swissRounds: 3, topCut: 4, matchGames: 3, finalsGames: 3 },
    players,
    rounds: [
      { number: 1, matches: [{ table: 1, players: ['p1', 'p2'], games: [2, 0, 0] }, { table: 2, players: ['p3', 'p4'], games: [2, 0, 0] }, { table: 3, players: ['p5', 'p6'], games: [2, 0, 0] }, { table: 4, players: ['p7', 'p8'], games: [2, 0, 0] }] },
      { number: 2, matches: [{ table: 1, players: ['p1', 'p3'], games: [2, 1, 0] }, { table: 2, players: ['p5', 'p7'], games: [2, 1, 0] }, { table: 3, players: ['p2', 'p4'], games: [2, 0, 0] }, { table: 4, players: ['p6', 'p8'], games: [2, 0, 0] }] },
      { number: 3, matches: [{ table: 1, players: ['p1', 'p5'], games: [2, 0, 0] }, { table: 2, players: ['p3', 'p7'], games: [2, 0, 0] }, { table: 3, players: ['p2', 'p6'], games: [2, 0, 0] }, { table: 4, players: ['p4', 'p8'], games: [2, 0, 0] }] },
    ],
    drops: [],
    lateEntries: [],
  };
}

describe('final standings after a playoff', () => {
  it('without playoff rounds they are the Swiss standings', () => {
    const event = eightPlayerEventWithTop4();
    expect(computeFinalStandings(event).map((s) => s.player)).toEqual(computeStandings(event).standings.map((s) => s.player));
  });

  it('ranks the winner, the finalist, then semifinal losers by Swiss rank, then everyone else in Swiss order', () => {
    const event = eightPlayerEventWithTop4();
    const swiss = computeStandings(event).standings.map((s) => s.player);
    const [s1, s2, s3, s4] = swiss;
    event.rounds.push(
      { number: 4, kind: 'playoff', matches: [{ table: 1, players: [s1, s4], games: [0, 2, 0] }, { table: 2, players: [s2, s3], games: [2, 1, 0] }] },
      { number: 5, kind: 'playoff', matches: [{ table: 1, players: [s4, s2], games: [2, 0, 0] }] },
    );
    const final = computeFinalStandings(event);
    expect(final.slice(0, 4).map((s) => [s.player, s.finish])).toEqual([
      [s4, 'winner'],
      [s2, 'final'],
      [s1, 'semifinal'],
      [s3, 'semifinal'],
    ]);
    expect(final.slice(4).map((s) => s.player)).toEqual(swiss.slice(4));
    expect(final.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
