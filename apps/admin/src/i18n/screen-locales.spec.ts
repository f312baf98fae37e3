import { isScreenLocale, localeEnumOf, localeFromBrowser } from './screen-locales';

describe('localeFromBrowser', () => {
  it.each([
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK', 'en'], 'zh-Hant'],
    [['zh-Hant-CN'], 'zh-Hant'],
    [['zh'], 'zh-Hans'],
    [['zh-CN'], 'zh-Hans'],
    [['zh_SG'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['fr-FR', 'zh-MO'], 'zh-Hant'],
    [['en-GB', 'zh-CN'], 'en'],
    [['de', 'fr'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(localeFromBrowser(languages)).toBe(expected);
  });
});

describe('locale names', () => {
  it('maps tags to the API enum and back', () => {
    expect(localeEnumOf('zh-Hant')).toBe('ZH_HANT');
    expect(localeEnumOf('en')).toBe('EN');
    expect(isScreenLocale('zh-Hans')).toBe(true);
    expect(isScreenLocale('zh-CN')).toBe(false);
  });
});
