import { cardCounts, mainDeckChanged, moveCopy, submitDeckDecision } from './sideboard-swap';

describe('sideboarding between games', () => {
  it('lists each card once with its copies, by name', () => {
    expect(cardCounts(['Shock', 'Forest', 'Shock'])).toEqual([
      { name: 'Forest', count: 1 },
      { name: 'Shock', count: 2 },
    ]);
  });

  it('moves one copy at a time each way, and nothing when no copy is there', () => {
    const start = { main: ['Shock', 'Shock', 'Forest'], sideboard: ['Naturalize'] };
    const swapped = moveCopy(moveCopy(start, 'Shock', 'sideboard'), 'Naturalize', 'main');
    expect(swapped).toEqual({ main: ['Shock', 'Forest', 'Naturalize'], sideboard: ['Shock'] });
    expect(moveCopy(swapped, 'Naturalize', 'main')).toBe(swapped);
    expect(moveCopy(swapped, 'Shock', 'main')).toEqual({ main: ['Shock', 'Forest', 'Naturalize', 'Shock'], sideboard: [] });
  });

  it('tells a changed main deck from a reordered one', () => {
    expect(mainDeckChanged(['Shock', 'Forest'], ['Forest', 'Shock'])).toBe(false);
    expect(mainDeckChanged(['Shock', 'Forest'], ['Forest', 'Naturalize'])).toBe(true);
  });

  it('submits the new main deck as the engine takes it', () => {
    expect(JSON.parse(submitDeckDecision(['Forest']))).toEqual({ do: 'choose', choice: { main: ['Forest'] } });
  });
});
