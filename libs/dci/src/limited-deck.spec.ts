import { botLimitedDeck, checkLimitedDeck, LimitedPoolCard } from './limited-deck';

function card(id: string, name: string, colors: string[], rarity = 'common'): LimitedPoolCard {
  return { id, name, colors, rarity };
}

const POOL: LimitedPoolCard[] = [
  ...Array.from({ length: 12 }, (_, i) => card(`w${i}`, `White ${i}`, ['W'], i < 2 ? 'rare' : 'common')),
  ...Array.from({ length: 12 }, (_, i) => card(`r${i}`, `Red ${i}`, ['R'], i < 3 ? 'uncommon' : 'common')),
  ...Array.from({ length: 10 }, (_, i) => card(`u${i}`, `Blue ${i}`, ['U'])),
  card('a1', 'Ornithopter', []),
  card('wr', 'Boros Thing', ['W', 'R'], 'rare'),
  card('gu', 'Simic Thing', ['G', 'U'], 'mythic'),
  card('p1', 'Plains', []),
];

describe('checkLimitedDeck (MTR 7.1)', () => {
  it('takes pool cards plus basic lands to 40 and puts the rest of the pool in the sideboard', () => {
    const result = checkLimitedDeck(POOL, { cardIds: [...POOL.slice(0, 23).map((c) => c.id)], basics: { Plains: 9, Mountain: 8 } });
    expect('problems' in result).toBe(false);
    if ('problems' in result) return;
    expect(result.main).toHaveLength(40);
    expect(result.main.filter((name) => name === 'Plains')).toHaveLength(9);
    expect(result.sideboard).toHaveLength(POOL.length - 23);
    expect(result.sideboard).toContain('Simic Thing');
  });

  it('names every refusal: a card not in the pool, a copy listed twice, a non-basic, a bad count, too few cards', () => {
    const result = checkLimitedDeck(POOL, { cardIds: ['w0', 'w0', 'nope'], basics: { Plains: 2.5, Wastes: 3, Island: 10 } });
    expect('problems' in result && result.problems.map((p) => p.code).sort()).toEqual(['CARD_LISTED_TWICE', 'CARD_NOT_IN_POOL', 'DECK_TOO_SMALL', 'INVALID_BASIC_LAND_COUNT', 'NOT_A_BASIC_LAND']);
  });

  it('refuses 39 cards and accepts 40', () => {
    const ids = POOL.slice(0, 22).map((c) => c.id);
    expect(checkLimitedDeck(POOL, { cardIds: ids, basics: { Plains: 17 } })).toMatchObject({ problems: [{ code: 'DECK_TOO_SMALL' }] });
    expect(checkLimitedDeck(POOL, { cardIds: ids, basics: { Plains: 18 } })).toHaveProperty('main');
  });

  it('refuses cards the playable check refuses, by name', () => {
    const result = checkLimitedDeck(POOL, { cardIds: ['gu'], basics: { Island: 39 } }, { playable: (name) => name !== 'Simic Thing' });
    expect(result).toEqual({ problems: [expect.objectContaining({ code: 'CARD_NOT_PLAYABLE', card: 'Simic Thing' })] });
  });
});

describe('botLimitedDeck', () => {
  it('plays its two best colours (by card quality), 23 spells and 17 lands split by colour', () => {
    const deck = botLimitedDeck(POOL);
    const names = deck.cardIds.map((id) => POOL.find((c) => c.id === id)!.name);
    expect(deck.cardIds).toHaveLength(23);
    expect(names.some((n) => n.startsWith('Blue') || n === 'Simic Thing')).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['Boros Thing', 'White 0', 'White 1', 'Red 0']));
    expect(names).not.toContain('Plains');
    expect((deck.basics.Plains ?? 0) + (deck.basics.Mountain ?? 0)).toBe(17);
    expect(deck.basics.Plains).toBeGreaterThan(0);
    expect(deck.basics.Mountain).toBeGreaterThan(0);
    expect(checkLimitedDeck(POOL, deck)).toHaveProperty('main');
  });

  it('leaves out unplayable cards and fills to 40 with lands when too few spells are left', () => {
    const deck = botLimitedDeck(POOL, (name) => name.startsWith('Red'));
    expect(deck.cardIds).toHaveLength(12);
    expect(deck.basics).toEqual({ Mountain: 28 });
    expect(checkLimitedDeck(POOL, deck, { playable: (name) => name.startsWith('Red') || name === 'Mountain' })).toHaveProperty('main');
  });
});
