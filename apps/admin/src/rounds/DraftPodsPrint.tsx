import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { DRAFT_SEATING } from '../graphql/print-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { PrintPage } from '../shared/PrintPage';
import { PairingsByTable } from './PairingsPrint';
import { paperDraftPods } from './paper-draft-pods';

/** The draft pods as the API seated them (digital: the drafts; paper: the players' pod and seat from assignDraftPods) and round 1, paired within each pod. */
export function DraftPodsPrint() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const query = useGraphQLQuery(DRAFT_SEATING, id ? { eventId: id } : null);
  if (query.error) return <p>{errorMessage(query.error)}</p>;
  const event = query.data?.event;
  if (!event) return <p>{query.loading ? t('common.loading') : t('screen.noSuchEvent')}</p>;
  const pods = event.digital ? (query.data?.draftPods ?? []) : paperDraftPods(event.players);
  const firstRound = event.round?.published ? event.round.matches : [];
  return (
    <PrintPage testId="draft-pods-print" title={t('pods.title', { event: event.name })}>
      {pods.length === 0 ? <p data-testid="draft-pods-none">{t(event.digital ? 'pods.none' : 'pods.noneAssigned')}</p> : null}
      {pods.map((pod) => {
        const members = new Set(pod.seats.map((seat) => seat.playerId).filter((playerId) => playerId !== null));
        const matches = firstRound.filter((match) => match.players.some((player) => members.has(player.id)));
        return (
          <section key={pod.pod} className="draft-pod" data-testid="draft-pod">
            <h2>{t('pods.pod', { pod: pod.pod })}</h2>
            <table>
              <thead>
                <tr>
                  <th>{t('pods.seat')}</th>
                  <th>{t('standings.player')}</th>
                </tr>
              </thead>
              <tbody>
                {pod.seats.map((seat) => (
                  <tr key={seat.seat} data-testid="draft-seat">
                    <td>{seat.seat}</td>
                    <td>
                      {seat.name}
                      {seat.bot ? ` ${t('pods.botMark')}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('pods.passing')}</p>
            {matches.length ? (
              <>
                <h3>{t('pods.firstRound')}</h3>
                <PairingsByTable matches={matches} rowTestId="draft-pod-match" />
              </>
            ) : null}
          </section>
        );
      })}
    </PrintPage>
  );
}
