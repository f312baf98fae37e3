import { runCli } from '../main';
import { fakeCliIo } from '../fake-cli-io';

/** Ten players after one round with clear points: winners p1..p5, losers p6..p10. */
function event() {
  const players = Array.from({ length: 10 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  const matches = [0, 1, 2, 3, 4].map((i) => ({ players: [`p${i + 1}`, `p${i + 6}`], games: [2, i % 2, 0] }));
  return { format: 'arbiter-event/1', name: 'Bracket test', structure: { swissRounds: 1, topCut: 8, matchGames: 3, finalsGames: 3 }, players, rounds: [{ number: 1, matches }], drops: [], lateEntries: [] };
}

describe('arbiter bracket', () => {
  it('prints seeds 1v8, 4v5, 2v7, 3v6 and later rounds as winners of earlier matches', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event()) });
    expect(await runCli(['bracket', '--event', 'event.json', '--top', '8'], io)).toBe(0);
    const output = JSON.parse(io.out.join(''));
    expect(output.topCut).toBe(8);
    expect(output.rounds[0].map((m: { seeds: number[] }) => m.seeds)).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
    expect(output.rounds[0][0].players).toHaveLength(2);
    expect(output.rounds[1].map((m: { winnersOf: number[] }) => m.winnersOf)).toEqual([[1, 2], [3, 4]]);
  });

  it('refuses a top cut that is not 2, 4, 8 or 16', async () => {
    const io = fakeCliIo({ 'event.json': JSON.stringify(event()) });
    expect(await runCli(['bracket', '--event', 'event.json', '--top', '6'], io)).toBe(2);
    expect(io.err.join('')).toContain('INVALID_TOP_CUT');
  });
});
