import { EventMatch, EventRound, isBye } from './event-file';
import { SeededRandom } from './seeded-random';
import { validateEventFile } from './validate-event-file';
import { referenceTeamStandings, ReferenceTeamMatch } from './testing/team-standings-reference';
import { computeTeamFinalStandings, computeTeamStandings, pairNextTeamRound, pairTeamPlayoffRound, TeamEventFile } from './team-event';

type Tally = [number, number, number];

function teamEvent(format: 'TRIOS' | 'TWO_HEADED_GIANT', teamIds: string[], rounds: EventRound[], extra: Partial<TeamEventFile> = {}): TeamEventFile {
  const size = format === 'TRIOS' ? 3 : 2;
  const teams = teamIds.map((id) => ({ id, name: `Team ${id}`, players: Array.from({ length: size }, (_, s) => `${id}${s}`) }));
  return {
    format: 'arbiter-event/1',
    name: 'Team test',
    structure: { swissRounds: 5, topCut: 0, matchGames: format === 'TRIOS' ? 3 : 1, finalsGames: format === 'TRIOS' ? 3 : 1 },
    players: teams.flatMap((t) => t.players.map((p) => ({ id: p, name: p }))),
    teams: { format, teams },
    rounds,
    drops: [],
    lateEntries: [],
    ...extra,
  };
}

function round(number: number, matches: EventMatch[]): EventRound {
  return { number, matches };
}

describe('team standings (MTR App. C with the team as the unit)', () => {
  // Hand-computed: a 6 MP (seat matches 5 played, 15 points), d 3, b 1, c 1 (b ahead on OMW 2/3 vs 5/12).
  const event = teamEvent('TRIOS', ['a', 'b', 'c', 'd'], [
    round(1, [
      { table: 1, players: ['a', 'b'], games: [2, 0, 0] }, // third seat left unplayed once decided
      { table: 2, players: ['c', 'd'], games: [1, 2, 0] },
    ]),
    round(2, [
      { table: 1, players: ['a', 'd'], games: [3, 0, 0] },
      { table: 2, players: ['b', 'c'], games: [1, 1, 1] },
    ]),
  ]);

  it('ranks by team match points, then OMW%, with seat matches as the games', () => {
    const standings = computeTeamStandings(event).standings;
    expect(standings.map((s) => s.player)).toEqual(['a', 'd', 'b', 'c']);
    const [a, d, b, c] = standings;
    expect(a).toMatchObject({ matchPoints: 6, record: '2-0-0', gamesPlayed: 5, gamePoints: 15, gw: 1 });
    expect(a.omw).toBeCloseTo((1 / 3 + 0.5) / 2, 12);
    expect(a.ogw).toBeCloseTo(1 / 3, 12);
    expect(d.ogw).toBeCloseTo((7 / 18 + 1) / 2, 12);
    expect(b.omw).toBeCloseTo(2 / 3, 12);
    expect(b.gw).toBeCloseTo(1 / 3, 12); // 4/15 floored
    expect(c.gw).toBeCloseTo(7 / 18, 12);
    expect(c.omw).toBeCloseTo(5 / 12, 12);
  });

  it('a dropped team keeps its line, flagged, and is not paired again', () => {
    const dropped = { ...event, drops: [{ player: 'd', afterRound: 2 }] };
    expect(computeTeamStandings(dropped).standings.find((s) => s.player === 'd')?.dropped).toBe(true);
    const result = pairNextTeamRound(dropped, { seed: 7 });
    if (!result.ok) throw new Error(result.error.message);
    const paired = result.pairing.pairings.flatMap((p) => p.players);
    expect(paired.sort()).toEqual(['a', 'b', 'c']);
    // a met b and d, b met c: the only pairing without a team rematch is a v c, and b gets the team bye.
    expect(result.pairing.pairings.map((p) => p.players)).toEqual([['a', 'c'], ['b']]);
  });

  it('the top cut seeds teams by team standings (Top 4: 1v4, 2v3)', () => {
    const cut = { ...event, structure: { ...event.structure, swissRounds: 2, topCut: 4 } };
    const result = pairTeamPlayoffRound(cut, 4);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.pairing.pairings.map((p) => p.players)).toEqual([
      ['a', 'c'],
      ['d', 'b'],
    ]);
  });

  it('final team standings put the playoff winner first', () => {
    const cut = { ...event, structure: { ...event.structure, swissRounds: 2, topCut: 2 } };
    const final = round(3, [{ table: 1, players: ['a', 'd'], games: [1, 2, 0] }]);
    final.kind = 'playoff';
    const standings = computeTeamFinalStandings({ ...cut, rounds: [...cut.rounds, final] });
    expect(standings.slice(0, 2).map((s) => [s.player, s.finish])).toEqual([
      ['d', 'winner'],
      ['a', 'final'],
    ]);
  });
});

/** A random Trios team tally: seats won by each team with some seats left unplayed once decided. */
function randomTrioTally(random: SeededRandom): Tally {
  let a = 0;
  let b = 0;
  let d = 0;
  for (let seat = 0; seat < 3; seat++) {
    if ((a >= 2 || b >= 2) && random.next() < 0.5) break; // decided: the last seat may stay unplayed
    const roll = random.next();
    if (roll < 0.45) a++;
    else if (roll < 0.9) b++;
    else d++;
  }
  return [a, b, d];
}

