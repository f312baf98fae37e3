import { DeckSection, DecklistEntry, DECKLIST_TEXT_FORMATS } from './decklist';
import { parseDecklist, writeDecklist } from './decklist-format';

function summary(entries: readonly DecklistEntry[]): [DeckSection, number, string, number][] {
  return entries.map((e) => [e.section, e.count, e.name, e.line]);
}

describe('MTGO / plain text', () => {
  it('counts with and without "x", a Sideboard line with a colon, 1-based lines', () => {
    const parsed = parseDecklist('4 Lightning Bolt\n4x Goblin Guide\n52 Mountain\nSideboard:\n3 Kor Firewalker\n');
    expect(parsed.format).toBe('mtgo');
    expect(parsed.errors).toEqual([]);
    expect(summary(parsed.decklist.entries)).toEqual([
      ['main', 4, 'Lightning Bolt', 1],
      ['main', 4, 'Goblin Guide', 2],
      ['main', 52, 'Mountain', 3],
      ['sideboard', 3, 'Kor Firewalker', 5],
    ]);
  });

  it.each(['SIDEBOARD', 'sideboard', 'Sideboard:', 'Sideboard (15)'])('the header "%s" in any case', (header) => {
    const parsed = parseDecklist(`4 Lightning Bolt\n\n${header}\n2 Duress`);
    expect(parsed.decklist.entries.map((e) => e.section)).toEqual(['main', 'sideboard']);
  });

  it('without a header, the first blank line after the main deck starts the sideboard', () => {
    const parsed = parseDecklist('\n\n4 Lightning Bolt\n56 Mountain\n\n2 Duress\n\n1 Pyroblast\r\n');
    expect(summary(parsed.decklist.entries)).toEqual([
      ['main', 4, 'Lightning Bolt', 3],
      ['main', 56, 'Mountain', 4],
      ['sideboard', 2, 'Duress', 6],
      ['sideboard', 1, 'Pyroblast', 8],
    ]);
  });

  it('SB: prefixes, comments, CRLF line ends, a name without a count is one copy', () => {
    const parsed = parseDecklist('// Burn\r\n# by me\r\n4 Lightning Bolt\r\nSB: 2 Duress\r\nBlack Lotus\r\n');
    expect(summary(parsed.decklist.entries)).toEqual([
      ['main', 4, 'Lightning Bolt', 3],
      ['sideboard', 2, 'Duress', 4],
      ['main', 1, 'Black Lotus', 5],
    ]);
  });

  it('errors name the line: a zero or huge count, a count without a card', () => {
    const parsed = parseDecklist('4 Lightning Bolt\n0 Duress\n4\n1001 Relentless Rats\n');
    expect(parsed.errors).toEqual([
      { code: 'PARSE_ERROR', line: 2, message: expect.stringContaining('line 2') },
      { code: 'PARSE_ERROR', line: 3, message: 'line 3: "4" has no card name' },
      { code: 'PARSE_ERROR', line: 4, message: expect.stringContaining('from 1 to 1000') },
    ]);
    expect(parsed.decklist.entries).toHaveLength(1);
  });

  it('names keep their own parentheses and slashes', () => {
    const parsed = parseDecklist('1 B.F.M. (Big Furry Monster)\n2 Fire // Ice\n1 Erase (Not the Urza’s Legacy One)');
    expect(parsed.decklist.entries.map((e) => e.name)).toEqual(['B.F.M. (Big Furry Monster)', 'Fire // Ice', 'Erase (Not the Urza’s Legacy One)']);
  });
});

