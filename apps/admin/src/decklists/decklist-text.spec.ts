import { addCardLine, problemsOfError, replaceCardName, sectionTotal, sheetColumns, sortedProblems, submissionClosed } from './decklist-text';

describe('addCardLine', () => {
  it('starts an empty list, and adds main-deck cards before the sideboard', () => {
    expect(addCardLine('', 4, 'Lightning Bolt', false)).toBe('4 Lightning Bolt');
    expect(addCardLine('', 2, 'Pyroblast', true)).toBe('Sideboard\n2 Pyroblast');
    expect(addCardLine('4 Lightning Bolt\n\nSideboard\n2 Pyroblast\n', 20, 'Mountain', false)).toBe('4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Pyroblast');
    expect(addCardLine('4 Lightning Bolt', 1, 'Pyroblast', true)).toBe('4 Lightning Bolt\n\nSideboard\n1 Pyroblast');
    expect(addCardLine('4 Lightning Bolt\nSideboard:\n1 Pyroblast', 1, 'Smash to Smithereens', true)).toBe('4 Lightning Bolt\nSideboard:\n1 Pyroblast\n1 Smash to Smithereens');
  });
});

describe('replaceCardName', () => {
  it('replaces the name on that line only', () => {
    expect(replaceCardName('4 Lightnig Bolt\n4 Lightnig Bolt', 2, 'Lightnig Bolt', 'Lightning Bolt')).toBe('4 Lightnig Bolt\n4 Lightning Bolt');
  });
  it('leaves the text when the line no longer holds the name', () => {
    expect(replaceCardName('4 Shock', 1, 'Lightnig Bolt', 'Lightning Bolt')).toBe('4 Shock');
    expect(replaceCardName('4 Shock', 3, 'Shock', 'Lightning Bolt')).toBe('4 Shock');
  });
});

describe('problems', () => {
  it('deck-wide problems first, then by line', () => {
    const p = (line: number | null) => ({ code: 'X', card: null, line, message: '', suggestions: [] });
    expect(sortedProblems([p(5), p(null), p(2)]).map((x) => x.line)).toEqual([null, 2, 5]);
  });
  it('reads INVALID_DECKLIST extensions, null for other errors', () => {
    const problems = [{ code: 'BANNED', card: 'Mox Opal', line: 3, message: 'banned', suggestions: [] }];
    expect(problemsOfError({ errors: [{ extensions: { code: 'INVALID_DECKLIST', problems } }] })).toEqual(problems);
    expect(problemsOfError({ errors: [{ extensions: { code: 'FORBIDDEN' } }] })).toBeNull();
    expect(problemsOfError(new Error('network'))).toBeNull();
  });
});

describe('sheet columns', () => {
  it('splits the main deck into two columns beside the sideboard and commanders; totals per section', () => {
    const cards = [
      { section: 'commander' as const, count: 1, name: 'Krenko, Mob Boss', card: null },
      { section: 'main' as const, count: 4, name: 'Lightning Bolt', card: null },
      { section: 'main' as const, count: 4, name: 'Lava Spike', card: null },
      { section: 'main' as const, count: 20, name: 'Mountain', card: null },
      { section: 'sideboard' as const, count: 2, name: 'Pyroblast', card: null },
    ];
    const columns = sheetColumns(cards, 2);
    expect(columns.main.map((column) => column.map((c) => c.name))).toEqual([['Lightning Bolt', 'Lava Spike'], ['Mountain']]);
    expect(columns.sideboard.map((c) => c.name)).toEqual(['Pyroblast']);
    expect(columns.commanders.map((c) => c.name)).toEqual(['Krenko, Mob Boss']);
    expect(sectionTotal(cards, 'main')).toBe(28);
  });
});

describe('submissionClosed', () => {
  const deadline = '2026-12-06T09:00:00.000Z';
  it('open during registration before the deadline, or with none', () => {
    expect(submissionClosed({ status: 'REGISTRATION', decklistDeadline: null }, Date.parse(deadline))).toBeNull();
    expect(submissionClosed({ status: 'REGISTRATION', decklistDeadline: deadline }, Date.parse(deadline) - 1)).toBeNull();
  });
  it('closed from the deadline on, and once the event runs', () => {
    expect(submissionClosed({ status: 'REGISTRATION', decklistDeadline: deadline }, Date.parse(deadline))).toEqual({ kind: 'deadline', deadline });
    expect(submissionClosed({ status: 'RUNNING', decklistDeadline: null }, 0)).toEqual({ kind: 'started' });
  });
});
