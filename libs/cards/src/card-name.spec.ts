import { cardNameKey, cardNameWords, withoutRebalancedPrefix } from './card-name';

describe('cardNameKey', () => {
  it.each([
    ['Lightning Bolt', 'lightningbolt'],
    ['  lightning   BOLT ', 'lightningbolt'],
    ['Lim-Dûl the Necromancer', 'limdulthenecromancer'],
    ['Lim Dul the Necromancer', 'limdulthenecromancer'],
    ['Æther Vial', 'aethervial'],
    ['Jötun Grunt', 'jotungrunt'],
    ["Jace, Vryn's Prodigy", 'jacevrynsprodigy'],
    ['Jace, Vryn’s Prodigy', 'jacevrynsprodigy'],
    ['Fire // Ice', 'fireice'],
    ['Fire/Ice', 'fireice'],
    ['"Ach! Hans, Run!"', 'achhansrun'],
    ['ＬＩＧＨＴＮＩＮＧ ＢＯＬＴ', 'lightningbolt'],
    ['复归国王肯理斯', '复归国王肯理斯'],
    ['变体研究员 // 完美形体', '变体研究员完美形体'],
    ['!!!', ''],
  ])('%s → %s', (name, key) => {
    expect(cardNameKey(name)).toBe(key);
  });
});

describe('cardNameWords', () => {
  it('splits on spaces, hyphens and slashes and folds each word', () => {
    expect(cardNameWords("Lim-Dûl's Vault")).toEqual(['lim', 'duls', 'vault']);
    expect(cardNameWords('Fire // Ice')).toEqual(['fire', 'ice']);
  });
});

describe('withoutRebalancedPrefix', () => {
  it('removes the "A-" of an Alchemy rebalanced name only', () => {
    expect(withoutRebalancedPrefix('A-Base Camp')).toBe('Base Camp');
    expect(withoutRebalancedPrefix('a-base camp')).toBe('base camp');
    expect(withoutRebalancedPrefix('Abandon Hope')).toBeUndefined();
    expect(withoutRebalancedPrefix('A- ')).toBeUndefined();
  });
});
