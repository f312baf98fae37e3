import { useTranslation } from 'react-i18next';
import { TEAM_STANDINGS } from '../graphql/team-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { finishLabel } from '../shared/final-placing';

/** A team event's standings on the projector (the top 16 teams), final once the event has ended; refreshed live. */
export function TeamStandingsScreen({ eventId, final }: { eventId: string; final: boolean }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(TEAM_STANDINGS, { eventId });
  useEventLiveRefresh(eventId, ['standings'], () => void query.refetch());
  const top = (query.data?.teamStandings ?? []).slice(0, 16);
  return (
    <section className="screen-final" data-testid="screen-team-standings">
      <h2>{final ? t('screen.finalTeamStandings') : t('screen.teamStandings')}</h2>
      <table className="screen-table">
        <tbody>
          {top.map((standing) => (
            <tr key={standing.team.id}>
              <td className="screen-table-number">{standing.rank}</td>
              <td>{standing.team.name}</td>
              <td>{final ? finishLabel(standing.finish, t) : t('screen.points', { points: standing.matchPoints })}</td>
              <td>{standing.record}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
