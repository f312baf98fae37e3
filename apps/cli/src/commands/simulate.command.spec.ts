import { validateEventFile } from '@arbiter/swiss';
import { runCli } from '../main';
import { fakeCliIo } from '../fake-cli-io';

describe('arbiter simulate', () => {
  it('prints a valid finished event on stdout and a progress bar and timings on stderr', async () => {
    const io = fakeCliIo();
    expect(await runCli(['simulate', '--players', '40', '--rounds', '4', '--seed', '7', '--drop-rate', '0.05'], io)).toBe(0);
    const event = JSON.parse(io.out.join(''));
    expect(validateEventFile(event).ok).toBe(true);
    expect(event.rounds).toHaveLength(4);
    const stderr = io.err.join('');
    expect(stderr).toContain('round 4/4');
    expect(stderr).toMatch(/\[#+\]/);
    expect(stderr).toContain('pairing median');
  });

  it('is deterministic for a seed', async () => {
    const first = fakeCliIo();
    const second = fakeCliIo();
    await runCli(['simulate', '--players', '25', '--rounds', '3', '--seed', '3'], first);
    await runCli(['simulate', '--players', '25', '--rounds', '3', '--seed', '3'], second);
    expect(second.out.join('')).toBe(first.out.join(''));
  });

  it('--digital plays every match in the rules engine and reports games per second', async () => {
    const io = fakeCliIo();
    expect(await runCli(['simulate', '--players', '6', '--rounds', '2', '--seed', '11', '--digital', '--games', '1', '--drop-rate', '0'], io)).toBe(0);
    const event = JSON.parse(io.out.join(''));
    expect(validateEventFile(event).ok).toBe(true);
    for (const round of event.rounds) {
      for (const match of round.matches.filter((m: { bye?: boolean }) => !m.bye)) {
        // Best of one: one game, won by one player or drawn.
        expect(match.games[0] + match.games[1] + match.games[2]).toBe(1);
      }
    }
    expect(io.err.join('')).toMatch(/engine: 6 games \(\d+ decisions\) in [\d.]+ s: [\d.]+ games\/s/);
    const again = fakeCliIo();
    await runCli(['simulate', '--players', '6', '--rounds', '2', '--seed', '11', '--digital', '--games', '1', '--drop-rate', '0'], again);
    expect(again.out.join('')).toBe(io.out.join(''));
    expect(await runCli(['simulate', '--players', '6', '--seed', '1', '--digital', '--games', '2'], fakeCliIo())).toBe(2);
  });

  it('--digital --sealed 10E: bots open six packs each, build 40-card decks of cards the engine plays, and play them', async () => {
    const io = fakeCliIo();
    expect(await runCli(['simulate', '--players', '2', '--rounds', '1', '--seed', '4', '--digital', '--games', '1', '--sealed', '10e'], io)).toBe(0);
    const event = JSON.parse(io.out.join(''));
    expect(validateEventFile(event).ok).toBe(true);
    const [match] = event.rounds[0].matches;
    expect(match.games[0] + match.games[1] + match.games[2]).toBe(1);
    const stderr = io.err.join('');
    expect(stderr).toMatch(/sealed 10E: 2 pools of 6 packs opened and 2 decks built/);
    // The compiled pool: far more than the core pool's 30 non-basic 10E cards reach each deck.
    const spells = Number(/median (\d+)/.exec(stderr)?.[1]);
    expect(spells).toBeGreaterThanOrEqual(15);
    expect(stderr).toMatch(/engine: 1 games \(\d+ decisions\) in [\d.]+ s: [\d.]+ games\/s.*games\/s of CPU time/);
    expect(await runCli(['simulate', '--players', '2', '--seed', '4', '--sealed', '10E'], fakeCliIo())).toBe(2);
    expect(await runCli(['simulate', '--players', '2', '--seed', '4', '--digital', '--sealed', 'XYZ'], fakeCliIo())).toBe(2);
  });

  it('needs --players and --seed', async () => {
    const io = fakeCliIo();
    expect(await runCli(['simulate', '--seed', '1'], io)).toBe(2);
    expect(await runCli(['simulate', '--players', '10'], io)).toBe(2);
    expect(await runCli(['simulate', '--players', '10', '--seed', '1', '--drop-rate', '2'], io)).toBe(2);
  });
});
