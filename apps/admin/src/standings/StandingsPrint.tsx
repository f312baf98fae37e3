import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { STANDINGS_SHEET } from '../graphql/print-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatPercent } from '../shared/format';
import { PrintPage } from '../shared/PrintPage';
import { TeamStandingsPrint } from '../teams';

/** The current standings for the wall: rank, player, points, record and tiebreakers, as the API orders them (a team event prints by team). */
export function StandingsPrint() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const query = useGraphQLQuery(STANDINGS_SHEET, id ? { eventId: id } : null);
  if (query.error) return <p>{errorMessage(query.error)}</p>;
  const event = query.data?.event;
  if (!event) return <p>{query.loading ? t('common.loading') : t('screen.noSuchEvent')}</p>;
  if (event.teamSize) return <TeamStandingsPrint />;
  const standings = query.data?.standings ?? [];
  return (
    <PrintPage testId="standings-print" title={t('storePrint.standingsTitle', { event: event.name })}>
      {standings.length === 0 ? (
        <p>{t('standings.afterFirstRound')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('standings.rank')}</th>
              <th>{t('standings.player')}</th>
              <th>{t('standings.matchPoints')}</th>
              <th>{t('standings.record')}</th>
              <th title={t('standings.omwTitle')}>{t('standings.omwPercent')}</th>
              <th title={t('standings.gwTitle')}>{t('standings.gwPercent')}</th>
              <th title={t('standings.ogwTitle')}>{t('standings.ogwPercent')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((standing) => (
              <tr key={standing.player.id} data-testid="standings-print-row">
                <td>{standing.rank}</td>
                <td>
                  {standing.player.name}
                  {standing.player.dropped ? t('standings.droppedMark') : ''}
                </td>
                <td>{standing.matchPoints}</td>
                <td>{standing.record}</td>
                <td>{formatPercent(standing.omw, i18n.language)}</td>
                <td>{formatPercent(standing.gw, i18n.language)}</td>
                <td>{formatPercent(standing.ogw, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintPage>
  );
}
