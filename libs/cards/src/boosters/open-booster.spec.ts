import { COLORS } from '../card';
import { loadShippedBoosters } from '../node/booster-files';
import type { SetBoosters } from './booster-data';
import { importSetBoosters } from './booster-import';
import { openBoosters, type PackCard } from './open-booster';

const tenth = (): SetBoosters => loadShippedBoosters().sets['10E'];

function sheetCounts(pack: readonly PackCard[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const card of pack) counts[card.sheet] = (counts[card.sheet] ?? 0) + 1;
  return counts;
}

describe('Tenth Edition boosters from MTGJSON booster data', () => {
  it('the same seed opens the same packs, another seed others', () => {
    const names = (seed: string) => openBoosters(tenth(), 6, seed).packs.map((pack) => pack.map((card) => card.number).join(','));
    expect(names('event-1:player-3')).toEqual(names('event-1:player-3'));
    expect(names('event-1:player-3')).not.toEqual(names('event-1:player-4'));
  });

  it('every pack is one of the configured variants: 15 cards, one rare, one basic land (foil or not), commons and uncommons as the variant says', () => {
    const set = tenth();
    const variants = set.kinds.default.variants.map((variant) => JSON.stringify(Object.entries(variant.contents).sort()));
    for (const pack of openBoosters(set, 500, 'shape').packs) {
      expect(pack).toHaveLength(15);
      expect(variants).toContain(JSON.stringify(Object.entries(sheetCounts(pack)).sort()));
      expect(pack.filter((card) => card.sheet === 'rare' || card.sheet === 'foilRare')).toHaveLength(1);
      const basics = pack.filter((card) => card.sheet === 'basic' || card.sheet === 'foilBasic');
      expect(basics).toHaveLength(1);
      expect(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']).toContain(basics[0].name);
      expect(pack.filter((card) => card.sheet === 'rare').every((card) => card.rarity === 'rare')).toBe(true);
    }
  });

  it('no card is twice in one sheet of a pack, and the commons hold every colour', () => {
    for (const pack of openBoosters(tenth(), 500, 'balance').packs) {
      const commons = pack.filter((card) => card.sheet === 'common');
      expect(new Set(commons.map((card) => card.number)).size).toBe(commons.length);
      for (const color of COLORS) expect(commons.some((card) => card.colors.length === 1 && card.colors[0] === color)).toBe(true);
    }
  });

  it('variants are opened as often as their weights say', () => {
    const set = tenth();
    const count = 4000;
    const packs = openBoosters(set, count, 'variant-weights').packs;
    const plain = set.kinds.default.variants[0];
    const expected = plain.weight / set.kinds.default.totalWeight;
    const observed = packs.filter((pack) => JSON.stringify(Object.entries(sheetCounts(pack)).sort()) === JSON.stringify(Object.entries(plain.contents).sort())).length / count;
    const sigma = Math.sqrt((expected * (1 - expected)) / count);
    expect(Math.abs(observed - expected)).toBeLessThan(4 * sigma);
  });

  it('every rare of the rare sheet comes up about equally often (chi-square, 120 degrees of freedom)', () => {
    const set = tenth();
    const rares = set.kinds.default.sheets.rare.entries.length;
    const counts = new Map<string, number>();
    for (const pack of openBoosters(set, 6050, 'rare-sheet').packs) {
      for (const card of pack.filter((c) => c.sheet === 'rare')) counts.set(card.number, (counts.get(card.number) ?? 0) + 1);
    }
    expect(counts.size).toBe(rares);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const mean = total / rares;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - mean) ** 2 / mean, 0);
    expect(chiSquare).toBeLessThan(173); // p = 0.001 at 120 degrees of freedom
  });
});

describe('sheet weights, fixed sheets and duplicates', () => {
  const card = (uuid: string, colors: string[] = []) => ({ uuid, name: `Card ${uuid}`, number: uuid, rarity: 'common', colors });
  const set = (sheets: Record<string, unknown>, contents: Record<string, number>) =>
    importSetBoosters({ code: 'TST', name: 'Test', cards: ['a', 'b', 'c'].map((u) => card(u)), booster: { default: { boosters: [{ contents, weight: 1 }], boostersTotalWeight: 1, sheets } } }) as SetBoosters;

  it('draws a card three times as often when its weight is three times another', () => {
    const weighted = set({ s: { foil: false, totalWeight: 4, cards: { a: 1, b: 3 } } }, { s: 1 });
    const packs = openBoosters(weighted, 4000, 'w').packs;
    const share = packs.filter((pack) => pack[0].number === 'b').length / packs.length;
    expect(Math.abs(share - 0.75)).toBeLessThan(4 * Math.sqrt((0.75 * 0.25) / 4000));
  });

  it('a fixed sheet gives each card as many times as its weight; allowDuplicates lets a card repeat', () => {
    const fixed = set({ f: { foil: false, fixed: true, totalWeight: 3, cards: { a: 2, c: 1 } } }, { f: 3 });
    expect(openBoosters(fixed, 1, 'x').packs[0].map((c) => c.number)).toEqual(['a', 'a', 'c']);
    const repeats = set({ d: { foil: false, allowDuplicates: true, totalWeight: 1, cards: { a: 1 } } }, { d: 4 });
    expect(openBoosters(repeats, 1, 'x').packs[0].map((c) => c.number)).toEqual(['a', 'a', 'a', 'a']);
  });

  it('refuses a sheet with fewer different cards than a pack takes', () => {
    const small = set({ s: { foil: false, totalWeight: 2, cards: { a: 1, b: 1 } } }, { s: 3 });
    expect(() => openBoosters(small, 1, 'x')).toThrow(/fewer than 3 different cards/);
  });
});
