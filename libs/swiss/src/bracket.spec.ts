import { buildBracket, pairPlayoffRound, resolveBracket } from './bracket';
import { EventFile, EventRound } from './event-file';
import { isPairedBye, RoundPairing } from './round-pairing';
import { eventOf } from './testing/event-builder';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `s${i + 1}`);

/** A round robin (circle method) in which the lower index always wins: standings s1 > s2 > ... */
function eventWithClearStandings(count: number): EventFile {
  const players = ids(count);
  const event = eventOf(players, []);
  const circle = [...players];
  for (let r = 0; r < count - 1; r++) {
    const matches = [];
    for (let i = 0; i < count / 2; i++) {
      const [a, b] = [circle[i], circle[count - 1 - i]];
      const [high, low] = players.indexOf(a) < players.indexOf(b) ? [a, b] : [b, a];
      matches.push({ players: [high, low] as [string, string], games: [2, 0, 0] as [number, number, number] });
    }
    event.rounds.push({ number: r + 1, matches });
    circle.splice(1, 0, circle.pop()!);
  }
  return event;
}

function finishRound(pairing: RoundPairing, higherSeedWins: boolean): EventRound {
  return {
    number: pairing.round,
    kind: 'playoff',
    matches: pairing.pairings.map((entry) =>
      isPairedBye(entry) ? { players: entry.players, bye: true as const } : { players: entry.players, games: (higherSeedWins ? [2, 1, 0] : [1, 2, 0]) as [number, number, number] },
    ),
  };
}

describe('MTR App. E playoffs: single elimination', () => {
  it('Top 8 seeds 1v8, 4v5, 2v7, 3v6, then winners of 1/8 and 4/5 meet, of 2/7 and 3/6', () => {
    const bracket = buildBracket(ids(10), 8);
    expect(bracket.rounds[0].map((m) => m.seeds)).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
    expect(bracket.rounds[0][0].players).toEqual(['s1', 's8']);
    expect(bracket.rounds[1].map((m) => m.winnersOf)).toEqual([[1, 2], [3, 4]]);
    expect(bracket.rounds[2].map((m) => m.winnersOf)).toEqual([[5, 6]]);
  });

  it('Top 4: 1v4, 2v3', () => {
    expect(buildBracket(ids(4), 4).rounds[0].map((m) => m.seeds)).toEqual([[1, 4], [2, 3]]);
  });

  it('Top 16 keeps 1 and 2 apart until the final', () => {
    expect(buildBracket(ids(16), 16).rounds[0].map((m) => m.seeds)).toEqual([[1, 16], [8, 9], [4, 13], [5, 12], [2, 15], [7, 10], [3, 14], [6, 11]]);
  });

  it('booster-draft Top 8 pairs by draft seat 1v5 2v6 3v7 4v8', () => {
    const seats: Record<string, number> = { s1: 3, s2: 7, s3: 1, s4: 5, s5: 2, s6: 6, s7: 4, s8: 8 };
    const bracket = buildBracket(ids(8), 8, { draftSeats: seats });
    expect(bracket.rounds[0].map((m) => m.players)).toEqual([['s3', 's4'], ['s1', 's2'], ['s5', 's6'], ['s7', 's8']]);
  });

  it('5-8 players: missing seeds are byes for the top seeds', () => {
    const bracket = buildBracket(ids(6), 8);
    expect(bracket.rounds[0][0]).toMatchObject({ seeds: [1, null], players: ['s1', null], winner: 's1' });
    expect(bracket.rounds[0][2]).toMatchObject({ seeds: [2, null], winner: 's2' });
  });

  it('pairs the playoff round by round from the standings and the winners', () => {
    const event = eventWithClearStandings(8);
    const quarter = pairPlayoffRound(event, 8);
    if (!quarter.ok) throw new Error(quarter.error.message);
    expect(quarter.pairing.pairings).toEqual([
      { table: 1, players: ['s1', 's8'] },
      { table: 2, players: ['s4', 's5'] },
      { table: 3, players: ['s2', 's7'] },
      { table: 4, players: ['s3', 's6'] },
    ]);
    event.rounds.push(finishRound(quarter.pairing, false));
    const semi = pairPlayoffRound(event, 8);
    if (!semi.ok) throw new Error(semi.error.message);
    expect(semi.pairing.pairings).toEqual([
      { table: 1, players: ['s5', 's8'] },
      { table: 2, players: ['s6', 's7'] },
    ]);
    event.rounds.push(finishRound(semi.pairing, true));
    const final = pairPlayoffRound(event, 8);
    if (!final.ok) throw new Error(final.error.message);
    expect(final.pairing.pairings).toEqual([{ table: 1, players: ['s5', 's6'] }]);
    event.rounds.push(finishRound(final.pairing, true));
    const done = pairPlayoffRound(event, 8);
    expect(done.ok || done.error.code).toBe('PLAYOFF_COMPLETE');
    const resolved = resolveBracket(event, 8);
    expect(resolved.ok && resolved.bracket.rounds[2][0].winner).toBe('s5');
  });

  it('refuses draws, unfinished rounds and foreign pairings', () => {
    const event = eventWithClearStandings(4);
    const semi = pairPlayoffRound(event, 4);
    if (!semi.ok) throw new Error(semi.error.message);
    const unfinished: EventRound = { number: semi.pairing.round, kind: 'playoff', matches: [{ players: ['s1', 's4'] }, { players: ['s2', 's3'], games: [2, 0, 0] }] };
    expect(pairPlayoffRound({ ...event, rounds: [...event.rounds, unfinished] }, 4)).toMatchObject({ ok: false, error: { code: 'ROUND_NOT_FINISHED' } });
    const foreign: EventRound = { number: semi.pairing.round, kind: 'playoff', matches: [{ players: ['s1', 's2'], games: [2, 0, 0] }, { players: ['s3', 's4'], games: [2, 0, 0] }] };
    expect(pairPlayoffRound({ ...event, rounds: [...event.rounds, foreign] }, 4)).toMatchObject({ ok: false, error: { code: 'PLAYOFF_MISMATCH' } });
    const drawn: EventRound = { number: semi.pairing.round, kind: 'playoff', matches: [{ players: ['s1', 's4'], games: [1, 1, 1] }, { players: ['s2', 's3'], games: [2, 0, 0] }] };
    expect(pairPlayoffRound({ ...event, rounds: [...event.rounds, drawn] }, 4)).toMatchObject({ ok: false, error: { code: 'INVALID_EVENT' } });
    expect(pairPlayoffRound(event, 6)).toMatchObject({ ok: false, error: { code: 'INVALID_TOP_CUT' } });
  });
});
