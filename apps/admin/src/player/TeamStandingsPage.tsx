import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { TEAM_STANDINGS } from '../graphql/team-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { finishLabel } from '../shared/final-placing';
import { formatPercent } from '../shared/format';
import { PlayerLink } from './PlayerLink';

/** A team event's standings on a phone (MTR App. C with the team as the unit), refreshed live; with a top cut played, the final order. */
export function TeamStandingsPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(TEAM_STANDINGS, { eventId });
  useEventLiveRefresh(eventId, ['standings', 'matches'], () => void query.refetch());
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  const standings = query.data.teamStandings;
  if (standings.length === 0) return <p>{t('team.standings.none')}</p>;
  const final = standings.some((s) => s.finish !== null);
  return (
    <section>
      <h2>{t(final ? 'team.standings.finalTitle' : 'team.standings.title')}</h2>
      <div className="table-scroll">
        <table className="standings" data-testid="team-standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('team.standings.team')}</th>
              <th scope="col">{t('team.standings.points')}</th>
              <th scope="col">{t('team.standings.record')}</th>
              <th scope="col" title={t('team.standings.omwTitle')}>{t('team.standings.omw')}</th>
              <th scope="col" title={t('team.standings.gwTitle')}>{t('team.standings.gw')}</th>
              <th scope="col" title={t('team.standings.ogwTitle')}>{t('team.standings.ogw')}</th>
              {final ? <th scope="col">{t('team.standings.finish')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => (
              <tr key={standing.team.id} className={standing.team.dropped ? 'dropped' : undefined} data-testid="team-standing-row">
                <td>{standing.rank}</td>
                <td>
                  <PlayerLink href={`/play/${encodeURIComponent(eventId)}/team/${encodeURIComponent(standing.team.id)}`}>{standing.team.name}</PlayerLink>
                  {standing.team.dropped ? ` ${t('team.dropped')}` : ''}
                </td>
                <td>{standing.matchPoints}</td>
                <td>{standing.record}</td>
                <td>{formatPercent(standing.omw)}</td>
                <td>{formatPercent(standing.gw)}</td>
                <td>{formatPercent(standing.ogw)}</td>
                {final ? <td>{standing.finish ? finishLabel(standing.finish, t) : ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('team.standings.note')}</p>
    </section>
  );
}
