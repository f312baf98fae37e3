import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

const BURN = '4 Lightning Bolt\n56 Mountain\n\nSideboard\n3 Kor Firewalker\n';

async function deckCheck(args: string[], files: Record<string, string>) {
  const io = fakeCliIo(files);
  const code = await runCli(['deck', 'check', ...args], io);
  return { code, output: io.out.length ? JSON.parse(io.out.join('')) : undefined, err: io.err.join('') };
}

describe('arbiter deck check', () => {
  it('a legal list: exit 0 and the contract fields', async () => {
    const { code, output } = await deckCheck(['--format', 'modern', 'deck.txt'], { 'deck.txt': BURN });
    expect(code).toBe(0);
    expect(output).toEqual({ legal: true, format: 'modern', dataDate: '2022-04-25', inputFormat: 'mtgo', main: 60, sideboard: 3, problems: [] });
  });

  it('an illegal list: exit 1 with problems naming cards and lines (the file may come first)', async () => {
    const { code, output } = await deckCheck(['deck.txt', '--format', 'modern'], { 'deck.txt': `${BURN}1 Mox Opal\n5 Goblin Guide\n` });
    expect(code).toBe(1);
    expect(output.problems).toEqual([
      expect.objectContaining({ code: 'BANNED', card: 'Mox Opal', line: 6 }),
      expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Goblin Guide', line: 7 }),
    ]);
  });

  it('extended at a date, and the seed EDH rules', async () => {
    const extended = await deckCheck(['--format', 'extended', '--date', '2005-10-19', 'deck.txt'], { 'deck.txt': '4 Wasteland\n56 Forest\n' });
    expect(extended).toMatchObject({ code: 0, output: { legal: true, date: '2005-10-19' } });
    const edh = 'Commander\n1 Grist, the Hunger Tide\n\nDeck\n99 Forest\n';
    expect((await deckCheck(['--format', 'commander', 'edh.txt'], { 'edh.txt': edh })).code).toBe(0);
    const seed = await deckCheck(['--format', 'commander', '--commander-rules', 'seed', 'edh.txt'], { 'edh.txt': edh });
    expect(seed.code).toBe(1);
    expect(seed.output.problems[0].code).toBe('COMMANDER_NOT_ELIGIBLE');
  });

  it.each([
    ['an unknown format', ['--format', 'modrn', 'deck.txt'], 'UNKNOWN_FORMAT'],
    ['no format', ['deck.txt'], "missing required option '--format'"],
    ['a bad date', ['--format', 'extended', '--date', 'soon', 'deck.txt'], 'BAD_DATE'],
    ['a missing file', ['--format', 'modern', 'nope.txt'], "cannot read decklist 'nope.txt'"],
    ['an empty file', ['--format', 'modern', 'empty.txt'], "decklist 'empty.txt' is empty"],
    ['no card lines', ['--format', 'modern', 'junk.txt'], "no cards in 'junk.txt'"],
    ['two files', ['--format', 'modern', 'deck.txt', 'deck.txt'], "unexpected argument 'deck.txt'"],
    ['bad commander rules', ['--format', 'commander', '--commander-rules', 'old', 'deck.txt'], '--commander-rules must be'],
  ])('%s: exit 2', async (_, args, message) => {
    const { code, err } = await deckCheck(args, { 'deck.txt': BURN, 'empty.txt': ' \n', 'junk.txt': '0 Nothing\n' });
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});
