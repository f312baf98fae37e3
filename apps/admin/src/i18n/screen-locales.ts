import type { Locale } from '../graphql/generated/graphql';

/**
 * The screens' languages as BCP 47 tags, keyed by the API's Locale enum: a language the API
 * adds fails the type check here until the screens have its catalogue.
 */
export const TAG_OF_LOCALE = { EN: 'en', ZH_HANS: 'zh-Hans', ZH_HANT: 'zh-Hant' } as const satisfies Record<Locale, string>;

export type ScreenLocale = (typeof TAG_OF_LOCALE)[Locale];

export const SCREEN_LOCALES = Object.values(TAG_OF_LOCALE) as ScreenLocale[];

/** Each language named in itself, for the language menu. */
export const LOCALE_NAMES: Record<ScreenLocale, string> = { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' };

export function localeEnumOf(tag: ScreenLocale): Locale {
  return (Object.keys(TAG_OF_LOCALE) as Locale[]).find((key) => TAG_OF_LOCALE[key] === tag) ?? 'EN';
}

export function isScreenLocale(value: unknown): value is ScreenLocale {
  return typeof value === 'string' && (SCREEN_LOCALES as string[]).includes(value);
}

// Regions that write Traditional characters when a browser says only "zh-<region>".
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * The first of the browser's languages the screens have: "zh-TW", "zh-HK", "zh-Hant-*" →
 * zh-Hant; any other Chinese ("zh", "zh-CN", "zh-SG", "zh-Hans-*") → zh-Hans; else English.
 */
export function localeFromBrowser(languages: readonly string[]): ScreenLocale {
  for (const language of languages) {
    const [base, ...rest] = language.split(/[-_]/);
    if (base?.toLowerCase() === 'en') return 'en';
    if (base?.toLowerCase() !== 'zh') continue;
    const subtags = rest.map((subtag) => subtag.toLowerCase());
    if (subtags.includes('hant')) return 'zh-Hant';
    if (subtags.includes('hans')) return 'zh-Hans';
    return rest.some((subtag) => TRADITIONAL_REGIONS.has(subtag.toUpperCase())) ? 'zh-Hant' : 'zh-Hans';
  }
  return 'en';
}
