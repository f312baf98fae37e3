import type { ScreenLocale } from './screen-locales';

/** A card as the screens name it: its Oracle (English) name and, where printed, its Chinese names. */
export interface NamedCard {
  name: string;
  card?: { chineseName?: string | null; chineseNameTraditional?: string | null } | null;
}

/**
 * The card's name in the reader's language where the card data has one (Simplified: the
 * Simplified printing, else the Traditional; Traditional: the other way round), else its
 * Oracle name.
 */
export function cardNameIn(card: NamedCard, locale: ScreenLocale | string): string {
  const simplified = card.card?.chineseName ?? null;
  const traditional = card.card?.chineseNameTraditional ?? null;
  if (locale === 'zh-Hans') return simplified ?? traditional ?? card.name;
  if (locale === 'zh-Hant') return traditional ?? simplified ?? card.name;
  return card.name;
}
