import type { Match } from '../graphql/api-types';

/** "2-1", "1-1-1", "bye" or "—": a match's final result from players[0]'s side. */
export function MatchResultText({ match }: { match: Match }) {
  if (match.bye) return <>bye</>;
  if (!match.wins) return <>—</>;
  return (
    <>
      {match.wins[0]}-{match.wins[1]}
      {match.draws ? `-${match.draws}` : ''}
    </>
  );
}
