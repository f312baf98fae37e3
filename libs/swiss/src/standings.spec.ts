import { computeStandings, Standing } from './standings';
import { eventOf, MatchShorthand } from './testing/event-builder';

const WIN: [number, number, number] = [2, 0, 0];
const LOSS: [number, number, number] = [0, 2, 0];
const DRAW: [number, number, number] = [1, 1, 1];

/** An event where player "a" meets a fresh opponent each round with the given games. */
function soloRecord(games: ([number, number, number] | 'bye')[], extra = {}) {
  const opponents = games.map((_, i) => `o${i + 1}`);
  const rounds: MatchShorthand[][] = games.map((g, i) => (g === 'bye' ? [['a']] : [['a', opponents[i], g]]));
  return eventOf(['a', ...opponents], rounds, extra);
}

function standingOf(standings: Standing[], id: string): Standing {
  const found = standings.find((s) => s.player === id);
  if (!found) throw new Error(`no standing for ${id}`);
  return found;
}

describe('MTR App. C', () => {
  it('match-win %: 5-2-1 is 16/24 = 0.667', () => {
    const a = standingOf(computeStandings(soloRecord([WIN, WIN, WIN, WIN, WIN, LOSS, LOSS, DRAW])).standings, 'a');
    expect(a.record).toBe('5-2-1');
    expect(a.matchPoints).toBe(16);
    expect(a.matchWinPercent).toBeCloseTo(16 / 24, 12);
  });

  it('match-win %: 3-2-0 with a round-1 bye, then dropped, is 9/15 = 0.60', () => {
    const event = soloRecord(['bye', WIN, WIN, LOSS, LOSS], { drops: [{ player: 'a', afterRound: 5 }] });
    event.structure.swissRounds = 8;
    const a = standingOf(computeStandings(event).standings, 'a');
    expect(a.record).toBe('3-2-0');
    expect(a.matchWinPercent).toBeCloseTo(0.6, 12);
    expect(a.dropped).toBe(true);
  });

  it('Wizards Event Reporter setting: own byes left out of MW% (6/12) but counted 2-0 in GW%', () => {
    const event = soloRecord(['bye', WIN, WIN, LOSS, LOSS], { settings: { ownByesInMatchWin: false } });
    const a = standingOf(computeStandings(event).standings, 'a');
    expect(a.matchWinPercent).toBeCloseTo(0.5, 12);
    expect(a.gamePoints).toBe(6 + 6 + 6);
    expect(a.gamesPlayed).toBe(2 + 2 + 2 + 2 + 2);
  });

  it('game-win %: 21 game points of 30 possible is 0.70', () => {
    const a = standingOf(computeStandings(soloRecord([[2, 0, 0], [2, 0, 0], [2, 1, 0], [1, 2, 0]])).standings, 'a');
    expect(a.gamePoints).toBe(21);
    expect(a.gw).toBeCloseTo(0.7, 12);
  });

  it('game-win %: 9/33 = 0.27 is floored to 0.33', () => {
    const a = standingOf(computeStandings(soloRecord([[1, 2, 0], [1, 2, 0], [1, 2, 0], [0, 2, 0]])).standings, 'a');
    expect(a.gamePoints).toBe(9);
    expect(a.gamesPlayed).toBe(11);
    expect(a.gw).toBeCloseTo(1 / 3, 12);
  });

  it('match-win % is floored at 1/3: 0-3 counts as 0.33 for opponents', () => {
    const a = standingOf(computeStandings(soloRecord([LOSS, LOSS, LOSS])).standings, 'a');
    expect(a.matchWinPercent).toBeCloseTo(1 / 3, 12);
  });

  it('OMW%: byes are not opponents; each opponent floored; a dropped opponent counts over the rounds they played', () => {
    // Round 1: a beats b; c beats d. Round 2: a has the bye; b beats d, c ... c drops after round 1.
    const event = eventOf(
      ['a', 'b', 'c', 'd', 'e'],
      [
        [['a', 'b', WIN], ['c', 'd', WIN], ['e']],
        [['a'], ['b', 'd', WIN], ['e', 'c', WIN]],
        [['a', 'c', LOSS], ['b', 'e', WIN], ['d']],
      ],
      { drops: [{ player: 'c', afterRound: 3 }] },
    );
    const standings = computeStandings(event).standings;
    const a = standingOf(standings, 'a');
    // a's opponents: b (2-1: 6/9) and c (2-1: 6/9); the bye is not an opponent.
    expect(a.omw).toBeCloseTo((6 / 9 + 6 / 9) / 2, 12);
    const d = standingOf(standings, 'd');
    // d's opponents: c (6/9) and b (6/9); d's own bye counts for d only.
    expect(d.omw).toBeCloseTo(6 / 9, 12);
    expect(d.record).toBe('1-2-0');
  });

  it('OMW% of a dropped opponent uses only the rounds they played', () => {
    // b loses round 1 to a, then drops: b's MW% is 0/3 → floored 1/3, not 0/9.
    const event = eventOf(
      ['a', 'b', 'c', 'd'],
      [[['a', 'b', WIN], ['c', 'd', WIN]], [['a', 'c', WIN], ['d']], [['a', 'd', WIN], ['c']]],
      { drops: [{ player: 'b', afterRound: 1 }] },
    );
    const a = standingOf(computeStandings(event).standings, 'a');
    const cMw = 9 / 9 - 3 / 9; // c: win, loss, bye = 6/9
    const dMw = 3 / 9; // d: loss, bye, loss = 3/9
    expect(a.omw).toBeCloseTo((1 / 3 + cMw + dMw) / 3, 12);
  });

  it('orders by match points, OMW%, GW%, OGW%, then player id', () => {
    const event = eventOf(
      ['a', 'b', 'c', 'd'],
      [
        [['a', 'b', [2, 1, 0]], ['c', 'd', [2, 0, 0]]],
        [['a', 'c', [2, 1, 0]], ['b', 'd', [2, 1, 0]]],
      ],
    );
    const order = computeStandings(event).standings.map((s) => [s.rank, s.player, s.matchPoints]);
    // a 6 points; b and c 3 points (c has the better GW%: 5 of 5 games... c: 2-0 then 1-2); d 0.
    expect(order[0]).toEqual([1, 'a', 6]);
    expect(order[3]).toEqual([4, 'd', 0]);
    const [second, third] = computeStandings(event).standings.slice(1, 3);
    expect(second.omw).toBeGreaterThanOrEqual(third.omw);
  });

  it('breaks exact ties by player id', () => {
    const event = eventOf(['b', 'a'], [[['b', 'a', DRAW]]]);
    expect(computeStandings(event).standings.map((s) => s.player)).toEqual(['a', 'b']);
  });

  it('a disqualified player is removed and everyone below moves up', () => {
    const event = eventOf(['a', 'b', 'c', 'd'], [[['a', 'b', WIN], ['c', 'd', WIN]]], { disqualifications: [{ player: 'a', round: 1 }] });
    const standings = computeStandings(event).standings;
    expect(standings.map((s) => s.player)).not.toContain('a');
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3]);
  });

  it('a late entry has a match loss for each missed round unless given byes', () => {
    const event = eventOf(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [[['a', 'b', WIN], ['c', 'd', WIN]], [['a', 'c', WIN], ['e', 'f', WIN], ['b', 'd', WIN]]],
      { lateEntries: [{ player: 'e', beforeRound: 2 }, { player: 'f', beforeRound: 2, byes: 1 }] },
    );
    const standings = computeStandings(event).standings;
    expect(standingOf(standings, 'e').record).toBe('1-1-0');
    expect(standingOf(standings, 'f').record).toBe('1-1-0');
    expect(standingOf(standings, 'f').byes).toBe(1);
  });

  it('defaults to the last finished round and ignores an unfinished one', () => {
    const event = eventOf(['a', 'b', 'c', 'd'], [[['a', 'b', WIN], ['c', 'd', WIN]], [['a', 'c'], ['b', 'd', WIN]]]);
    expect(computeStandings(event).afterRound).toBe(1);
    expect(computeStandings(event, { afterRound: 0 }).standings.every((s) => s.matchPoints === 0)).toBe(true);
  });

  it('ignores playoff rounds', () => {
    const event = eventOf(['a', 'b'], [[['a', 'b', WIN]]]);
    event.rounds.push({ number: 2, kind: 'playoff', matches: [{ players: ['b', 'a'], games: [2, 0, 0] }] });
    const standings = computeStandings(event);
    expect(standings.afterRound).toBe(1);
    expect(standingOf(standings.standings, 'a').matchPoints).toBe(3);
  });

  it('0-0-0 is an intentional draw with no game played: 1 match point each, no games', () => {
    const a = standingOf(computeStandings(soloRecord([[0, 0, 0], WIN])).standings, 'a');
    expect(a.record).toBe('1-0-1');
    expect(a.matchPoints).toBe(4);
    expect(a.gamesPlayed).toBe(2);
    expect(a.gamePoints).toBe(6);
    const o1 = standingOf(computeStandings(soloRecord([[0, 0, 0], WIN])).standings, 'o1');
    expect([o1.matchPoints, o1.gamesPlayed, o1.gw]).toEqual([1, 0, 1 / 3]);
  });
});

