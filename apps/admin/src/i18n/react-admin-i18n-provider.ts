import type { I18nProvider } from 'react-admin';
import { changeLocale } from './change-locale';
import { i18n } from './i18n';
import { fillPolyglot, messageAt, REACT_ADMIN_MESSAGES } from './react-admin-messages';
import { isScreenLocale, LOCALE_NAMES, SCREEN_LOCALES, type ScreenLocale } from './screen-locales';

const currentLocale = (): ScreenLocale => (isScreenLocale(i18n.language) ? i18n.language : 'en');

/**
 * react-admin's i18n provider over the screens' one i18next instance: react-admin's own
 * messages (ra.*) from its catalogues in each language, every other key (resource names,
 * field labels) from ours, so the admin and the player pages share one language choice.
 */
export const reactAdminI18nProvider: I18nProvider = {
  translate: (key, options = {}) => {
    const own = messageAt(REACT_ADMIN_MESSAGES[currentLocale()], key) ?? messageAt(REACT_ADMIN_MESSAGES.en, key);
    if (own !== undefined) return fillPolyglot(own, options);
    if (i18n.exists(key)) return String(i18n.t(key, options));
    return typeof options._ === 'string' ? fillPolyglot(options._, options) : key;
  },
  changeLocale: (locale) => (isScreenLocale(locale) ? changeLocale(locale) : Promise.resolve()),
  getLocale: currentLocale,
  getLocales: () => SCREEN_LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
};
