import type { Match } from '../graphql/api-types';

/** "2-1", "1-1-1", "0-0-0 (ID)", "bye" or "—": a match's final result from players[0]'s side. */
export function MatchResultText({ match }: { match: Match }) {
  if (match.bye) return <>bye</>;
  if (!match.wins) return <>—</>;
  // An intentional draw with no game played (MTR App. C).
  if (match.wins[0] === 0 && match.wins[1] === 0 && !match.draws) return <>0-0-0 (ID)</>;
  return (
    <>
      {match.wins[0]}-{match.wins[1]}
      {match.draws ? `-${match.draws}` : ''}
    </>
  );
}
