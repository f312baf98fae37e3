import { cardFilterPhrase } from './describe-card-filter';

describe('card filters as Oracle text writes them (CR 701.19, 202.3)', () => {
  it('renders each kind of mana value bound from the one field', () => {
    expect(cardFilterPhrase({ subtypes: ['Spirit'], manaValue: { atMost: 3 } })).toBe('a Spirit card with mana value 3 or less');
    expect(cardFilterPhrase({ types: ['Creature'], manaValue: { atMost: 'X' } })).toBe('a creature card with mana value X or less');
    expect(cardFilterPhrase({ manaValue: { atLeast: 2 } })).toBe('a card with mana value 2 or greater');
    expect(cardFilterPhrase({ manaValue: { equals: 6 } })).toBe('a card with mana value 6');
    expect(cardFilterPhrase({ basic: true, types: ['Land'] })).toBe('a basic land card');
  });
});
