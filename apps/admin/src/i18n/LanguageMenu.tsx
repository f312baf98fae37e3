import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './change-locale';
import { isScreenLocale, LOCALE_NAMES, SCREEN_LOCALES } from './screen-locales';

/** A compact language menu; each language is named in itself, so anyone can find theirs. */
export function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <span className={className}>
      <select
        aria-label={t('language.label')}
        data-testid="language-menu"
        value={i18n.language}
        onChange={(event) => {
          if (!isScreenLocale(event.target.value)) return;
          setFailed(false);
          changeLocale(event.target.value).catch(() => setFailed(true));
        }}
      >
        {SCREEN_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      {failed ? <span role="alert"> {t('language.notSaved')}</span> : null}
    </span>
  );
}
