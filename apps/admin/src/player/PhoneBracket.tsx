import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { BRACKET_ROUNDS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { layoutBracket, winnerOf } from '../playoffs/bracket-layout';

/** The playoff bracket on a phone: one stage under the other (columns do not fit 390 px), kept live. */
export function PhoneBracket({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(BRACKET_ROUNDS, { eventId });
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  const event = query.data?.event;
  if (!event || event.topCut < 2) return null;
  const columns = layoutBracket(
    event.rounds.filter((round) => round.kind === 'PLAYOFF'),
    event.topCut,
  );
  return (
    <section aria-label={t('bracket.label')} data-testid="phone-bracket">
      <h2>{t('bracket.label')}</h2>
      {columns.map((column) => (
        <div key={column.players} className="bracket-stage">
          <h3 className="small">
            {t(`bracket.stage.${column.stage}`, { players: column.players })}
            {column.roundNumber ? t('bracket.round', { number: column.roundNumber }) : ''}
          </h3>
          {column.slots.map((match, index) => (
            <BracketMatch key={match?.id ?? `open-${index}`} match={match} />
          ))}
        </div>
      ))}
    </section>
  );
}

function BracketMatch({ match }: { match: Match | null }) {
  const { t } = useTranslation();
  const winner = match ? winnerOf(match) : null;
  return (
    <div className="bracket-match" data-testid="phone-bracket-match">
      {[0, 1].map((side) => {
        const player = match?.players[side];
        return (
          <div key={side} className={player && player.id === winner ? 'bracket-line winner' : 'bracket-line'}>
            <span>{player?.name ?? t(match?.bye && side === 1 ? 'bracket.bye' : 'bracket.tbd')}</span>
            <span>{match?.wins ? match.wins[side] : ''}</span>
          </div>
        );
      })}
    </div>
  );
}
