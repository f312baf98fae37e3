import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { ROUND_CONTROL } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { matchesByTable, pairingRowsByName } from '../shared/pairing-rows';
import { PrintPage } from '../shared/PrintPage';
import { TeamPairingsPrint } from '../teams/TeamPairingsPrint';
import { ResultSlips } from './ResultSlips';
import type { Match } from '../graphql/api-types';

export type PrintOrder = 'name' | 'table' | 'slips';

/** Printable pairings of the current round, by name (for the wall) or by table (for the scorekeeper), or its result slips. */
export function PairingsPrint() {
  const { t } = useTranslation();
  const { id, order } = useParams<{ id: string; order: PrintOrder }>();
  const query = useGraphQLQuery(ROUND_CONTROL, id ? { eventId: id } : null);
  const event = query.data?.event;
  const round = event?.currentRound;
  if (query.error) return <p>{errorMessage(query.error)}</p>;
  if (!event || !round) return <p>{query.loading ? t('common.loading') : t('print.noRound')}</p>;
  // A team event prints by team: pairings with seats, and a match slip per team match.
  if (round.matches.some((match) => match.teamMatch)) return <TeamPairingsPrint eventId={event.id} eventName={event.name} roundNumber={round.number} matches={round.matches} order={order === 'table' || order === 'slips' ? order : 'name'} />;
  if (order === 'slips') return <ResultSlips eventName={event.name} roundNumber={round.number} matches={round.matches} />;
  const title = t(order === 'table' ? 'print.titleByTable' : 'print.titleByName', { event: event.name, number: round.number });
  return (
    <PrintPage testId="pairings-print" title={title}>
      {order === 'table' ? (
        <PairingsByTable matches={round.matches} />
      ) : (
        <table className="by-name">
          <thead>
            <tr>
              <th>{t('player.pairings.player')}</th>
              <th>{t('player.pairings.table')}</th>
              <th>{t('player.pairings.opponent')}</th>
            </tr>
          </thead>
          <tbody>
            {pairingRowsByName(round.matches).map((row) => (
              <tr key={`${row.match.id}:${row.player.id}`}>
                <td>{row.player.name}</td>
                <td>{row.bye ? '' : row.table}</td>
                <td>{row.bye ? t('screen.bye') : row.opponent?.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintPage>
  );
}

/** A round's matches by table, byes last: table, player, opponent (the scorekeeper's printout; a draft pod's round 1). */
export function PairingsByTable({ matches, rowTestId }: { matches: readonly Match[]; rowTestId?: string }) {
  const { t } = useTranslation();
  return (
    <table>
      <thead>
        <tr>
          <th>{t('player.pairings.table')}</th>
          <th>{t('player.pairings.player')}</th>
          <th>{t('player.pairings.opponent')}</th>
        </tr>
      </thead>
      <tbody>
        {matchesByTable(matches).map((match) => (
          <tr key={match.id} data-testid={rowTestId}>
            <td>{match.bye ? '' : match.table}</td>
            <td>{match.players[0]?.name}</td>
            <td>{match.bye ? t('screen.bye') : match.players[1]?.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
