import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { LEAVE_WAITLIST, type PublicEvent } from '../graphql/operations';
import { joinOrWait } from './join-or-wait';
import { getSession, subscribeSession } from '../session/session-store';
import { PlayerLink } from './PlayerLink';

/**
 * While registration is open: a signed-in player who is not yet in the event registers with one
 * tap, or joins the waitlist of a full event; a waiting player sees their place in line and may leave it.
 */
export function RegisterButton({ event, onRegistered }: { event: PublicEvent; onRegistered: () => void }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  if (event.myWaitlistPosition) {
    const leave = async () => {
      if (!window.confirm(t('player.register.leaveWaitlistConfirm', { event: event.name }))) return;
      setState({ busy: true, error: null, done: null });
      try {
        await request(LEAVE_WAITLIST, { eventId: event.id });
        setState({ busy: false, error: null, done: null });
        onRegistered();
      } catch (caught) {
        setState({ busy: false, error: errorMessage(caught), done: null });
      }
    };
    return (
      <div className="register">
        <p className="notice" data-testid="waitlist-notice">
          {t('player.register.waitlisted', { position: event.myWaitlistPosition })}
        </p>
        <button type="button" className="secondary" onClick={() => void leave()} disabled={state.busy} data-testid="leave-waitlist">
          {t('player.register.leaveWaitlist')}
        </button>
        {state.error ? <p className="error" role="alert">{state.error}</p> : null}
      </div>
    );
  }
  if (state.done) return <p className="notice" data-testid="registered-notice">{t('player.register.done', { name: state.done })}</p>;
  if (event.status !== 'REGISTRATION' || event.myRoles.includes('PLAYER')) return null;
  if (event.registrationState === 'NOT_YET_OPEN' || event.registrationState === 'CLOSED') {
    return <p className="muted small" data-testid="registration-state">{t(`registrationState.${event.registrationState}`)}</p>;
  }
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
      const outcome = await joinOrWait(event.joinCode, null);
      setState({ busy: false, error: null, done: 'registered' in outcome ? outcome.registered : null });
      onRegistered();
    } catch (caught) {
      setState({ busy: false, error: errorMessage(caught), done: null });
    }
  };
  return (
    <div className="register">
      <button type="button" onClick={() => void register()} disabled={state.busy} data-testid="register-button">
        {t(event.registrationState === 'FULL' ? 'player.register.waitlistAs' : 'player.register.as', { name: session.user.displayName })}
      </button>
      {state.error ? <p className="error" role="alert">{state.error}</p> : null}
    </div>
  );
}
