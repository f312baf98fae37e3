import { useEffect, useState } from 'react';
import type { Standing } from '../graphql/api-types';
import { STANDINGS, STANDINGS_UPDATED } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { nameMatches } from '../shared/pairing-rows';
import { floorNote, formatPercent } from '../shared/format';
import { FinalStandingsList } from './FinalStandingsList';

/** Public standings, replaced live by `standingsUpdated`; once the event has ended, the final standings first. */
export function StandingsPage({ eventId, ended }: { eventId: string; ended: boolean }) {
  const query = useGraphQLQuery(STANDINGS, { eventId });
  const [standings, setStandings] = useState<Standing[] | undefined>(undefined);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (query.data) setStandings(query.data.standings);
  }, [query.data]);
  useLiveSubscription(STANDINGS_UPDATED, { eventId }, (data) => setStandings(data.standingsUpdated));
  useOnReconnected(() => void query.refetch());

  if (query.error && !standings) return <p className="error" role="alert">{query.error.message}</p>;
  if (!standings) return <p>Loading…</p>;
  if (standings.length === 0) return <p>Standings appear after the first round.</p>;
  const shown = search.trim() ? standings.filter((standing) => nameMatches(standing.player.name, search)) : standings;
  return (
    <section>
      {ended ? <FinalStandingsList eventId={eventId} /> : null}
      <h2>{ended ? 'Swiss standings' : 'Standings'}</h2>
      <p className="muted small" data-testid="standings-floor">
        {floorNote(standings[0]?.percentageFloor)}
      </p>
      <label className="search">
        <span>Find a player</span>
        <input type="search" value={search} onChange={(changeEvent) => setSearch(changeEvent.target.value)} aria-label="Find a player in the standings" />
      </label>
      {/* Seven columns do not fit a phone's width: the table scrolls sideways on its own, the page does not. */}
      <div className="table-scroll">
        <table className="standings" data-testid="standings-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Pts</th>
              <th scope="col">Record</th>
              <th scope="col" title="Opponents' match-win %">OMW</th>
              <th scope="col" title="Game-win %">GW</th>
              <th scope="col" title="Opponents' game-win %">OGW</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((standing) => (
              <tr key={standing.player.id} className={standing.player.dropped ? 'dropped' : undefined}>
                <td>{standing.rank}</td>
                <td>{standing.player.name}</td>
                <td>{standing.matchPoints}</td>
                <td>{standing.record}</td>
                <td>{formatPercent(standing.omw)}</td>
                <td>{formatPercent(standing.gw)}</td>
                <td>{formatPercent(standing.ogw)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
