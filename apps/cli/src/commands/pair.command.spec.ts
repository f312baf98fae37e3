import { runCli } from '../main';
import { fakeCliIo } from '../fake-cli-io';

const event = {
  format: 'arbiter-event/1',
  name: 'Sunday Modern',
  structure: { swissRounds: 3, topCut: 4, matchGames: 3, finalsGames: 3 },
  players: ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => ({ id, name: id.toUpperCase() })),
  rounds: [
    {
      number: 1,
      matches: [
        { table: 1, players: ['p1', 'p2'], games: [2, 1, 0] },
        { table: 2, players: ['p3', 'p4'], games: [1, 1, 1] },
        { players: ['p5'], bye: true },
      ],
    },
  ],
  drops: [],
  lateEntries: [],
};

describe('arbiter pair', () => {
  it('prints the next round as JSON with its seed, tables from 1 and the bye', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event) });
    expect(await runCli(['pair', '--event', 'event.json', '--seed', '42'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.round).toBe(2);
    expect(output.seed).toBe(42);
    expect(output.pairings.map((p: { table?: number }) => p.table)).toEqual([1, 2, undefined]);
    expect(output.pairings[2]).toMatchObject({ bye: true });
    expect(output.pairings[2].players[0]).not.toBe('p5');
  });

  it('is reproducible from the printed seed', async () => {
    const first = fakeCliIo({ 'event.json': JSON.stringify(event) });
    await runCli(['pair', '--event', 'event.json'], first);
    const seed = JSON.parse(first.out.join('')).seed;
    const second = fakeCliIo({ 'event.json': JSON.stringify(event) });
    await runCli(['pair', '--event', 'event.json', '--seed', String(seed)], second);
    expect(second.out.join('')).toBe(first.out.join(''));
  });

  it('--playoff pairs the first single-elimination round from the standings', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event) });
    expect(await runCli(['pair', '--event', 'event.json', '--playoff', '--top', '4'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.pairings).toHaveLength(2);
    // p5 (bye: GW 2-0) edges p1 (GW 2-1) on GW% with equal points and OMW%: seed 1 meets seed 4.
    expect(output.pairings[0].players[0]).toBe('p5');
  });

  it.each([
    ['an unknown player id', { ...event, drops: [{ player: 'p99', afterRound: 1 }] }, 'UNKNOWN_PLAYER'],
    ['a player twice in a round', { ...event, rounds: [{ number: 1, matches: [{ players: ['p1', 'p2'], games: [2, 0, 0] }, { players: ['p1'], bye: true }] }] }, 'PLAYER_TWICE_IN_ROUND'],
    ['an impossible game score', { ...event, rounds: [{ number: 1, matches: [{ players: ['p1', 'p2'], games: [2, 2, 0] }] }] }, 'IMPOSSIBLE_GAME_SCORE'],
    ['an unfinished previous round', { ...event, rounds: [{ number: 1, matches: [{ players: ['p1', 'p2'] }] }] }, 'ROUND_NOT_FINISHED'],
  ])('refuses %s with exit code 2 and names the problem', async (_name, file, code) => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(file) });
    expect(await runCli(['pair', '--event', 'event.json', '--seed', '1'], io)).toBe(2);
    expect(io.err.join('')).toContain(code);
    expect(io.out).toEqual([]);
  });

  it('refuses a file that is not JSON, a missing file and a bad seed', async () => {
    const io = fakeCliIo({ 'event.json': '{ nope' });
    expect(await runCli(['pair', '--event', 'event.json'], io)).toBe(2);
    expect(io.err.join('')).toContain('not valid JSON');
    expect(await runCli(['pair', '--event', 'missing.json'], io)).toBe(2);
    expect(io.err.join('')).toContain("cannot read event file 'missing.json'");
    expect(await runCli(['pair', '--event', 'event.json', '--seed', 'x'], io)).toBe(2);
    expect(await runCli(['pair'], io)).toBe(2);
    expect(io.err.join('')).toContain("missing required option '--event'");
  });
});
