import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { JOIN_EVENT, type PublicEvent } from '../graphql/operations';
import { getSession, subscribeSession } from '../session/session-store';
import { PlayerLink } from './PlayerLink';

/** While registration is open: a signed-in player who is not yet in the event registers with one tap. */
export function RegisterButton({ event, onRegistered }: { event: PublicEvent; onRegistered: () => void }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  if (state.done) return <p className="notice" data-testid="registered-notice">{t('player.register.done', { name: state.done })}</p>;
  if (event.status !== 'REGISTRATION' || event.myRoles.includes('PLAYER')) return null;
  if (!session) {
    return (
      <p className="muted small" data-testid="register-sign-in">
        {t('player.register.open')} <PlayerLink href={`/play/join?code=${event.joinCode}`}>{t('player.register.signIn')}</PlayerLink>
      </p>
    );
  }
  const register = async () => {
    setState({ busy: true, error: null, done: null });
    try {
      const player = (await request(JOIN_EVENT, { code: event.joinCode })).joinEvent;
      setState({ busy: false, error: null, done: player.name });
      onRegistered();
    } catch (caught) {
      setState({ busy: false, error: errorMessage(caught), done: null });
    }
  };
  return (
    <div className="register">
      <button type="button" onClick={() => void register()} disabled={state.busy} data-testid="register-button">
        {t('player.register.as', { name: session.user.displayName })}
      </button>
      {state.error ? <p className="error" role="alert">{state.error}</p> : null}
    </div>
  );
}
