import glossary from './glossary.json';
import type { ScreenLocale } from './screen-locales';

type GlossaryTerm = Record<ScreenLocale, string> & { source: string };

/** The glossary as one i18next namespace per language: { gameLoss: "Game Loss", … }. */
export function glossaryNamespace(locale: ScreenLocale): Record<string, string> {
  const terms = glossary.terms as Record<string, GlossaryTerm>;
  return Object.fromEntries(Object.entries(terms).map(([key, term]) => [key, term[locale]]));
}
