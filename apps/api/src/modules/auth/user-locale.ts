import { registerEnumType } from '@nestjs/graphql';

/**
 * The languages Arbiter's screens are written in: GraphQL names (which cannot hold "-") with
 * their BCP 47 tags as values, the one list for the API and, through codegen, the screens.
 */
export enum Locale {
  EN = 'en',
  ZH_HANS = 'zh-Hans',
  ZH_HANT = 'zh-Hant',
}

registerEnumType(Locale, {
  name: 'Locale',
  description: 'A language of the screens: EN (English), ZH_HANS (Simplified Chinese), ZH_HANT (Traditional Chinese)',
});

/** A language tag as stored: "en", "zh-Hans", "zh-Hant". */
export type UserLocale = `${Locale}`;

export const USER_LOCALES: readonly UserLocale[] = Object.values(Locale);

export function isUserLocale(value: unknown): value is UserLocale {
  return typeof value === 'string' && (USER_LOCALES as readonly string[]).includes(value);
}
