import { useMemo, useState } from 'react';
import type { PublicEvent } from '../graphql/operations';
import { nameMatches, pairingRowsByName } from '../shared/pairing-rows';

/** The current round's pairings by name, searchable by name or table number. */
export function PairingsPage({ event }: { event: PublicEvent }) {
  const [search, setSearch] = useState('');
  const round = event.currentRound;
  const rows = useMemo(() => (round?.published ? pairingRowsByName(round.matches) : []), [round]);
  const trimmed = search.trim();
  const filtered = trimmed
    ? rows.filter((row) => (/^\d+$/.test(trimmed) ? String(row.table) === trimmed : nameMatches(row.player.name, trimmed)))
    : rows;

  if (!round) return <p>Pairings appear here when the first round is paired.</p>;
  if (!round.published) return <p data-testid="pairings-unpublished">Round {round.number} is being paired. Pairings appear here when published.</p>;

  return (
    <section>
      <h2>
        Round {round.number}
        {round.kind === 'PLAYOFF' ? ' (playoff)' : ''} pairings
      </h2>
      <label className="search">
        <span>Find your name or table</span>
        <input
          type="search"
          value={search}
          onChange={(changeEvent) => setSearch(changeEvent.target.value)}
          placeholder="Name or table number"
          autoComplete="off"
          data-testid="pairing-search"
          aria-label="Find your pairing by name or table number"
        />
      </label>
      <table className="pairings" data-testid="public-pairings">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Table</th>
            <th scope="col">Opponent</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {filtered.map((row) => (
            <tr key={`${row.match.id}:${row.player.id}`} data-testid="pairing-row">
              <td>{row.player.name}</td>
              <td className="table-number">{row.bye ? '—' : row.table}</td>
              <td>{row.bye ? 'BYE' : (row.opponent?.name ?? '')}</td>
              <td>{row.result ?? (row.match.status === 'DISPUTED' ? 'disputed' : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {filtered.length === 0 ? <p className="muted">No player or table matches “{trimmed}”.</p> : null}
    </section>
  );
}
