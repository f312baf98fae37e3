import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../graphql/graphql-error';
import { useTranslation } from 'react-i18next';
import { ClockFace } from '../clock/ClockFace';
import { LimitedClockFace } from '../clock/LimitedClockFace';
import { useLimitedClock } from '../clock/use-limited-clock';
import { useRoundClock } from '../clock/use-round-clock';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { ConnectionBanner } from '../live/ConnectionBanner';
import { usePublicEvent } from '../player/use-public-event';
import type { Match } from '../graphql/api-types';
import { pairingRowsByName } from '../shared/pairing-rows';
import { teamPairingRowsByName } from '../shared/team-match-rows';
import { QrCode } from '../shared/QrCode';
import { roundIsOver } from '../shared/round-over';
import { FinalStandingsScreen } from './FinalStandingsScreen';
import { TeamStandingsScreen } from './TeamStandingsScreen';
import { pageSize, readScreenOptions } from './screen-layout';
import './screen.css';

/** Venue projector page at /screen/<eventId>: alphabetical pairings, paged automatically, with the clock. */
export function ScreenApp() {
  const { t } = useTranslation();
  const eventId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  if (!eventId) return <p className="screen-message">{t('screen.openHint')}</p>;
  return <PairingsScreen eventId={eventId} />;
}

function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

function PairingsScreen({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { event, error } = usePublicEvent(eventId);
  const clock = useRoundClock(eventId, event?.currentRound?.id);
  const deckClock = useLimitedClock(eventId, event?.format === 'LIMITED' && !event.currentRound);
  const options = useMemo(() => readScreenOptions(window.location.search), []);
  const viewport = useViewport();
  const round = event?.status === 'FINISHED' ? undefined : event?.currentRound;
  const joinUrl = event ? `${window.location.origin}/play/join?code=${event.joinCode}` : '';
  const teamEvent = Boolean(event?.teamSize);
  const rows = useMemo(() => (round?.published ? (teamEvent ? teamScreenRows(round.matches) : playerScreenRows(round.matches)) : []), [round, teamEvent]);
  const layout = pageSize(viewport, options);
  const pageCount = Math.max(1, Math.ceil(rows.length / layout.rowsPerPage));
  const [page, setPage] = useState(0);

  useEffect(() => {
    const interval = setInterval(() => setPage((current) => (current + 1) % pageCount), options.secondsPerPage * 1000);
    return () => clearInterval(interval);
  }, [pageCount, options.secondsPerPage]);
  const shownPage = page % pageCount;
  const pageRows = rows.slice(shownPage * layout.rowsPerPage, (shownPage + 1) * layout.rowsPerPage);
  // A short last page is spread evenly over the columns rather than filling the first.
  const perColumn = Math.max(1, Math.ceil(pageRows.length / layout.columns));
  const columns = Array.from({ length: layout.columns }, (_, column) => pageRows.slice(column * perColumn, (column + 1) * perColumn));

  return (
    <div className="screen" data-testid="big-screen">
      <ConnectionBanner className="screen-banner" />
      <header className="screen-header">
        <div>
          <h1>{event?.name ?? (error ? errorMessage(error) : event === null ? t('screen.noSuchEvent') : t('common.loading'))}</h1>
          {event && !event.sanctioned ? <p data-testid="unsanctioned-mark">{t('screen.unsanctioned')}</p> : null}
          {round ? (
            <p>
              {t('screen.roundPairings', { number: round.number })}
              {round.kind === 'PLAYOFF' ? t('screen.playoffMark') : ''} · {nameStart(pageRows[0])}–{nameStart(pageRows[pageRows.length - 1])} ·{' '}
              {t('screen.pageOf', { page: shownPage + 1, pages: pageCount })}
            </p>
          ) : null}
        </div>
        {!round && deckClock.clock ? <LimitedClockFace view={deckClock} className="screen-clock" /> : <ClockFace view={clock} className="screen-clock" stopped={round?.published && roundIsOver(round.matches) ? 'ROUND_OVER' : null} />}
      </header>
      {round && !round.published ? <p className="screen-message">{t('screen.comingSoon', { number: round.number })}</p> : null}
      {event?.status === 'REGISTRATION' ? (
        <div className="screen-join" data-testid="screen-join">
          <QrCode text={joinUrl} label={t('screen.joinQrLabel', { event: event.name })} className="screen-join-qr" />
          <div>
            <p>{t('screen.joinHint', { address: `${window.location.host}/play/join` })}</p>
            <p className="screen-join-code" data-testid="screen-join-code">{event.joinCode}</p>
          </div>
        </div>
      ) : null}
      {event?.status === 'FINISHED' && !event.cancelled ? teamEvent ? <TeamStandingsScreen eventId={eventId} final /> : <FinalStandingsScreen eventId={eventId} /> : null}
      {teamEvent && options.standings && event?.status !== 'FINISHED' ? <TeamStandingsScreen eventId={eventId} final={false} /> : null}
      {!round && event && event.status !== 'REGISTRATION' && event.status !== 'FINISHED' ? <p className="screen-message">{t('screen.pairingsWillAppear')}</p> : null}
      {round && !(teamEvent && options.standings) ? (
        <main className="screen-columns" style={{ gridTemplateColumns: `repeat(${layout.columns}, 1fr)` }}>
          {columns.map((columnRows, index) => (
            <table key={index} className="screen-table">
              <thead>
                <tr>
                  <th>{teamEvent ? t('screen.team') : t('screen.player')}</th>
                  <th>{teamEvent && event?.teamSize === 3 ? t('screen.seatTables') : t('screen.table')}</th>
                  <th>{t('screen.opponent')}</th>
                </tr>
              </thead>
              <tbody>
                {columnRows.map((row) => (
                  <tr key={row.key} data-testid="screen-row">
                    <td>{row.name}</td>
                    <td className="screen-table-number">{row.bye ? '' : row.table}</td>
                    <td>{row.bye ? t('screen.bye') : row.opponent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </main>
      ) : null}
      <footer className="screen-footer">
        {event ? (
          <>
            <QrCode text={joinUrl} label={t('screen.footerQrLabel')} className="screen-footer-qr" />
            <span>
              {t('screen.footerHint', { address: `${window.location.host}/play/join` })} <strong data-testid="screen-footer-code">{event.joinCode}</strong>
            </span>
            <LanguageMenu className="screen-language" />
          </>
        ) : null}
      </footer>
    </div>
  );
}

/** One line on the screen: a player (or a team), their table(s) and opponent. */
interface ScreenRow {
  key: string;
  name: string;
  table: string;
  opponent: string;
  bye: boolean;
}

function playerScreenRows(matches: readonly Match[]): ScreenRow[] {
  return pairingRowsByName(matches).map((row) => ({ key: `${row.match.id}:${row.player.id}`, name: row.player.name, table: String(row.table ?? ''), opponent: row.opponent?.name ?? '', bye: row.bye }));
}

// Team events post teams by name: the team's table (2HG) or its seats' tables (Trios), and the opposing team.
function teamScreenRows(matches: readonly Match[]): ScreenRow[] {
  return teamPairingRowsByName(matches).map((row) => ({ key: `${row.row.id}:${row.teamId}`, name: row.team, table: row.tables ?? '', opponent: row.opponent ?? '', bye: row.bye }));
}

/** The first letters of a name, for the page's "Aa–Bo" range. */
function nameStart(row: ScreenRow | undefined): string {
  return row ? row.name.slice(0, 2) : '';
}
