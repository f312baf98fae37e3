import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isEventRole, type MyEvent } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { ACCEPT_ENTRY, MY_EVENTS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatDateTime } from '../i18n/locale-format';
import { getSession, subscribeSession } from '../session/session-store';
import { PlayerLink } from './PlayerLink';
import { SignInForm } from './SignInForm';

/**
 * "My events" (/play/mine): invitations waiting for the signed-in account, with Accept, and the
 * events it plays in or staffs. `children` renders above the lists (room for more ways to join).
 */
export function MyEventsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return (
    <section className="stack" data-testid="my-events-page">
      <header className="player-header">
        <PlayerLink href="/play" className="muted small">
          {t('player.backToEvents')}
        </PlayerLink>
        <h1>{t('player.mine.title')}</h1>
      </header>
      {session ? <MyEventLists key={session.user.id}>{children}</MyEventLists> : <SignInForm title={t('player.mine.signIn')} />}
    </section>
  );
}

function MyEventLists({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useGraphQLQuery(MY_EVENTS, {});
  const events = data?.myEvents ?? [];
  const invitations = events.filter((event) => event.myInvitation !== null);
  const entered = events.filter((event) => event.myInvitation === null);
  const current = entered.filter((event) => event.status !== 'FINISHED');
  const past = entered.filter((event) => event.status === 'FINISHED');
  return (
    <>
      {children}
      {loading ? <p>{t('common.loading')}</p> : null}
      {error ? <p className="error" role="alert">{errorMessage(error)}</p> : null}
      {invitations.length > 0 ? (
        <>
          <h2>{t('player.mine.invitations')}</h2>
          <ul className="card-list" data-testid="my-invitations">
            {invitations.map((event) => (
              <InvitationCard key={event.id} event={event} onAccepted={refetch} />
            ))}
          </ul>
        </>
      ) : null}
      <h2>{t('player.events')}</h2>
      <ul className="card-list" data-testid="my-event-list">
        {current.map((event) => (
          <MyEventCard key={event.id} event={event} testId="my-event" />
        ))}
        {data && current.length === 0 ? <li className="muted">{t('player.noEvents')}</li> : null}
      </ul>
      {past.length > 0 ? (
        <>
          <h2>{t('player.mine.past')}</h2>
          <ul className="card-list" data-testid="my-past-events">
            {past.map((event) => (
              <MyEventCard key={event.id} event={event} testId="my-past-event" />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function MyEventCard({ event, testId }: { event: MyEvent; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="card" data-testid={testId}>
      <PlayerLink href={`/play/${encodeURIComponent(event.id)}`}>
        <strong>{event.name}</strong>
        <span className="muted"> · {describeRoles(event, t)}</span>
        {event.startsAt ? <span className="muted small"> · {formatDateTime(event.startsAt, i18n.language)}</span> : null}
      </PlayerLink>
    </li>
  );
}

function describeRoles(event: MyEvent, t: TFunction): string {
  const roles = event.myRoles.flatMap((role) => (isEventRole(role) && role !== 'PLAYER' ? [t(`role.${role}`)] : []));
  return [event.myPlayer ? t('player.mine.playingAs', { name: event.myPlayer.name }) : null, ...roles].filter(Boolean).join(' · ');
}

/** One entry an organizer made for this account: accepting links it (acceptEntry). */
function InvitationCard({ event, onAccepted }: { event: MyEvent; onAccepted: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invitation = event.myInvitation!;
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await request(ACCEPT_ENTRY, { playerId: invitation.id });
      await onAccepted();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card stack" data-testid="my-invitation">
      <span>
        <strong>{event.name}</strong>
        <span className="muted"> · {t('player.mine.entryAs', { name: invitation.name })}</span>
      </span>
      {error ? <p className="error" role="alert">{error}</p> : null}
      <button type="button" onClick={accept} disabled={busy} data-testid="accept-invitation">
        {t('player.mine.accept')}
      </button>
    </li>
  );
}
