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
});
