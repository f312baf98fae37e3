import { BoosterDataError, importSetBoosters } from './booster-import';

const cards = [
  { uuid: 'u1', name: 'Llanowar Elves', number: '274', rarity: 'common', colors: ['G'] },
  { uuid: 'u2', name: 'Shivan Dragon', number: '230', rarity: 'rare', colors: ['R'] },
];
const booster = (sheets: unknown, boosters: unknown = [{ contents: { common: 1 }, weight: 5 }]) => ({ default: { boosters, boostersTotalWeight: 5, sheets } });

describe('importSetBoosters', () => {
  it('keeps sheets, weights and printings by index', () => {
    const set = importSetBoosters({ code: 'TST', name: 'Test', releaseDate: '2007-07-13', cards, booster: booster({ common: { foil: false, balanceColors: true, totalWeight: 3, cards: { u1: 3 } } }) });
    expect(set?.printings).toEqual([{ number: '274', name: 'Llanowar Elves', rarity: 'common', colors: ['G'] }]);
    expect(set?.kinds.default.sheets.common).toEqual({ foil: false, balanceColors: true, allowDuplicates: false, fixed: false, entries: [[0, 3]], totalWeight: 3 });
    expect(set?.kinds.default.variants).toEqual([{ contents: { common: 1 }, weight: 5 }]);
  });

  it('is null for a set without boosters', () => {
    expect(importSetBoosters({ code: 'TST', cards })).toBeNull();
  });

  it('finds a card of another set through the lookup it is given', () => {
    const other = { uuid: 'x9', name: 'Forest', number: '380', rarity: 'common', colors: [] };
    const set = importSetBoosters({ code: 'TST', cards, booster: booster({ common: { totalWeight: 1, cards: { x9: 1 } } }) }, (uuid) => (uuid === 'x9' ? other : undefined));
    expect(set?.printings[0].name).toBe('Forest');
  });

  it.each([
    ['an unknown card', booster({ common: { totalWeight: 1, cards: { nope: 1 } } }), /nope is not among the set's cards/],
    ['a negative weight', booster({ common: { totalWeight: 1, cards: { u1: -1 } } }), /weight of u1/],
    ['an undefined sheet', booster({ common: { totalWeight: 1, cards: { u1: 1 } } }, [{ contents: { rare: 1 }, weight: 1 }]), /sheet 'rare' is not defined/],
    ['an empty sheet', booster({ common: { totalWeight: 0, cards: {} } }), /no card with a weight/],
  ])('refuses %s', (_, data, message) => {
    expect(() => importSetBoosters({ code: 'TST', cards, booster: data })).toThrow(BoosterDataError);
    expect(() => importSetBoosters({ code: 'TST', cards, booster: data })).toThrow(message);
  });
});
