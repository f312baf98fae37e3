import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { teamNames, useTeamRosters, type TeamRosters } from '../player/use-team-rosters';
import { PrintPage } from '../shared/PrintPage';
import { seatTables, teamMatchRows, teamPairingRowsByName, type TeamMatchRow } from '../shared/team-match-rows';

export type TeamPrintOrder = 'name' | 'table' | 'slips';

/** A team event's printouts of the current round: pairings by team name (wall), by team table (scorekeeper), or a match slip per team match. */
export function TeamPairingsPrint({ eventId, eventName, roundNumber, matches, order }: { eventId: string; eventName: string; roundNumber: number; matches: readonly Match[]; order: TeamPrintOrder }) {
  const { t } = useTranslation();
  const rosters = useTeamRosters(eventId);
  const title = t(order === 'slips' ? 'teamPrint.slipsTitle' : order === 'table' ? 'teamPrint.byTableTitle' : 'teamPrint.byNameTitle', { event: eventName, number: roundNumber });
  return (
    <PrintPage testId="team-pairings-print" title={title}>
      {order === 'slips' ? (
        teamMatchRows(matches)
          .filter((row) => !row.bye)
          .map((row) => <MatchSlip key={row.id} row={row} rosters={rosters} eventName={eventName} roundNumber={roundNumber} />)
      ) : order === 'table' ? (
        <table>
          <thead>
            <tr>
              <th>{t('teamPrint.teamTable')}</th>
              <th>{t('teamPrint.tables')}</th>
              <th>{t('teamPrint.team')}</th>
              <th>{t('teamPrint.opponentTeam')}</th>
            </tr>
          </thead>
          <tbody>
            {teamMatchRows(matches).map((row) => (
              <tr key={row.id} data-testid="team-print-row">
                <td>{row.bye ? '' : row.table}</td>
                <td>{row.bye ? '' : seatTables(row)}</td>
                <td>
                  {row.teams[0]?.name} <small>({teamNames(rosters, row.teams[0]?.id)})</small>
                </td>
                <td>
                  {row.bye ? t('teamPrint.bye') : row.teams[1]?.name} {row.bye ? null : <small>({teamNames(rosters, row.teams[1]?.id)})</small>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('teamPrint.team')}</th>
              <th>{t('teamPrint.tables')}</th>
              <th>{t('teamPrint.opponentTeam')}</th>
            </tr>
          </thead>
          <tbody>
            {teamPairingRowsByName(matches).map((row) => (
              <tr key={`${row.row.id}:${row.teamId}`} data-testid="team-print-row">
                <td>{row.team}</td>
                <td>{row.tables ?? ''}</td>
                <td>{row.bye ? t('teamPrint.bye') : row.opponent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintPage>
  );
}

/** One team match's result slip: each seat's players and table with a line for the games, the team result and signatures. */
function MatchSlip({ row, rosters, eventName, roundNumber }: { row: TeamMatchRow; rosters: TeamRosters; eventName: string; roundNumber: number }) {
  const { t } = useTranslation();
  const trios = row.matches.some((m) => m.teamSeat);
  return (
    <section className="match-slip" data-testid="team-match-slip">
      <h2>{t('teamPrint.slipHeading', { event: eventName, number: roundNumber, table: row.table ?? '' })}</h2>
      <p>
        <strong>{row.teams[0]?.name}</strong> ({teamNames(rosters, row.teams[0]?.id)}) {t('teamPrint.versus')} <strong>{row.teams[1]?.name}</strong> ({teamNames(rosters, row.teams[1]?.id)})
      </p>
      <table>
        <thead>
          <tr>
            <th>{trios ? t('teamPrint.seat') : t('teamPrint.game')}</th>
            <th>{t('teamPrint.table')}</th>
            <th>{row.teams[0]?.name}</th>
            <th>{row.teams[1]?.name}</th>
            <th>{t('teamPrint.gamesWon', { team: row.teams[0]?.name ?? '' })}</th>
            <th>{t('teamPrint.gamesWon', { team: row.teams[1]?.name ?? '' })}</th>
            <th>{t('teamPrint.drawn')}</th>
          </tr>
        </thead>
        <tbody>
          {row.matches.map((match) => (
            <tr key={match.id}>
              <td>{match.teamSeat ?? '1'}</td>
              <td>{match.table}</td>
              <td>{trios ? match.players[0]?.name : teamNames(rosters, row.teams[0]?.id)}</td>
              <td>{trios ? match.players[1]?.name : teamNames(rosters, row.teams[1]?.id)}</td>
              <td className="slip-blank" />
              <td className="slip-blank" />
              <td className="slip-blank" />
            </tr>
          ))}
        </tbody>
      </table>
      <p>{trios ? t('teamPrint.trioRule') : t('teamPrint.twoHeadedGiantRule')}</p>
      <p className="slip-signatures">
        <span>{t('teamPrint.winningTeam')} ______________________</span>
        <span>{t('teamPrint.signature', { team: row.teams[0]?.name ?? '' })} ______________________</span>
        <span>{t('teamPrint.signature', { team: row.teams[1]?.name ?? '' })} ______________________</span>
      </p>
    </section>
  );
}
