import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

async function boosters(...args: string[]) {
  const io = fakeCliIo();
  const code = await runCli(['cards', 'boosters', ...args], io);
  return { code, output: io.out.length ? JSON.parse(io.out.join('')) : undefined, err: io.err.join('') };
}

describe('arbiter cards boosters', () => {
  it('opens the packs a seed gives, the same each time', async () => {
    const first = await boosters('--set', '10e', '--count', '6', '--seed', 'sealed-pool-1');
    expect(first.code).toBe(0);
    expect(first.output).toMatchObject({ set: '10E', kind: 'default', seed: 'sealed-pool-1', dataDate: '2022-04-25' });
    expect(first.output.packs).toHaveLength(6);
    expect(first.output.packs[0]).toHaveLength(15);
    expect(first.output.packs[0][0]).toEqual({ name: expect.any(String), number: expect.any(String), rarity: expect.any(String), sheet: expect.any(String), foil: expect.any(Boolean) });
    expect((await boosters('--set', '10E', '--count', '6', '--seed', 'sealed-pool-1')).output.packs).toEqual(first.output.packs);
  });

  it('without a seed draws one and prints it, so the opening can be repeated', async () => {
    const drawn = await boosters('--set', '10E');
    expect(drawn.output.seed).toMatch(/^[0-9a-f]{32}$/);
    expect((await boosters('--set', '10E', '--seed', drawn.output.seed)).output.packs).toEqual(drawn.output.packs);
  });

  it.each([
    [['--count', '2'], "missing required option '--set'"],
    [['--set', 'XYZ'], "no booster data for set 'XYZ'"],
    [['--set', '10E', '--kind', 'collector'], "set 10E has no 'collector' booster"],
    [['--set', '10E', '--count', '0'], "option '--count' must be an integer from 1 to 1000"],
  ])('refuses %j with exit 2', async (args, message) => {
    const { code, err } = await boosters(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});
