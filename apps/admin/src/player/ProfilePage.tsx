import { RATING } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { PlayerLink } from './PlayerLink';

const CATEGORIES = [
  { id: 'CONSTRUCTED', label: 'Constructed' },
  { id: 'LIMITED', label: 'Limited' },
] as const;

/** A player's profile (/play/profile/<userId>): their rating per category, with the change each event made. */
export function ProfilePage({ userId }: { userId: string }) {
  return (
    <>
      <header className="player-header">
        <PlayerLink href="/play" className="muted small">
          ← Events
        </PlayerLink>
        <h1>Ratings</h1>
      </header>
      <main>
        {CATEGORIES.map((category) => (
          <CategoryRating key={category.id} userId={userId} category={category.id} label={category.label} />
        ))}
        <p className="muted small">DCI ratings: everyone starts at 1600; only finished sanctioned events count.</p>
      </main>
    </>
  );
}

function CategoryRating({ userId, category, label }: { userId: string; category: string; label: string }) {
  const query = useGraphQLQuery(RATING, { userId, category });
  if (query.error) return <p className="error" role="alert">{query.error.message}</p>;
  if (!query.data) return <p>Loading…</p>;
  const rating = query.data.rating;
  return (
    <section data-testid={`rating-${category.toLowerCase()}`}>
      <h2>
        {label}: {rating ? Math.round(rating.value) : 'not rated yet'}
      </h2>
      {rating ? (
        <>
          <p className="muted small">{rating.matches} rated matches</p>
          <table className="standings">
            <thead>
              <tr>
                <th>Event</th>
                <th>Before</th>
                <th>After</th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {rating.history.map((change) => (
                <tr key={change.eventId}>
                  <td>{change.eventName}</td>
                  <td>{change.before.toFixed(1)}</td>
                  <td>{change.after.toFixed(1)}</td>
                  <td>{(change.after - change.before >= 0 ? '+' : '') + (change.after - change.before).toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
