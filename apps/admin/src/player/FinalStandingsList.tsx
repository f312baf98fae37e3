import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { FINAL_STANDINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { finishLabel } from '../shared/final-placing';

/** The final placings of an ended event on a phone: place, player, how far they went. */
export function FinalStandingsList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(FINAL_STANDINGS, { eventId });
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  return (
    <section>
      <h2>{t('screen.finalStandings')}</h2>
      <div className="table-scroll">
        <table className="standings" data-testid="final-standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('standings.player')}</th>
              <th scope="col">{t('standings.finish')}</th>
              <th scope="col">{t('standings.record')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.finalStandings.map((standing) => (
              <tr key={standing.player.id}>
                <td>{standing.rank}</td>
                <td>{standing.player.name}</td>
                <td>{finishLabel(standing.finish, t)}</td>
                <td>{standing.record}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
