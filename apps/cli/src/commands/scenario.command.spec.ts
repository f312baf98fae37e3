import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../main';
import { CliIo } from '../cli-command';

const passing = {
  name: 'Shock to the face',
  cr: ['120.3'],
  start: { turn: 3, active: 'A', step: 'precombat-main', players: { A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: {} } },
  script: [{ player: 'A', do: 'cast', card: 'Shock', targets: ['B'] }, { do: 'resolve' }],
  expect: { players: { B: { life: 18 } } },
};
const failing = { ...passing, name: 'wrong life', expect: { players: { B: { life: 10 } } } };

function realIo(): CliIo & { out: string[]; err: string[] } {
  const io = { out: [] as string[], err: [] as string[], stdout: (t: string) => io.out.push(t), stderr: (t: string) => io.err.push(t), readFile: (p: string) => readFileSync(p, 'utf8') };
  return io;
}

describe('arbiter scenario (engine-scenarios.md)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-scenarios-'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'a-pass.json'), JSON.stringify(passing));
    writeFileSync(join(dir, 'nested', 'b-fail.json'), JSON.stringify(failing));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one JSON line per scenario of a folder, recursively, and exits 1 if any failed', async () => {
    const io = realIo();
    expect(await runCli(['scenario', dir], io)).toBe(1);
    const lines = io.out.join('').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({ name: 'Shock to the face', file: join(dir, 'a-pass.json'), passed: true, failures: [] });
    expect(lines[1]).toMatchObject({ name: 'wrong life', passed: false });
    expect(lines[1].failures[0]).toContain('players.B.life is 18, expected 10');
  });

  it('exits 0 when every scenario passes', async () => {
    const io = realIo();
    expect(await runCli(['scenario', join(dir, 'a-pass.json')], io)).toBe(0);
  });

  it('reports unreadable JSON as a failed scenario', async () => {
    writeFileSync(join(dir, 'broken.json'), '{');
    const io = realIo();
    expect(await runCli(['scenario', join(dir, 'broken.json')], io)).toBe(1);
    expect(JSON.parse(io.out.join('')).failures[0]).toContain('cannot read scenario');
  });

  it('is a usage error without a path or with a missing one', async () => {
    expect(await runCli(['scenario'], realIo())).toBe(2);
    expect(await runCli(['scenario', join(dir, 'missing.json')], realIo())).toBe(2);
  });
});
