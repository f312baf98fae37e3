import { isScreenLocale, localeFromBrowser, type ScreenLocale } from './screen-locales';

const STORAGE_KEY = 'arbiter.locale';

/**
 * The language to show: `?lang=` in the address (for a venue screen set up once), else the
 * one chosen on this device, else the browser's.
 */
export function readChosenLocale(): ScreenLocale {
  const fromAddress = localeInAddress();
  if (fromAddress) return fromAddress;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isScreenLocale(stored)) return stored;
  } catch {
    // Storage can be off (private browsing): follow the browser.
  }
  return localeFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language `?lang=` sets for this page, if any: it wins over every remembered choice. */
export function localeInAddress(): ScreenLocale | null {
  const fromAddress = new URLSearchParams(window.location.search).get('lang');
  return isScreenLocale(fromAddress) ? fromAddress : null;
}

/** Remembers the choice on this device. */
export function rememberLocale(locale: ScreenLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to remember into; the choice lasts for this page.
  }
}