describe('the percentage floor (MTR App. C text 0.33, software of record 1/3)', () => {
  it('states the floor in force: 1/3 by default, the event setting, or the caller override', () => {
    const event = soloRecord([LOSS, LOSS, LOSS]);
    expect(computeStandings(event).percentageFloor).toBe('1/3');
    expect(computeStandings({ ...event, settings: { percentageFloor: '0.33' } }).percentageFloor).toBe('0.33');
    expect(computeStandings({ ...event, settings: { percentageFloor: '0.33' } }, { percentageFloor: '1/3' }).percentageFloor).toBe('1/3');
  });

  it('9/33 = 0.27 becomes 0.33 under the MTR-text setting', () => {
    const event = { ...soloRecord([[1, 2, 0], [1, 2, 0], [1, 2, 0], [0, 2, 0]]), settings: { percentageFloor: '0.33' as const } };
    const a = standingOf(computeStandings(event).standings, 'a');
    expect(a.gw).toBe(0.33);
    expect(a.matchWinPercent).toBe(0.33);
  });

  it('a percentage between 0.33 and 1/3 is kept under 0.33 and floored under 1/3', () => {
    // 99 game points of 300 possible (100 games) is 0.33 exactly; 1/3 floors it up.
    const games: [number, number, number][] = [];
    for (let i = 0; i < 33; i++) games.push([1, 2, 0]);
    games.push([0, 1, 0]);
    const event = soloRecord(games);
    const third = standingOf(computeStandings(event).standings, 'a');
    const mtrText = standingOf(computeStandings(event, { percentageFloor: '0.33' }).standings, 'a');
    expect(third.gamesPlayed).toBe(100);
    expect(third.gw).toBeCloseTo(1 / 3, 15);
    expect(mtrText.gw).toBeCloseTo(0.33, 15);
  });

  it('opponents without a match each count at the floor in force, and so does a player with no opponents', () => {
    const event = soloRecord(['bye']);
    expect(standingOf(computeStandings(event, { percentageFloor: '0.33' }).standings, 'a').omw).toBe(0.33);
    expect(standingOf(computeStandings(event).standings, 'a').omw).toBeCloseTo(1 / 3, 15);
  });
});