describe('team standings against an independent computation', () => {
  it.each([1, 2, 3, 4, 5, 6])('random 11-team Trios event with team byes, seed %i', (seed) => {
    const random = new SeededRandom(seed);
    const ids = Array.from({ length: 11 }, (_, i) => `t${String(i + 1).padStart(2, '0')}`); // odd: team byes
    let event = teamEvent('TRIOS', ids, []);
    for (let r = 1; r <= 4; r++) {
      const result = pairNextTeamRound(event, { seed: seed * 100 + r });
      if (!result.ok) throw new Error(result.error.message);
      const matches: EventMatch[] = result.pairing.pairings.map((p) =>
        'bye' in p ? { players: [p.players[0]], bye: true } : { table: p.table, players: [p.players[0], p.players[1]], games: randomTrioTally(random) },
      );
      event = { ...event, rounds: [...event.rounds, round(r, matches)] };
    }
    const ours = computeTeamStandings(event).standings;
    const played: ReferenceTeamMatch[] = event.rounds.flatMap((r) => r.matches.map((m): ReferenceTeamMatch => (isBye(m) ? { teams: [m.players[0]], bye: true } : { teams: [m.players[0], m.players[1]], games: m.games! })));
    const reference = referenceTeamStandings(ids, played);
    expect(ours.map((s) => s.player)).toEqual(reference.map((s) => s.id));
    ours.forEach((s, i) => {
      expect(s.matchPoints).toBe(reference[i].matchPoints);
      expect(s.omw).toBeCloseTo(reference[i].omw, 9);
      expect(s.gw).toBeCloseTo(reference[i].gw, 9);
      expect(s.ogw).toBeCloseTo(reference[i].ogw, 9);
    });
    // Team Swiss: no team met another team twice in 4 rounds of 11.
    const meetings = new Set<string>();
    for (const r of event.rounds) for (const m of r.matches) if (!isBye(m)) {
      const key = [...m.players].sort().join('-');
      expect(meetings.has(key)).toBe(false);
      meetings.add(key);
    }
  });
});

describe('the teams section of arbiter-event/1', () => {
  const event = teamEvent('TRIOS', ['a', 'b'], [round(1, [{ table: 1, players: ['a', 'b'], games: [3, 0, 0] }])]);

  it('a valid team file passes, rounds naming teams and a 3-0 Trios tally included', () => {
    const result = validateEventFile(JSON.parse(JSON.stringify(event)));
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.event as TeamEventFile).teams.teams).toHaveLength(2);
  });

  it('refuses a team of the wrong size, a player on two teams, and a round naming an unknown team', () => {
    const broken = JSON.parse(JSON.stringify(event)) as TeamEventFile;
    broken.teams.teams[0].players = ['a0', 'a1'];
    broken.teams.teams[1].players = ['b0', 'b1', 'a1'];
    const result = validateEventFile(broken);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['INVALID_FIELD', 'DUPLICATE_PLAYER']);
    const unknown = JSON.parse(JSON.stringify(event)) as TeamEventFile;
    unknown.rounds[0].matches = [{ table: 1, players: ['a', 'zz'], games: [2, 0, 0] }];
    const second = validateEventFile(unknown);
    expect(second.ok ? [] : second.errors.map((e) => e.code)).toContain('UNKNOWN_PLAYER');
  });
});

describe('Trios seats in a team file (each seat match\'s games, for import)', () => {
  const codes = (file: TeamEventFile) => {
    const result = validateEventFile(file);
    return result.ok ? [] : result.errors.map((e) => `${e.code} ${e.path}`);
  };
  const withMatch = (format: 'TRIOS' | 'TWO_HEADED_GIANT', match: EventMatch) => teamEvent(format, ['a', 'b'], [round(1, [match])]);

  it('accepts seats that add up to the team games, an unplayed seat as null, and an open team match without games', () => {
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], games: [2, 0, 0], seats: [[2, 1, 0], [2, 0, 0], null] }))).toEqual([]);
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], games: [1, 1, 1], seats: [[2, 0, 0], [0, 2, 0], [1, 1, 1]] }))).toEqual([]);
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], seats: [[2, 0, 0], null, null] }))).toEqual([]);
  });

  it('refuses seats that contradict the games, impossible seat scores, a decided match without games, and seats in 2HG', () => {
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], games: [2, 0, 0], seats: [[0, 2, 0], [2, 0, 0], null] }))).toEqual(['IMPOSSIBLE_GAME_SCORE rounds[0].matches[0].seats']);
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], games: [2, 0, 0], seats: [[3, 0, 0], [2, 0, 0], null] }))).toEqual(['IMPOSSIBLE_GAME_SCORE rounds[0].matches[0].seats[0]']);
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], seats: [[2, 0, 0], [2, 0, 0], null] }))).toEqual(['INVALID_FIELD rounds[0].matches[0].seats']);
    expect(codes(withMatch('TRIOS', { table: 1, players: ['a', 'b'], games: [2, 0, 0], seats: [[2, 0, 0], [2, 0, 0]] }))).toEqual(['INVALID_FIELD rounds[0].matches[0].seats']);
    expect(codes(withMatch('TWO_HEADED_GIANT', { table: 1, players: ['a', 'b'], games: [1, 0, 0], seats: [[1, 0, 0]] }))).toEqual(['INVALID_FIELD rounds[0].matches[0].seats']);
  });
});
