import { readFileSync } from 'node:fs';
import { compareWithPublished, loadRealEvent, REAL_EVENTS, realEventPath } from '../../../../libs/swiss/src/testing/published-standings';
import { runCli } from '../main';
import { fakeCliIo } from '../fake-cli-io';

const event = {
  format: 'arbiter-event/1',
  name: 'Standings test',
  structure: { swissRounds: 3, topCut: 0, matchGames: 3, finalsGames: 3 },
  players: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, name: id })),
  rounds: [
    { number: 1, matches: [{ players: ['p1', 'p2'], games: [2, 1, 0] }, { players: ['p3', 'p4'], games: [2, 0, 0] }] },
    { number: 2, matches: [{ players: ['p1', 'p3'], games: [2, 0, 0] }, { players: ['p2', 'p4'], games: [1, 1, 1] }] },
  ],
  drops: [{ player: 'p4', afterRound: 2 }],
  lateEntries: [],
};

describe('arbiter standings', () => {
  it('prints the contract fields with percentages to 4 decimals', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event) });
    expect(await runCli(['standings', '--event', 'event.json'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.afterRound).toBe(2);
    expect(output.percentageFloor).toBe('1/3');
    expect(output.standings[0]).toEqual({ rank: 1, player: 'p1', matchPoints: 6, record: '2-0-0', omw: 0.4167, gw: 0.8, ogw: 0.4444, dropped: false });
    // p1 met p2 (1 point of 6 → floored 1/3; games 7/18) and p3 (3 of 6 = 0.5; games 6/12 = 0.5).
    expect(output.standings.find((s: { player: string }) => s.player === 'p4')).toMatchObject({ dropped: true, record: '0-1-1' });
  });

  it('--after-round shows an earlier round', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event) });
    expect(await runCli(['standings', '--event', 'event.json', '--after-round', '1'], io)).toBe(0);
    expect(JSON.parse(io.out.join('')).afterRound).toBe(1);
    expect(await runCli(['standings', '--event', 'event.json', '--after-round', '7'], io)).toBe(2);
  });

  it('--floor 0.33 uses the MTR-text floor and says so; an unknown floor is a usage error', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event) });
    expect(await runCli(['standings', '--event', 'event.json', '--floor', '0.33'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.percentageFloor).toBe('0.33');
    // p1 met p2 (1 point of 6 is under both floors: 0.33 now) and p3 (0.5).
    expect(output.standings[0].omw).toBe(0.415);
    expect(await runCli(['standings', '--event', 'event.json', '--floor', '0.3'], io)).toBe(2);
    expect(io.err.join('')).toContain("option '--floor' must be one of '1/3', '0.33', got '0.3'");
  });
});

describe('arbiter standings on the seven real events', () => {
  const realIo = () => {
    const io = fakeCliIo();
    io.readFile = (path) => readFileSync(path, 'utf8');
    return io;
  };

  it.each(REAL_EVENTS.map((e) => [e.slug, e] as const))('%s equals the published standings within 1e-6', async (slug, real) => {
    const io = realIo();
    expect(await runCli(['standings', '--event', realEventPath(slug), '--accept-recorded', '--decimals', 'full', '--details'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.percentageFloor).toBe('1/3');
    expect(compareWithPublished(output.standings, loadRealEvent(slug).published, { tolerance: 1e-6, ownGameWin: real.ownGameWin })).toEqual([]);
  });

  it('refuses recorded 3-0-0 results without --accept-recorded and warns once per match with it', async () => {
    const path = realEventPath('manatraders-year-end-15000-modern-2025-12-13');
    const strict = realIo();
    expect(await runCli(['standings', '--event', path], strict)).toBe(2);
    expect(strict.err.join('')).toMatch(/2 problem\(s\)[\s\S]*IMPOSSIBLE_GAME_SCORE[\s\S]*--accept-recorded/);
    const kept = realIo();
    expect(await runCli(['standings', '--event', path, '--accept-recorded'], kept)).toBe(0);
    expect(kept.err).toHaveLength(2);
    for (const line of kept.err) expect(line).toMatch(/^warning: .*: rounds\[\d\]\.matches\[\d+\]\.games: impossible result 3-0-0 .* kept as recorded\n$/);
  });
});

describe('arbiter standings and pair on a team event file (teams section)', () => {
  const teamEvent = {
    format: 'arbiter-event/1',
    name: '2HG',
    structure: { swissRounds: 3, topCut: 0, matchGames: 1, finalsGames: 1 },
    players: ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((id) => ({ id, name: id })),
    teams: { format: 'TWO_HEADED_GIANT', teams: ['a', 'b', 'c'].map((t) => ({ id: t, name: `Team ${t}`, players: [`${t}1`, `${t}2`] })) },
    rounds: [{ number: 1, matches: [{ table: 1, players: ['a', 'b'], games: [0, 1, 0] }, { players: ['c'], bye: true }] }],
    drops: [],
    lateEntries: [],
  };

  it('ranks and pairs teams', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(teamEvent) });
    expect(await runCli(['standings', '--event', 'event.json'], io)).toBe(0);
    expect(JSON.parse(io.out.join('')).standings.map((s: { player: string }) => s.player)).toEqual(['b', 'c', 'a']);
    const pairIo = fakeCliIo({ 'event.json': JSON.stringify(teamEvent) });
    expect(await runCli(['pair', '--event', 'event.json', '--seed', '3'], pairIo)).toBe(0);
    const pairings = JSON.parse(pairIo.out.join('')).pairings.map((p: { players: string[] }) => p.players);
    // b and c (3 points each) meet; a, the lowest, gets the team bye.
    expect(pairings).toEqual([['b', 'c'], ['a']]);
  });
});
