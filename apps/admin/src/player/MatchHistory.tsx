import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { MY_MATCHES } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { resultFromSide } from '../shared/pairing-rows';

/**
 * The signed-in player's matches of this event, round by round: opponent, table, result
 * from their side. Read again when `refreshKey` changes (a new round, a result of theirs).
 */
export function MatchHistory({ eventId, playerId, refreshKey }: { eventId: string; playerId: string; refreshKey: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(MY_MATCHES, { eventId });
  const { refetch } = query;
  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  const matches = query.data?.event?.myPlayer?.matches;
  if (!matches || matches.length === 0) return null;
  return (
    <section>
      <h2>{t('player.history.title')}</h2>
      <div className="table-scroll">
        <table data-testid="match-history">
          <thead>
            <tr>
              <th scope="col">{t('player.history.round')}</th>
              <th scope="col">{t('player.pairings.table')}</th>
              <th scope="col">{t('player.pairings.opponent')}</th>
              <th scope="col">{t('player.pairings.result')}</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => {
              const side: 0 | 1 = match.players[1]?.id === playerId ? 1 : 0;
              const result = match.status === 'FINAL' ? resultFromSide(match, side) : null;
              return (
                <tr key={match.id} data-testid="history-row">
                  <td>{match.round}</td>
                  <td className="table-number">{match.bye ? '—' : match.table}</td>
                  <td>{match.bye ? t('screen.bye') : (match.players[1 - side]?.name ?? '')}</td>
                  <td>{result ? t(`player.history.outcome.${outcomeOf(match.wins, side)}`, { result }) : t(`player.match.status.${match.status}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Won, lost or drawn, from one side (byes are won 2-0). */
function outcomeOf(wins: readonly number[] | null | undefined, side: 0 | 1): 'won' | 'lost' | 'drawn' {
  const own = wins?.[side] ?? 0;
  const other = wins?.[1 - side] ?? 0;
  return own > other ? 'won' : own < other ? 'lost' : 'drawn';
}
