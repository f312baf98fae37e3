import { basicsFrom, changeBasic, deckInput, deckSize, LIMITED_MINIMUM_DECK, noBasics, toggleMain } from './deck-builder';

describe('the Limited deck builder', () => {
  it('counts pool cards and basic lands toward the 40-card minimum', () => {
    const main = Array.from({ length: 23 }, (_, i) => `card-${i}`);
    let basics = noBasics();
    for (let i = 0; i < 9; i++) basics = changeBasic(basics, 'Forest', 1);
    for (let i = 0; i < 8; i++) basics = changeBasic(basics, 'Mountain', 1);
    expect(deckSize(main, basics)).toBe(LIMITED_MINIMUM_DECK);
    expect(deckInput(main, basics).basics).toEqual([
      { name: 'Mountain', count: 8 },
      { name: 'Forest', count: 9 },
    ]);
  });

  it('never counts a basic below zero and reads the API’s list back', () => {
    expect(changeBasic(noBasics(), 'Island', -1).Island).toBe(0);
    expect(basicsFrom([{ name: 'Swamp', count: 3 }, { name: 'Swamp', count: 2 }, { name: 'Wastes', count: 4 }])).toEqual({ ...noBasics(), Swamp: 5 });
  });

  it('moves a card between main deck and sideboard', () => {
    expect(toggleMain(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleMain(['b'], 'a')).toEqual(['b', 'a']);
  });
});
