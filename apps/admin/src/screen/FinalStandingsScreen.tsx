import { useTranslation } from 'react-i18next';
import { FINAL_STANDINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { finishLabel } from '../shared/final-placing';

/** The projector once the event has ended: the top of the final standings, large. */
export function FinalStandingsScreen({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(FINAL_STANDINGS, { eventId });
  const top = (query.data?.finalStandings ?? []).slice(0, 16);
  return (
    <section className="screen-final" data-testid="screen-final-standings">
      <h2>{t('screen.finalStandings')}</h2>
      <table className="screen-table">
        <tbody>
          {top.map((standing) => (
            <tr key={standing.player.id}>
              <td className="screen-table-number">{standing.rank}</td>
              <td>{standing.player.name}</td>
              <td>{finishLabel(standing.finish, t)}</td>
              <td>{standing.record}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
