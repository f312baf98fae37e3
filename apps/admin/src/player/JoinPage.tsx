import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { EVENT_BY_CODE, JOIN_EVENT } from '../graphql/operations';
import { getSession, subscribeSession } from '../session/session-store';
import { usePathname } from '../shared/use-pathname';
import { SignInForm } from './SignInForm';

/** The code in a shared link or QR code (/play/join?code=K7M2QX), if any. */
function codeFromLink(): string {
  return new URLSearchParams(window.location.search).get('code') ?? '';
}

/**
 * /play/join: a player types the event code from the big screen (or opens its QR code),
 * signs in, and is registered, or claims the entry the organizer made for their email.
 */
export function JoinPage() {
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
      if (!found) throw new Error(`No event has the code "${code.trim()}": check the code on the event's screen`);
      await request(JOIN_EVENT, { code, name: name.trim() || null });
      navigate(`/play/${encodeURIComponent(found.id)}/me`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack">
      <h1>Join an event</h1>
      {session ? (
        <form className="stack" onSubmit={join} aria-label="Join an event" data-testid="join-form">
          <p className="muted small">Signed in as {session.user.displayName}.</p>
          <label>
            Event code
            <input
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              required
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={9}
              placeholder="K7M2QX"
              className="join-code-input"
              data-testid="join-code"
            />
          </label>
          <label>
            Name on the pairings <span className="muted small">(optional: your account name otherwise)</span>
            <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" data-testid="join-name" />
          </label>
          {error ? <p className="error" role="alert">{error}</p> : null}
          <button type="submit" disabled={busy || !code.trim()} data-testid="join-submit">
            Join
          </button>
        </form>
      ) : (
        <>
          <p>Sign in or create an account first: your entry, results and drop are yours only.</p>
          <SignInForm />
        </>
      )}
    </section>
  );
}
