import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { isEventRole, type MyEvent } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { ACCEPT_ENTRY, MY_EVENTS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { getSession, subscribeSession } from '../session/session-store';
import { PlayerLink } from './PlayerLink';
import { SignInForm } from './SignInForm';

const ROLE_LABEL = { ORGANIZER: 'Organizer', JUDGE: 'Judge', ADMIN: 'Administrator', PLAYER: 'Player' } as const;

/**
 * "My events" (/play/mine): invitations waiting for the signed-in account, with Accept, and the
 * events it plays in or staffs. `children` renders above the lists (room for more ways to join).
 */
export function MyEventsPage({ children }: { children?: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return (
    <section className="stack" data-testid="my-events-page">
      <header className="player-header">
        <PlayerLink href="/play" className="muted small">
          ← Events
        </PlayerLink>
        <h1>My events</h1>
      </header>
      {session ? <MyEventLists key={session.user.id}>{children}</MyEventLists> : <SignInForm title="Sign in to see your events and invitations" />}
    </section>
  );
}

function MyEventLists({ children }: { children?: ReactNode }) {
  const { data, error, loading, refetch } = useGraphQLQuery(MY_EVENTS, {});
  const events = data?.myEvents ?? [];
  const invitations = events.filter((event) => event.myInvitation !== null);
  const entered = events.filter((event) => event.myInvitation === null);
  return (
    <>
      {children}
      {loading ? <p>Loading…</p> : null}
      {error ? <p className="error" role="alert">{error.message}</p> : null}
      {invitations.length > 0 ? (
        <>
          <h2>Invitations</h2>
          <ul className="card-list" data-testid="my-invitations">
            {invitations.map((event) => (
              <InvitationCard key={event.id} event={event} onAccepted={refetch} />
            ))}
          </ul>
        </>
      ) : null}
      <h2>Events</h2>
      <ul className="card-list" data-testid="my-event-list">
        {entered.map((event) => (
          <li key={event.id} className="card" data-testid="my-event">
            <PlayerLink href={`/play/${encodeURIComponent(event.id)}`}>
              <strong>{event.name}</strong>
              <span className="muted"> · {describeRoles(event)}</span>
            </PlayerLink>
          </li>
        ))}
        {data && entered.length === 0 ? <li className="muted">No events yet.</li> : null}
      </ul>
    </>
  );
}

function describeRoles(event: MyEvent): string {
  const roles = event.myRoles.flatMap((role) => (isEventRole(role) && role !== 'PLAYER' ? [ROLE_LABEL[role]] : []));
  return [event.myPlayer ? `Playing as ${event.myPlayer.name}` : null, ...roles].filter(Boolean).join(' · ');
}

/** One entry an organizer made for this account: accepting links it (acceptEntry). */
function InvitationCard({ event, onAccepted }: { event: MyEvent; onAccepted: () => Promise<void> }) {
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
        <span className="muted"> · entry as {invitation.name}</span>
      </span>
      {error ? <p className="error" role="alert">{error}</p> : null}
      <button type="button" onClick={accept} disabled={busy} data-testid="accept-invitation">
        Accept
      </button>
    </li>
  );
}
