import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import type { PublicEvent } from '../graphql/operations';
import { nameMatches } from '../shared/pairing-rows';
import { teamMatchRows, teamScoreFromSide, type TeamMatchRow } from '../shared/team-match-rows';
import { PlayerLink } from './PlayerLink';
import { teamNames, useTeamRosters, type TeamRosters } from './use-team-rosters';

/** A team event's pairings: one card per team match (team table, the teams, each seat's players and table), searchable by team or player. */
export function TeamPairingsPage({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const rosters = useTeamRosters(event.id);
  const round = event.currentRound;
  const rows = useMemo(() => (round?.published ? teamMatchRows(round.matches) : []), [round]);
  const trimmed = search.trim();
  const shown = trimmed ? rows.filter((row) => (/^\d+$/.test(trimmed) ? String(row.table) === trimmed || row.matches.some((m) => String(m.table) === trimmed) : rowMatches(row, trimmed, rosters))) : rows;

  if (!round) return <p>{t('team.pairings.none')}</p>;
  if (!round.published) return <p data-testid="pairings-unpublished">{t('team.pairings.unpublished', { number: round.number })}</p>;
  return (
    <section>
      <h2>{t(round.kind === 'PLAYOFF' ? 'team.pairings.playoffTitle' : 'team.pairings.title', { number: round.number })}</h2>
      <label className="search">
        <span>{t('team.pairings.searchLabel')}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('team.pairings.searchPlaceholder')} autoComplete="off" data-testid="pairing-search" aria-label={t('team.pairings.searchLabel')} />
      </label>
      <ul className="card-list" data-testid="team-pairings">
        {shown.map((row) => (
          <li key={row.id} className="card" data-testid="team-pairing">
            <TeamMatchSummary eventId={event.id} row={row} rosters={rosters} />
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="muted">{t('team.pairings.noMatch', { search: trimmed })}</p> : null}
    </section>
  );
}

const scoreText = (match: Match) => `${match.wins?.join('-') ?? ''}${match.draws ? `-${match.draws}` : ''}`;

function rowMatches(row: TeamMatchRow, search: string, rosters: TeamRosters): boolean {
  return row.teams.some((team) => nameMatches(team.name, search) || (rosters.get(team.id) ?? []).some((player) => nameMatches(player.name, search)));
}

/** One team match: team table, teams with links to their pages, the score so far, and each seat's players, table and result. */
export function TeamMatchSummary({ eventId, row, rosters }: { eventId: string; row: TeamMatchRow; rosters: TeamRosters }) {
  const { t } = useTranslation();
  const teamLink = (index: 0 | 1) => {
    const team = row.teams[index];
    return team ? (
      <PlayerLink href={`/play/${encodeURIComponent(eventId)}/team/${encodeURIComponent(team.id)}`} className="team-link" data-testid="team-link">
        {team.name}
      </PlayerLink>
    ) : null;
  };
  if (row.bye) {
    return (
      <p>
        <strong>{teamLink(0)}</strong> · {t('team.bye')}
      </p>
    );
  }
  return (
    <>
      <p className="team-match-head">
        <span className="table-number">{t('team.teamTable', { table: row.table ?? '—' })}</span>
        <span data-testid="team-match-state">{row.state.decided ? t('team.score.decided', { score: teamScoreFromSide(row.state, 0) }) : t('team.score.playing', { score: teamScoreFromSide(row.state, 0) })}</span>
      </p>
      <p className="team-match-teams">
        <strong>{teamLink(0)}</strong> {t('team.versus')} <strong>{teamLink(1)}</strong>
      </p>
      {row.matches[0]?.teamSeat ? (
        <div className="table-scroll">
        <table className="seats">
          <tbody>
            {row.matches.map((match) => (
              <tr key={match.id} data-testid="team-seat-row">
                <th scope="row">{t('team.seat', { seat: match.teamSeat })}</th>
                <td className="table-number">{match.table}</td>
                <td>{match.players[0]?.name}</td>
                <td>{match.players[1]?.name}</td>
                <td>{match.status === 'FINAL' ? scoreText(match) : row.state.decided ? t('team.mayStayUnplayed') : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      ) : (
        // Two-Headed Giant: one shared game; both teammates of each team sit at the table.
        <p className="muted" data-testid="team-seat-row">
          {t('team.table', { table: row.matches[0]?.table })} · {teamNames(rosters, row.teams[0]?.id)} {t('team.versus')} {teamNames(rosters, row.teams[1]?.id)}
        </p>
      )}
    </>
  );
}
