import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { FINAL_PLACINGS_SHEET } from '../graphql/print-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { finishLabel } from '../shared/final-placing';
import { PrintPage } from '../shared/PrintPage';

/** The ended event's final placings on paper: playoff finishes first, then Swiss order (finalStandings). */
export function FinalPlacingsPrint() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const query = useGraphQLQuery(FINAL_PLACINGS_SHEET, id ? { eventId: id } : null);
  if (query.error) return <p>{errorMessage(query.error)}</p>;
  const event = query.data?.event;
  if (!event) return <p>{query.loading ? t('common.loading') : t('screen.noSuchEvent')}</p>;
  return (
    <PrintPage testId="final-placings-print" title={t('storePrint.finalTitle', { event: event.name })}>
      <table>
        <thead>
          <tr>
            <th>{t('standings.place')}</th>
            <th>{t('standings.player')}</th>
            <th>{t('standings.finish')}</th>
            <th>{t('standings.matchPoints')}</th>
            <th>{t('standings.record')}</th>
          </tr>
        </thead>
        <tbody>
          {(query.data?.finalStandings ?? []).map((standing) => (
            <tr key={standing.player.id} data-testid="final-placings-row">
              <td>{standing.rank}</td>
              <td>{standing.player.name}</td>
              <td>{finishLabel(standing.finish, t)}</td>
              <td>{standing.matchPoints}</td>
              <td>{standing.record}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintPage>
  );
}
