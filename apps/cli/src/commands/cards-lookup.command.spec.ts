import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

async function lookup(...args: string[]) {
  const io = fakeCliIo();
  const code = await runCli(['cards', 'lookup', ...args], io);
  return { code, output: io.out.length ? JSON.parse(io.out.join('')) : undefined, err: io.err.join('') };
}

describe('arbiter cards lookup (shipped database)', () => {
  it('prints the card with the data date and exits 0', async () => {
    const { code, output } = await lookup('lightning bolt');
    expect(code).toBe(0);
    expect(output).toMatchObject({
      found: true,
      dataDate: '2022-04-25',
      card: { name: 'Lightning Bolt', manaCost: '{R}', type: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.', colorIdentity: ['R'], legalities: { modern: 'Legal' } },
    });
  });

  it('joins unquoted words, finds faces and Chinese names', async () => {
    expect((await lookup('fire', '//', 'ice')).output.card.faces).toHaveLength(2);
    expect((await lookup('Stomp')).output).toMatchObject({ found: true, matchedBy: 'face', card: { name: 'Bonecrusher Giant // Stomp' } });
    expect((await lookup('復歸國王肯理斯')).output.card).toMatchObject({ name: 'Kenrith, the Returned King', canBeCommander: true });
  });

  it('a typo: exit 1 with suggestions, the right card first', async () => {
    const { code, output } = await lookup('Lightnig Bolt');
    expect(code).toBe(1);
    expect(output.found).toBe(false);
    expect(output.suggestions[0]).toBe('Lightning Bolt');
  });

  it('no name, an unknown option or an unknown subcommand: exit 2', async () => {
    expect((await lookup()).code).toBe(2);
    expect((await lookup('--fuzzy')).code).toBe(2);
    const io = fakeCliIo();
    expect(await runCli(['cards', 'nope'], io)).toBe(2);
    expect(io.err.join('')).toContain("unknown subcommand 'cards nope'");
    expect(await runCli(['cards'], io)).toBe(2);
  });
});
