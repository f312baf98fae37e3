import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { LOG_IN, SIGN_UP } from '../graphql/operations';
import { setSession } from '../session/session-store';

/** Sign in (or create an account) from a player page, to report results and drop. */
export function SignInForm({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'logIn' | 'signUp'>('logIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payload =
        mode === 'logIn'
          ? (await request(LOG_IN, { email, password })).logIn
          : (await request(SIGN_UP, { email, password, displayName })).signUp;
      setSession({ token: payload.token, user: payload.user });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} data-testid="player-login-form" aria-label={mode === 'logIn' ? t('signIn.signIn') : t('signIn.createAccount')}>
      <h3>{mode === 'logIn' ? (title ?? t('signIn.toReport')) : t('signIn.createTitle')}</h3>
      {mode === 'signUp' ? (
        <label>
          {t('signIn.name')}
          <input value={displayName} onChange={(e) => setDisplayName(e.target.value)} required autoComplete="name" data-testid="player-signup-name" />
        </label>
      ) : null}
      <label>
        {t('signIn.email')}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" data-testid="player-login-email" />
      </label>
      <label>
        {t('signIn.password')}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          autoComplete={mode === 'logIn' ? 'current-password' : 'new-password'}
          data-testid="player-login-password"
        />
      </label>
      {error ? <p className="error" role="alert">{error}</p> : null}
      <button type="submit" disabled={busy} data-testid="player-login-submit">
        {mode === 'logIn' ? t('signIn.signIn') : t('signIn.createAccount')}
      </button>
      <button type="button" className="link-button" onClick={() => setMode(mode === 'logIn' ? 'signUp' : 'logIn')}>
        {mode === 'logIn' ? t('signIn.toSignUp') : t('signIn.toLogIn')}
      </button>
    </form>
  );
}
