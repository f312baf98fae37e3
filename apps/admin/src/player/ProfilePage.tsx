import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { RATING } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { PlayerLink } from './PlayerLink';

// Each category's title is the catalogue's profile.category.<id>.
const CATEGORIES = ['CONSTRUCTED', 'LIMITED'] as const;

/** A player's profile (/play/profile/<userId>): their rating per category, with the change each event made. */
export function ProfilePage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="player-header">
        <PlayerLink href="/play" className="muted small">
          {t('player.backToEvents')}
        </PlayerLink>
        <h1>{t('profile.title')}</h1>
      </header>
      <main>
        {CATEGORIES.map((category) => (
          <CategoryRating key={category} userId={userId} category={category} />
        ))}
        <p className="muted small">{t('profile.note')}</p>
      </main>
    </>
  );
}

function CategoryRating({ userId, category }: { userId: string; category: (typeof CATEGORIES)[number] }) {
  const { t, i18n } = useTranslation();
  const query = useGraphQLQuery(RATING, { userId, category });
  if (query.error) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  const decimal = (value: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'never' }).format(value);
  const rating = query.data.rating;
  return (
    <section data-testid={`rating-${category.toLowerCase()}`}>
      <h2>
        {t(`profile.category.${category}`)}: {rating ? Math.round(rating.value) : t('profile.notRated')}
      </h2>
      {rating ? (
        <>
          <p className="muted small">{t('profile.ratedMatches', { matches: rating.matches })}</p>
          <table className="standings">
            <thead>
              <tr>
                <th>{t('profile.event')}</th>
                <th>{t('profile.before')}</th>
                <th>{t('profile.after')}</th>
                <th>{t('profile.change')}</th>
              </tr>
            </thead>
            <tbody>
              {rating.history.map((change) => (
                <tr key={change.eventId}>
                  <td>{change.eventName}</td>
                  <td>{decimal(change.before)}</td>
                  <td>{decimal(change.after)}</td>
                  <td>{(change.after - change.before >= 0 ? '+' : '−') + decimal(change.after - change.before)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
