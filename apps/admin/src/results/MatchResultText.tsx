import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';

/** "2-1", "1-1-1", "0-0-0 (ID)", "bye" or "—": a match's final result from players[0]'s side. */
export function MatchResultText({ match }: { match: Match }) {
  const { t } = useTranslation();
  if (match.bye) return <>{t('admin.result.bye')}</>;
  if (!match.wins) return <>—</>;
  // An intentional draw with no game played (MTR App. C).
  if (match.wins[0] === 0 && match.wins[1] === 0 && !match.draws) return <>{t('admin.result.intentionalDraw')}</>;
  return (
    <>
      {match.wins[0]}-{match.wins[1]}
      {match.draws ? `-${match.draws}` : ''}
    </>
  );
}
