import { request } from '../graphql/graphql-client';
import { getSession, subscribeSession } from '../session/session-store';
import { i18n } from './i18n';
import { localeInAddress, rememberLocale } from './locale-choice';
import { MY_LOCALE, SET_MY_LOCALE } from './locale-operations';
import { localeEnumOf, TAG_OF_LOCALE, type ScreenLocale } from './screen-locales';

/** Shows the screens in `locale`, remembers it on this device and, when signed in, on the account. */
export async function changeLocale(locale: ScreenLocale): Promise<void> {
  rememberLocale(locale);
  await i18n.changeLanguage(locale);
  if (getSession()) await request(SET_MY_LOCALE, { locale: localeEnumOf(locale) });
}

async function applyAccountLocale(): Promise<void> {
  // A screen set up with ?lang= keeps that language whoever signs in on it.
  if (!getSession() || localeInAddress()) return;
  const { me } = await request(MY_LOCALE, {});
  if (!me?.locale) return;
  const locale = TAG_OF_LOCALE[me.locale];
  rememberLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Follows the account's language: at start when already signed in, and at each sign-in. */
export function followAccountLocale(): void {
  // A failed look-up leaves the device's language on screen; the next sign-in tries again.
  const apply = () => void applyAccountLocale().catch(() => undefined);
  let signedIn = Boolean(getSession());
  if (signedIn) apply();
  subscribeSession(() => {
    const now = Boolean(getSession());
    if (now && !signedIn) apply();
    signedIn = now;
  });
}
