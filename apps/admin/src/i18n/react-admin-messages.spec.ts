import { fillPolyglot, messageAt, REACT_ADMIN_MESSAGES } from './react-admin-messages';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)));
}
const valuesOf = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].filter((name) => name !== 'smart_count').sort();

describe("react-admin's own messages", () => {
  it.each(['zh-Hans', 'zh-Hant'] as const)('%s has every English key of ra-language-english, each with the same %%{values}', (locale) => {
    const english = keysOf(REACT_ADMIN_MESSAGES.en);
    expect(keysOf(REACT_ADMIN_MESSAGES[locale]).sort()).toEqual([...english].sort());
    for (const key of english) {
      const translated = messageAt(REACT_ADMIN_MESSAGES[locale], key)!;
      // A translation may drop the plural's name when it names the count instead ("删除 3 项").
      expect([key, valuesOf(translated).every((name) => valuesOf(messageAt(REACT_ADMIN_MESSAGES.en, key)!).includes(name))]).toEqual([key, true]);
    }
  });

  it('fills polyglot messages: the plural form by smart_count, and %{values}', () => {
    expect(fillPolyglot('1 item selected |||| %{smart_count} items selected', { smart_count: 3 })).toBe('3 items selected');
    expect(fillPolyglot('1 item selected |||| %{smart_count} items selected', { smart_count: 1 })).toBe('1 item selected');
    expect(fillPolyglot('已选择 %{smart_count} 项', { smart_count: 3 })).toBe('已选择 3 项');
    expect(fillPolyglot('Create %{name}', {})).toBe('Create %{name}');
  });
});
