import { useState, type FormEvent } from 'react';
import type { Match } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { REPORT_RESULT } from '../graphql/operations';

const GAME_COUNTS = [0, 1, 2, 3];

const STATUS_TEXT: Record<Match['status'], string> = {
  PENDING: '',
  REPORTED: 'Reported. Waiting for your opponent to confirm.',
  DISPUTED: 'Your opponent reported a different result. A judge will sort it out; you can still correct yours.',
  FINAL: 'Result confirmed.',
};

/** A seated player's own report: games won, lost and drawn, from their side. */
export function ReportResultForm({ match, onReported }: { match: Match; onReported: (match: Match) => void }) {
  const [wins, setWins] = useState(2);
  const [losses, setLosses] = useState(0);
  const [draws, setDraws] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { reportResult } = await request(REPORT_RESULT, { matchId: match.id, wins, losses, draws });
      onReported(reportResult);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const select = (label: string, value: number, onChange: (value: number) => void, testId: string) => (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {GAME_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className="stack" onSubmit={submit} data-testid="report-result-form" aria-label="Report your result">
      <h3>Report your result</h3>
      <div className="row">
        {select('Games I won', wins, setWins, 'report-wins')}
        {select('Games I lost', losses, setLosses, 'report-losses')}
        {select('Drawn games', draws, setDraws, 'report-draws')}
      </div>
      {/* From the live match, not from this form's last answer: the opponent's report can make it final or disputed later. */}
      {match.status !== 'PENDING' ? <p role="status" data-testid="report-result-status">{STATUS_TEXT[match.status]}</p> : null}
      {error ? <p className="error" role="alert">{error}</p> : null}
      <button type="submit" disabled={busy || match.status === 'FINAL'} data-testid="report-submit">
        Report {wins}-{losses}
        {draws ? `-${draws}` : ''}
      </button>
    </form>
  );
}
