import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, GraphQLRequestError } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { EVENT_BY_CODE } from '../graphql/operations';
import { joinOrWait } from './join-or-wait';
import { getSession, subscribeSession } from '../session/session-store';
import { usePathname } from '../shared/use-pathname';
import { SignInForm } from './SignInForm';

/** What an event code looks like (six letters and digits, as the big screen shows it). */
const EXAMPLE_CODE = 'K7M2QX';

/** The code in a shared link or QR code (/play/join?code=K7M2QX), if any. */
function codeFromLink(): string {
  return new URLSearchParams(window.location.search).get('code') ?? '';
}

/**
 * /play/join: a player types the event code from the big screen (or opens its QR code),
 * signs in, and is registered, or claims the entry the organizer made for their email.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [, navigate] = usePathname();
  const [code, setCode] = useState(codeFromLink);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const found = (await request(EVENT_BY_CODE, { code })).eventByCode;
      // The API's own refusal for an unknown code, so it reads as every other coded error.
      if (!found) throw new GraphQLRequestError('JOIN_CODE_UNKNOWN', `No event has the code "${code.trim()}"`, [{ message: '', extensions: { code: 'JOIN_CODE_UNKNOWN', joinCode: code.trim() } }]);
      const outcome = await joinOrWait(code, name.trim() || null);
      // A waiting player lands on the event's page, which shows their place in line.
      navigate(`/play/${encodeURIComponent(found.id)}${'registered' in outcome ? '/me' : ''}`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack">
      <h1>{t('player.join.title')}</h1>
      {session ? (
        <form className="stack" onSubmit={join} aria-label={t('player.join.title')} data-testid="join-form">
          <p className="muted small">{t('player.signedInAs', { name: session.user.displayName })}</p>
          <label>
            {t('player.join.code')}
            <input
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              required
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={9}
              placeholder={EXAMPLE_CODE}
              className="join-code-input"
              data-testid="join-code"
            />
          </label>
          <label>
            {t('player.join.name')} <span className="muted small">{t('player.join.nameHint')}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" data-testid="join-name" />
          </label>
          {error ? <p className="error" role="alert">{error}</p> : null}
          <button type="submit" disabled={busy || !code.trim()} data-testid="join-submit">
            {t('player.join.submit')}
          </button>
        </form>
      ) : (
        <>
          <p>{t('player.join.signInFirst')}</p>
          <SignInForm />
        </>
      )}
    </section>
  );
}
