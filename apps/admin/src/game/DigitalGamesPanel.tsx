import { useTranslation } from 'react-i18next';
import { DIGITAL_ROUNDS } from '../graphql/game-operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** Staff: every digital match of the event, each with its full view and the replay (they open on the player pages). */
export function DigitalGamesPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(DIGITAL_ROUNDS, { eventId });
  if (query.error) return <p role="alert">{errorMessage(query.error)}</p>;
  const rounds = query.data?.event?.rounds ?? [];
  if (!query.data) return <p>{t('common.loading')}</p>;
  if (rounds.length === 0) return <p data-testid="digital-games-none">{t('digitalGames.noRounds')}</p>;
  const base = `/play/${encodeURIComponent(eventId)}/game`;
  return (
    <div data-testid="digital-games">
      {[...rounds].reverse().map((round) => (
        <section key={round.id}>
          <h3>{t('digitalGames.round', { number: round.number })}</h3>
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
        </section>
      ))}
    </div>
  );
}
