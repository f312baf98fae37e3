import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITAL_CURRENT_ROUND, DIGITAL_ROUND } from '../graphql/game-operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** Staff: the digital matches of a round (the current one, or another by number), each with its full view and replay (they open on the player pages). */
export function DigitalGamesPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const current = useGraphQLQuery(DIGITAL_CURRENT_ROUND, { eventId });
  const other = useGraphQLQuery(DIGITAL_ROUND, chosen === null ? null : { eventId, number: chosen });
  const latest = current.data?.event?.currentRound ?? null;
  const round = chosen === null ? latest : (other.data?.event?.round ?? null);
  const error = current.error ?? other.error;
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!current.data) return <p>{t('common.loading')}</p>;
  if (!latest) return <p data-testid="digital-games-none">{t('digitalGames.noRounds')}</p>;
  const base = `/play/${encodeURIComponent(eventId)}/game`;
  return (
    <div data-testid="digital-games">
      <label>
        {t('digitalGames.roundNumber')}{' '}
        <select value={round?.number ?? latest.number} onChange={(event) => setChosen(Number(event.target.value) === latest.number ? null : Number(event.target.value))} data-testid="digital-games-round">
          {Array.from({ length: latest.number }, (_, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              {t('digitalGames.round', { number })}
            </option>
          ))}
        </select>
      </label>
      {round ? (
        <ul>
          {round.matches
            .filter((match) => !match.bye)
            .map((match) => (
              <li key={match.id} data-testid="digital-game-row">
                {t('digitalGames.table', { table: match.table })}: {match.players.map((p) => p.name).join(' – ')} ({(match.wins ?? []).join('–')}){' '}
                <a href={`${base}/${encodeURIComponent(match.id)}`} target="_blank" rel="noreferrer" data-testid="digital-game-watch">
                  {t('digitalGames.watch')}
                </a>{' '}
                ·{' '}
                <a href={`${base}/${encodeURIComponent(match.id)}/replay`} target="_blank" rel="noreferrer" data-testid="digital-game-replay">
                  {t('digitalGames.replay')}
                </a>
              </li>
            ))}
        </ul>
      ) : (
        <p>{t('common.loading')}</p>
      )}
    </div>
  );
}
