import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../graphql/operations';
import { nameMatches, pairingRowsByName } from '../shared/pairing-rows';

/** The current round's pairings by name, searchable by name or table number. */
export function PairingsPage({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const round = event.currentRound;
  const rows = useMemo(() => (round?.published ? pairingRowsByName(round.matches) : []), [round]);
  const trimmed = search.trim();
  const filtered = trimmed
    ? rows.filter((row) => (/^\d+$/.test(trimmed) ? String(row.table) === trimmed : nameMatches(row.player.name, trimmed)))
    : rows;

  if (!round) return <p>{t('player.pairings.beforeFirstRound')}</p>;
  if (!round.published) return <p data-testid="pairings-unpublished">{t('player.pairings.unpublished', { number: round.number })}</p>;

  return (
    <section>
      <h2>{t(round.kind === 'PLAYOFF' ? 'player.pairings.playoffTitle' : 'player.pairings.title', { number: round.number })}</h2>
      <label className="search">
        <span>{t('player.pairings.find')}</span>
        <input
          type="search"
          value={search}
          onChange={(changeEvent) => setSearch(changeEvent.target.value)}
          placeholder={t('player.pairings.findPlaceholder')}
          autoComplete="off"
          data-testid="pairing-search"
          aria-label={t('player.pairings.findLabel')}
        />
      </label>
      <table className="pairings" data-testid="public-pairings">
        <thead>
          <tr>
            <th scope="col">{t('player.pairings.player')}</th>
            <th scope="col">{t('player.pairings.table')}</th>
            <th scope="col">{t('player.pairings.opponent')}</th>
            <th scope="col">{t('player.pairings.result')}</th>
          </tr>
        </thead>
        <tbody>
          {filtered.map((row) => (
            <tr key={`${row.match.id}:${row.player.id}`} data-testid="pairing-row">
              <td>{row.player.name}</td>
              <td className="table-number">{row.bye ? '—' : row.table}</td>
              <td>{row.bye ? t('screen.bye') : (row.opponent?.name ?? '')}</td>
              <td>{row.result ?? (row.match.status === 'DISPUTED' ? t('player.pairings.disputed') : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {filtered.length === 0 ? <p className="muted">{t('player.pairings.noMatch', { search: trimmed })}</p> : null}
    </section>
  );
}
