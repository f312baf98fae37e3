import { cardNameIn } from './card-names';

const bolt = { name: 'Lightning Bolt', card: { chineseName: '闪电击', chineseNameTraditional: '閃電擊' } };

describe('cardNameIn', () => {
  it("names a card in the reader's script, the Oracle name in English", () => {
    expect(cardNameIn(bolt, 'zh-Hans')).toBe('闪电击');
    expect(cardNameIn(bolt, 'zh-Hant')).toBe('閃電擊');
    expect(cardNameIn(bolt, 'en')).toBe('Lightning Bolt');
  });

  it('takes the other script when only one was printed, and the Oracle name when neither was', () => {
    expect(cardNameIn({ name: 'Old Card', card: { chineseName: null, chineseNameTraditional: '舊卡' } }, 'zh-Hans')).toBe('舊卡');
    expect(cardNameIn({ name: 'Old Card', card: { chineseName: '旧卡', chineseNameTraditional: null } }, 'zh-Hant')).toBe('旧卡');
    expect(cardNameIn({ name: 'Island', card: null }, 'zh-Hans')).toBe('Island');
  });
});
