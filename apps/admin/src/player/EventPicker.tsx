import { EVENTS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { PlayerLink } from './PlayerLink';

const STATUS_LABEL = { REGISTRATION: 'Registration open', RUNNING: 'In progress', PLAYOFFS: 'Playoffs', FINISHED: 'Finished' } as const;

/** The public list of events, newest first. */
export function EventPicker() {
  const { data, error, loading } = useGraphQLQuery(EVENTS, {});
  return (
    <section>
      <h1>Events</h1>
      <p>
        <PlayerLink href="/play/join" className="button-link" data-testid="join-with-code">
          Join with an event code
        </PlayerLink>
      </p>
      <p>
        <PlayerLink href="/play/mine" data-testid="my-events-link">
          My events and invitations
        </PlayerLink>
      </p>
      {loading ? <p>Loading…</p> : null}
      {error ? <p className="error" role="alert">{error.message}</p> : null}
      <ul className="card-list" data-testid="public-event-list">
        {data?.events.map((event) => (
          <li key={event.id} className="card">
            <PlayerLink href={`/play/${event.id}`}>
              <strong>{event.name}</strong>
              <span className="muted">
                {' '}
                {STATUS_LABEL[event.status]}
                {event.startsAt ? ` · ${new Date(event.startsAt).toLocaleString()}` : ''}
              </span>
            </PlayerLink>
          </li>
        ))}
        {data && data.events.length === 0 ? <li className="muted">No events yet.</li> : null}
      </ul>
      <p className="muted">
        Organizers and judges: <a href="/#/">sign in to the event manager</a>.
      </p>
    </section>
  );
}
