import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { matchesByTable } from '../shared/pairing-rows';
import { PrintPage } from '../shared/PrintPage';

/** The round's result slips, one per table (byes need none), several to a page: players, spaces for games won and draws, signatures. */
export function ResultSlips({ eventName, roundNumber, matches }: { eventName: string; roundNumber: number; matches: readonly Match[] }) {
  const { t } = useTranslation();
  return (
    <PrintPage testId="result-slips" title={t('storePrint.slipsTitle', { event: eventName, number: roundNumber })}>
      <div className="result-slips">
        {matchesByTable(matches)
          .filter((match) => !match.bye)
          .map((match) => (
            <section key={match.id} className="match-slip" data-testid="result-slip">
              <h2>{t('storePrint.slipHeading', { event: eventName, number: roundNumber, table: match.table ?? '' })}</h2>
              <table>
                <thead>
                  <tr>
                    <th>{t('standings.player')}</th>
                    <th>{t('storePrint.gamesWon')}</th>
                    <th>{t('storePrint.signature')}</th>
                  </tr>
                </thead>
                <tbody>
                  {match.players.map((player) => (
                    <tr key={player.id}>
                      <td>{player.name}</td>
                      <td className="slip-blank" />
                      <td className="slip-signature" />
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="slip-signatures">
                <span>{t('storePrint.drawnGames')} ______</span>
                <span>{t('storePrint.dropNote')}</span>
              </p>
            </section>
          ))}
      </div>
    </PrintPage>
  );
}
