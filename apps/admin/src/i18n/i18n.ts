import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setErrorTranslator } from '../graphql/graphql-error';
import { translatedError } from './error-text';
import { glossaryNamespace } from './glossary-resources';
import { readChosenLocale } from './locale-choice';
import en from './messages/en.json';
import zhHans from './messages/zh-Hans.json';
import zhHant from './messages/zh-Hant.json';
import type { ScreenLocale } from './screen-locales';

const CATALOGUES: Record<ScreenLocale, object> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/** The screens' one i18next instance: catalogues are bundled (a few kB), so it is ready at once. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readChosenLocale(),
  // Bundled catalogues: ready before the first render.
  initAsync: false,
  fallbackLng: 'en',
  supportedLngs: Object.keys(CATALOGUES),
  // "zh-Hans" is a whole language here, not a region of "zh".
  load: 'currentOnly',
  ns: ['translation', 'glossary'],
  defaultNS: 'translation',
  resources: Object.fromEntries(
    (Object.keys(CATALOGUES) as ScreenLocale[]).map((locale) => [locale, { translation: CATALOGUES[locale], glossary: glossaryNamespace(locale) }]),
  ),
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const setDocumentLanguage = (locale: string) => document.documentElement.setAttribute('lang', locale);
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

// Coded API errors read in the chosen language, filled with the input their extensions carry.
setErrorTranslator((error) =>
  translatedError(
    { code: error.code, message: error.message, extensions: error.errors[0]?.extensions ?? {} },
    {
      readsApiLanguage: i18n.language === 'en',
      template: (key) => {
        const template: unknown = i18n.getResource('en', 'translation', key);
        return typeof template === 'string' ? template : undefined;
      },
      translate: (key, values) => i18n.t(key, values),
    },
  ),
);