describe('Arena export', () => {
  const arena = ['About', 'Name Kenrith Brew', '', 'Commander', '1 Kenrith, the Returned King (ELD) 303', '', 'Companion', '1 Lurrus of the Dream-Den (IKO) 226',
    '', 'Deck', '4 Lightning Bolt (M10) 146', '2 Fire // Ice (MH2) 290 *F*', '1 Island', '', 'Sideboard', '1 Lurrus of the Dream-Den (IKO) 226'].join('\n');

  it('sections, set codes and collector numbers; About is skipped', () => {
    const parsed = parseDecklist(arena);
    expect(parsed.format).toBe('arena');
    expect(parsed.errors).toEqual([]);
    expect(parsed.decklist.entries).toEqual([
      { section: 'commander', count: 1, name: 'Kenrith, the Returned King', line: 5, set: 'ELD', number: '303' },
      { section: 'companion', count: 1, name: 'Lurrus of the Dream-Den', line: 8, set: 'IKO', number: '226' },
      { section: 'main', count: 4, name: 'Lightning Bolt', line: 11, set: 'M10', number: '146' },
      { section: 'main', count: 2, name: 'Fire // Ice', line: 12, set: 'MH2', number: '290' },
      { section: 'main', count: 1, name: 'Island', line: 13 },
      { section: 'sideboard', count: 1, name: 'Lurrus of the Dream-Den', line: 16, set: 'IKO', number: '226' },
    ]);
  });

  it('a set code alone, no number', () => {
    expect(parseDecklist('Deck\n4 Lightning Bolt (M10)').decklist.entries[0]).toMatchObject({ name: 'Lightning Bolt', set: 'M10' });
  });

  it('blank lines between sections do not start a sideboard when the list has headers', () => {
    const parsed = parseDecklist('Deck\n4 Lightning Bolt\n\n56 Mountain');
    expect(parsed.decklist.entries.map((e) => e.section)).toEqual(['main', 'main']);
  });
});

describe('MTGO .dek', () => {
  const dek = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="53971" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards Name="Lim-D&#251;l&apos;s Vault" Quantity="2" Sideboard="false"/>
  <Cards CatID="1" Quantity="3" Sideboard="true" Name="Kor Firewalker" />
  <Cards Quantity="x" Sideboard="true" Name="Duress" />
  <Cards Quantity="1" Sideboard="true" />
</Deck>`;

  it('reads Quantity, Sideboard and Name in any order, decodes entities, names the element lines', () => {
    const parsed = parseDecklist(dek);
    expect(parsed.format).toBe('dek');
    expect(summary(parsed.decklist.entries)).toEqual([
      ['main', 4, 'Lightning Bolt', 5],
      ['main', 2, "Lim-Dûl's Vault", 6],
      ['sideboard', 3, 'Kor Firewalker', 7],
    ]);
    expect(parsed.errors.map((e) => e.line)).toEqual([8, 9]);
    expect(parsed.errors[0].message).toContain('Quantity of Duress');
  });

  it('an XML file that is not a deck', () => {
    expect(parseDecklist('<?xml version="1.0"?>\n<Deck>\n</Deck>').errors).toEqual([]);
    expect(parseDecklist('<Deck>').errors[0]).toMatchObject({ code: 'PARSE_ERROR', line: 1 });
  });
});

describe('writing', () => {
  const source = parseDecklist(['Commander', '1 Kenrith, the Returned King (ELD) 303', '', 'Deck', '4 Lightning Bolt (M10) 146', '2 Fire // Ice', '', 'Sideboard', '3 Kor Firewalker & Friends'].join('\n')).decklist;

  it.each(DECKLIST_TEXT_FORMATS)('%s: what is written reads back as the same cards', (format) => {
    const text = writeDecklist(source, format);
    const back = parseDecklist(text);
    expect(back.format).toBe(format);
    expect(back.errors).toEqual([]);
    const cards = (entries: readonly DecklistEntry[]) => entries.map((e) => `${e.count} ${e.name}`).sort();
    expect(cards(back.decklist.entries)).toEqual(cards(source.entries));
  });

  it('mtgo: main deck, then Sideboard with the commander (as MTGO keeps it)', () => {
    expect(writeDecklist(source, 'mtgo')).toBe('4 Lightning Bolt\n2 Fire // Ice\n\nSideboard\n1 Kenrith, the Returned King\n3 Kor Firewalker & Friends\n');
  });

  it('arena: sections with set codes and numbers', () => {
    expect(writeDecklist(source, 'arena')).toBe('Commander\n1 Kenrith, the Returned King (ELD) 303\n\nDeck\n4 Lightning Bolt (M10) 146\n2 Fire // Ice\n\nSideboard\n3 Kor Firewalker & Friends\n');
  });

  it('dek: XML with escaped names', () => {
    expect(writeDecklist(source, 'dek')).toContain('<Cards Quantity="3" Sideboard="true" Name="Kor Firewalker &amp; Friends" />');
  });
});
