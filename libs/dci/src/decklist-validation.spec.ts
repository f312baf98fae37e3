import fc from 'fast-check';
import { DecklistInput, decklistRegistrationRequired, isBasicLand, validateDecklist } from './decklist-validation';

const copies = (name: string, count: number): string[] => Array.from({ length: count }, () => name);
/** 60 cards: 15 different spells x 4. */
const legalConstructedMain = (): string[] => Array.from({ length: 15 }, (_, i) => copies(`Spell ${i + 1}`, 4)).flat();

describe('MTR 6.1 Constructed decklists', () => {
  it('a legal 60-card deck with a 15-card sideboard has no errors', () => {
    expect(validateDecklist({ format: 'constructed', main: legalConstructedMain(), sideboard: copies('Sideboard Card', 4).concat(copies('Other', 4), copies('Third', 4), copies('Fourth', 3)) })).toEqual([]);
  });

  it('MAIN_DECK_TOO_SMALL: fewer than 60 cards', () => {
    expect(validateDecklist({ format: 'constructed', main: legalConstructedMain().slice(2), sideboard: [] })).toEqual([
      { code: 'MAIN_DECK_TOO_SMALL', count: 58, limit: 60, message: 'Main deck has 58 cards (minimum 60)' },
    ]);
  });

  it('no maximum deck size', () => {
    expect(validateDecklist({ format: 'constructed', main: [...legalConstructedMain(), ...copies('Forest', 200)], sideboard: [] })).toEqual([]);
  });

  it('SIDEBOARD_TOO_LARGE: more than 15 sideboard cards', () => {
    const sideboard = Array.from({ length: 16 }, (_, i) => `Sideboard ${i}`);
    expect(validateDecklist({ format: 'constructed', main: legalConstructedMain(), sideboard })).toEqual([
      { code: 'SIDEBOARD_TOO_LARGE', count: 16, limit: 15, message: 'Sideboard has 16 cards (maximum 15)' },
    ]);
  });

  it('TOO_MANY_COPIES names the card: 5 copies of Lightning Bolt (maximum 4)', () => {
    const main = [...legalConstructedMain(), ...copies('Lightning Bolt', 5)];
    expect(validateDecklist({ format: 'constructed', main, sideboard: [] })).toEqual([
      { code: 'TOO_MANY_COPIES', card: 'Lightning Bolt', count: 5, limit: 4, message: '5 copies of Lightning Bolt (maximum 4)' },
    ]);
  });

  it('copies are counted across main deck and sideboard', () => {
    const errors = validateDecklist({ format: 'constructed', main: [...legalConstructedMain(), ...copies('Duress', 3)], sideboard: copies('Duress', 2) });
    expect(errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Duress', count: 5 })]);
  });

  it('names are compared ignoring case and extra spaces, reported as first written', () => {
    const errors = validateDecklist({
      format: 'constructed',
      main: [...legalConstructedMain(), 'Counterspell', 'counterspell', ' Counterspell ', 'COUNTERSPELL', 'Counter  spell'],
      sideboard: ['counterspell'],
    });
    expect(errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Counterspell', count: 5 })]);
    expect(errors[0].message).toBe('5 copies of Counterspell (maximum 4)');
  });

  it.each([
    'Plains',
    'Island',
    'Swamp',
    'Mountain',
    'Forest',
    'Wastes',
    'Snow-Covered Plains',
    'Snow-Covered Island',
    'Snow-Covered Swamp',
    'Snow-Covered Mountain',
    'Snow-Covered Forest',
    'Snow-Covered Wastes',
  ])('basic land %s is exempt from the copy limit', (basic) => {
    expect(isBasicLand(basic)).toBe(true);
    expect(validateDecklist({ format: 'constructed', main: copies(basic, 60), sideboard: copies(basic, 10) })).toEqual([]);
  });

  it.each(['Snow-Covered Bog', 'Plains of Ashes', 'Urza\'s Tower'])('%s is not a basic land', (name) => {
    expect(isBasicLand(name)).toBe(false);
  });

  it('reports every problem: sizes first, then cards in order of first appearance', () => {
    const errors = validateDecklist({
      format: 'constructed',
      main: [...copies('Brainstorm', 6), ...copies('Ponder', 5)],
      sideboard: Array.from({ length: 16 }, (_, i) => `Sb ${i}`),
    });
    expect(errors.map((e) => [e.code, e.card])).toEqual([
      ['MAIN_DECK_TOO_SMALL', undefined],
      ['SIDEBOARD_TOO_LARGE', undefined],
      ['TOO_MANY_COPIES', 'Brainstorm'],
      ['TOO_MANY_COPIES', 'Ponder'],
    ]);
  });

  it('a card\'s own copy-limit text can override the limit', () => {
    const input: DecklistInput = {
      format: 'constructed',
      main: [...copies('Relentless Rats', 30), ...copies('Seven Dwarves', 8), ...copies('Swamp', 22)],
      sideboard: [],
      copyLimitOverride: (name) => (name === 'Relentless Rats' ? null : name === 'Seven Dwarves' ? 7 : undefined),
    };
    expect(validateDecklist(input)).toEqual([expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Seven Dwarves', count: 8, limit: 7, message: '8 copies of Seven Dwarves (maximum 7)' })]);
  });

  it('EMPTY_CARD_NAME for blank entries', () => {
    expect(validateDecklist({ format: 'constructed', main: [...legalConstructedMain(), '', '  '], sideboard: [] })).toEqual([
      { code: 'EMPTY_CARD_NAME', count: 2, message: '2 entries have no card name' },
    ]);
  });
});

describe('MTR 7.1 Limited decklists', () => {
  it('40 cards, any number of copies, any sideboard size', () => {
    expect(validateDecklist({ format: 'limited', main: [...copies('Grizzly Bears', 23), ...copies('Forest', 17)], sideboard: copies('Shock', 45) })).toEqual([]);
  });

  it('MAIN_DECK_TOO_SMALL under 40', () => {
    expect(validateDecklist({ format: 'limited', main: copies('Forest', 39), sideboard: [] })).toEqual([
      { code: 'MAIN_DECK_TOO_SMALL', count: 39, limit: 40, message: 'Main deck has 39 cards (minimum 40)' },
    ]);
  });
});

describe('card-pool hook: UNKNOWN_CARD', () => {
  const known = new Set(['Lightning Bolt', 'Mountain']);
  it('refuses each unknown card once, naming it', () => {
    const errors = validateDecklist({
      format: 'constructed',
      main: [...copies('Lightning Bolt', 4), ...copies('Mountain', 54), 'Made Up Card', 'Made Up Card'],
      sideboard: ['Another Fake'],
      isKnownCard: (name) => known.has(name),
    });
    expect(errors).toEqual([
      { code: 'UNKNOWN_CARD', card: 'Made Up Card', message: 'Unknown card: Made Up Card' },
      { code: 'UNKNOWN_CARD', card: 'Another Fake', message: 'Unknown card: Another Fake' },
    ]);
  });

  it('without the hook every name is accepted', () => {
    expect(validateDecklist({ format: 'limited', main: copies('Made Up Card', 40), sideboard: [] })).toEqual([]);
  });
});

describe('decklist invariants (property)', () => {
  it('Limited never reports copies or sideboard size; Constructed flags exactly the non-basic names over 4', () => {
    const name = fc.constantFrom('Bolt', 'Shock', 'Island', 'Forest', 'Snow-Covered Swamp', 'Opt');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 80 }), fc.array(name, { maxLength: 20 }), (main, sideboard) => {
        const limited = validateDecklist({ format: 'limited', main, sideboard });
        if (limited.some((e) => e.code === 'TOO_MANY_COPIES' || e.code === 'SIDEBOARD_TOO_LARGE')) return false;
        const flagged = validateDecklist({ format: 'constructed', main, sideboard })
          .filter((e) => e.code === 'TOO_MANY_COPIES')
          .map((e) => e.card)
          .sort();
        const counts = new Map<string, number>();
        for (const card of [...main, ...sideboard]) counts.set(card, (counts.get(card) ?? 0) + 1);
        const expected = [...counts].filter(([card, n]) => n > 4 && !isBasicLand(card)).map(([card]) => card).sort();
        return JSON.stringify(flagged) === JSON.stringify(expected);
      }),
    );
  });
});

describe('Decklist registration by REL', () => {
  it.each([
    ['REGULAR', false],
    ['COMPETITIVE', true],
    ['PROFESSIONAL', true],
  ] as const)('%s: lists registered %s', (rel, required) => {
    expect(decklistRegistrationRequired(rel)).toBe(required);
  });
});
