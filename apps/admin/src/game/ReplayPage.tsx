import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_REPLAY } from '../graphql/game-operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import './game.css';
import { PlayerLink } from '../player/PlayerLink';
import { optionLabel } from './decision-options';
import { GameBoard } from './GameBoard';
import type { DecisionOption, GameStateView, Side } from './game-view';

/** A game of a digital match replayed from its log, step by step, in the full view: /play/<eventId>/game/<matchId>/replay. */
export function ReplayPage({ eventId, matchId }: { eventId: string; matchId: string }) {
  const { t } = useTranslation();
  const [game, setGame] = useState(1);
  const [step, setStep] = useState<number | null>(null);
  const query = useGraphQLQuery(GAME_REPLAY, { matchId, game, step });
  const replay = query.data?.gameReplay ?? null;
  const names: Record<Side, string> = { A: t('game.ref.player', { side: 'A' }), B: t('game.ref.player', { side: 'B' }) };
  const decisionText = (text: string | null) => {
    if (!text) return null;
    const { player, decision } = JSON.parse(text) as { player: Side; decision: DecisionOption };
    return `${names[player]}: ${optionLabel(decision, [decision], null, t)}`;
  };
  const outcome = replay?.outcome ? (JSON.parse(replay.outcome) as { winner: Side | null; reason: string }) : null;
  const go = (next: number) => setStep(Math.max(0, Math.min(replay?.steps ?? 0, next)));
  return (
    <section className="game-page" data-testid="replay-page">
      <header className="game-header">
        <PlayerLink href={`/play/${encodeURIComponent(eventId)}/game/${encodeURIComponent(matchId)}`} className="muted small">
          {t('replay.back')}
        </PlayerLink>
        <h2>{t('replay.title', { game })}</h2>
        <div className="row">
          <label>
            <span className="small">{t('replay.game')}</span>
            <input
              type="number"
              min={1}
              value={game}
              onChange={(event) => {
                setGame(Math.max(1, Number(event.target.value) || 1));
                setStep(null);
              }}
              data-testid="replay-game"
            />
          </label>
        </div>
        {replay ? (
          <div className="row replay-controls">
            <button type="button" className="secondary" onClick={() => go(0)} disabled={replay.step === 0} data-testid="replay-first">
              {t('replay.first')}
            </button>
            <button type="button" className="secondary" onClick={() => go(replay.step - 1)} disabled={replay.step === 0} data-testid="replay-previous">
              {t('common.previous')}
            </button>
            <span data-testid="replay-step">{t('replay.step', { step: replay.step, steps: replay.steps })}</span>
            <button type="button" className="secondary" onClick={() => go(replay.step + 1)} disabled={replay.step >= replay.steps} data-testid="replay-next">
              {t('common.next')}
            </button>
            <button type="button" className="secondary" onClick={() => go(replay.steps)} disabled={replay.step >= replay.steps} data-testid="replay-last">
              {t('replay.last')}
            </button>
          </div>
        ) : null}
      </header>
      {query.error ? (
        <p className="error" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : null}
      {replay ? (
        <>
          <p className="small" data-testid="replay-decision">
            {replay.decision ? t('replay.lastDecision', { decision: decisionText(replay.decision) }) : t('replay.openingHands')}
            {replay.next ? <span className="muted"> · {t('replay.nextDecision', { decision: decisionText(replay.next) })}</span> : null}
          </p>
          {outcome && replay.step === replay.steps ? (
            <p className="notice" data-testid="replay-outcome">
              {outcome.winner ? t('replay.wonBy', { name: names[outcome.winner], reason: outcome.reason }) : t('replay.drawn', { reason: outcome.reason })}
            </p>
          ) : null}
          <GameBoard game={JSON.parse(replay.state) as GameStateView} you={null} names={names} />
        </>
      ) : query.loading ? (
        <p>{t('common.loading')}</p>
      ) : null}
    </section>
  );
}
