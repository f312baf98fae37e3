import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

async function convert(to: string, text: string) {
  const io = fakeCliIo({ 'deck.txt': text });
  const code = await runCli(['deck', 'convert', '--to', to, 'deck.txt'], io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

describe('arbiter deck convert', () => {
  const mtgo = '4 lightning bolt\n2 Stomp\n1 fire/ice\n53 Mountain\n\nSideboard\n3 Kor Firewalker\n';

  it('to arena: sections, and the names the clients write', async () => {
    const { code, out } = await convert('arena', mtgo);
    expect(code).toBe(0);
    expect(out).toBe('Deck\n4 Lightning Bolt\n2 Bonecrusher Giant\n1 Fire // Ice\n53 Mountain\n\nSideboard\n3 Kor Firewalker\n');
  });

  it('to dek and back to mtgo', async () => {
    const dek = (await convert('dek', mtgo)).out;
    expect(dek).toContain('<Cards Quantity="3" Sideboard="true" Name="Kor Firewalker" />');
    const back = await convert('mtgo', dek);
    expect(back).toMatchObject({ code: 0, out: '4 Lightning Bolt\n2 Bonecrusher Giant\n1 Fire // Ice\n53 Mountain\n\nSideboard\n3 Kor Firewalker\n' });
  });

  it('an unknown card is kept as written and named on stderr: exit 1', async () => {
    const { code, out, err } = await convert('arena', '4 Lightnig Bolt\n56 Mountain\n');
    expect(code).toBe(1);
    expect(out).toContain('4 Lightnig Bolt');
    expect(err).toContain('line 1: no card named "Lightnig Bolt"');
  });

  it('a bad --to: exit 2', async () => {
    expect((await convert('cockatrice', mtgo)).code).toBe(2);
  });
});
