import { useEffect, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { REPORT_RESULT } from '../graphql/operations';
import { resultFromSide } from '../shared/pairing-rows';

const GAME_COUNTS = [0, 1, 2, 3];

/** The player's own report (Match.myReport), from their side. */
export interface OwnReport {
  wins: number;
  losses: number;
  draws: number;
}

const scoreText = (report: OwnReport) => `${report.wins}-${report.losses}${report.draws ? `-${report.draws}` : ''}`;

/** What the player sees about the match's state: from the live match and their own report, never from this form's choices. */
function statusText(match: Match, side: 0 | 1, myReport: OwnReport | null, t: TFunction): string | null {
  if (match.status === 'FINAL') return t('player.report.confirmed', { result: resultFromSide(match, side) ?? '' });
  if (match.status === 'DISPUTED') {
    return myReport ? t('player.report.disputedMine', { score: scoreText(myReport) }) : t('player.report.disputed');
  }
  if (match.status === 'REPORTED') {
    return myReport ? t('player.report.waiting', { score: scoreText(myReport) }) : t('player.report.opponentReported');
  }
  return null;
}

/** A seated player's own report: games won, lost and drawn, from their side; nothing is chosen for them. */
export function ReportResultForm({ match, side, myReport, onReported }: { match: Match; side: 0 | 1; myReport: OwnReport | null; onReported: (match: Match) => void }) {
  const { t } = useTranslation();
  const [wins, setWins] = useState<number | null>(myReport?.wins ?? null);
  const [losses, setLosses] = useState<number | null>(myReport?.losses ?? null);
  const [draws, setDraws] = useState(myReport?.draws ?? 0);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The stored report arrives after the form: show it unless the player has started changing it.
  useEffect(() => {
    if (touched || !myReport) return;
    setWins(myReport.wins);
    setLosses(myReport.losses);
    setDraws(myReport.draws);
  }, [myReport, touched]);

  const status = statusText(match, side, myReport, t);
  if (match.status === 'FINAL') {
    return (
      <p role="status" className="notice" data-testid="report-result-status">
        {status}
      </p>
    );
  }

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (wins === null || losses === null) return;
    setBusy(true);
    setError(null);
    try {
      const { reportResult } = await request(REPORT_RESULT, { matchId: match.id, wins, losses, draws });
      setTouched(false);
      onReported(reportResult);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const select = (label: string, value: number | null, onChange: (value: number) => void, testId: string) => (
    <label>
      {label}
      <select
        value={value ?? ''}
        onChange={(e) => {
          setTouched(true);
          onChange(Number(e.target.value));
        }}
        data-testid={testId}
      >
        {value === null ? (
          <option value="" disabled>
            {t('player.report.choose')}
          </option>
        ) : null}
        {GAME_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </label>
  );

  const chosen = wins !== null && losses !== null;
  return (
    <form className="stack" onSubmit={submit} data-testid="report-result-form" aria-label={t('player.report.title')}>
      <h3>{t('player.report.title')}</h3>
      <div className="row">
        {select(t('player.report.won'), wins, setWins, 'report-wins')}
        {select(t('player.report.lost'), losses, setLosses, 'report-losses')}
        {select(t('player.report.drawn'), draws, setDraws, 'report-draws')}
      </div>
      {status ? <p role="status" data-testid="report-result-status">{status}</p> : null}
      {error ? <p className="error" role="alert">{error}</p> : null}
      <button type="submit" disabled={busy || !chosen} data-testid="report-submit">
        {chosen ? t('player.report.submit', { score: scoreText({ wins, losses, draws }) }) : t('player.report.chooseFirst')}
      </button>
    </form>
  );
}
