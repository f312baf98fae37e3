import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { TEAM_STANDINGS_PRINT } from '../graphql/team-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { teamNames, useTeamRosters } from '../player/use-team-rosters';
import { finishLabel } from '../shared/final-placing';
import { formatPercent } from '../shared/format';
import { PrintPage } from '../shared/PrintPage';

/** A team event's standings for the wall: rank, team and its players by seat, points, record and tiebreakers (the final order once a top cut is played). */
export function TeamStandingsPrint() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const query = useGraphQLQuery(TEAM_STANDINGS_PRINT, id ? { eventId: id } : null);
  const rosters = useTeamRosters(id);
  if (query.error) return <p>{errorMessage(query.error)}</p>;
  const event = query.data?.event;
  if (!event) return <p>{t('common.loading')}</p>;
  const standings = query.data?.teamStandings ?? [];
  const final = standings.some((s) => s.finish !== null);
  return (
    <PrintPage testId="team-standings-print" title={t(final ? 'teamPrint.finalStandingsTitle' : 'teamPrint.standingsTitle', { event: event.name })}>
      {standings.length === 0 ? (
        <p>{t('team.standings.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('standings.rank')}</th>
              <th>{t('team.standings.team')}</th>
              <th>{t('teamPrint.players')}</th>
              <th>{t('team.standings.points')}</th>
              <th>{t('team.standings.record')}</th>
              <th title={t('team.standings.omwTitle')}>{t('team.standings.omw')}</th>
              <th title={t('team.standings.gwTitle')}>{t('team.standings.gw')}</th>
              <th title={t('team.standings.ogwTitle')}>{t('team.standings.ogw')}</th>
              {final ? <th>{t('team.standings.finish')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => (
              <tr key={standing.team.id} data-testid="team-standings-print-row">
                <td>{standing.rank}</td>
                <td>
                  {standing.team.name}
                  {standing.team.dropped ? ` ${t('team.dropped')}` : ''}
                </td>
                <td>{teamNames(rosters, standing.team.id)}</td>
                <td>{standing.matchPoints}</td>
                <td>{standing.record}</td>
                <td>{formatPercent(standing.omw, i18n.language)}</td>
                <td>{formatPercent(standing.gw, i18n.language)}</td>
                <td>{formatPercent(standing.ogw, i18n.language)}</td>
                {final ? <td>{finishLabel(standing.finish, t)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{t('team.standings.note')}</p>
    </PrintPage>
  );
}
