import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock } from '../clock/use-round-clock';
import { CONCEDE_MATCH, DECIDE, DIGITAL_ENTRY, GAME_UPDATED, GAME_VIEW, type GameViewFields } from '../graphql/game-operations';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { PlayerLink } from '../player/PlayerLink';
import { DecisionPanel } from './DecisionPanel';
import { actionableCards, declarationFieldOf, decisionText, optionsForCard, selectableCreatures, targetsFor } from './decision-options';
import { GameBoard, type CardMarks } from './GameBoard';
import { GameLogList } from './GameLogList';
import { SideboardPanel } from './SideboardPanel';
import { submitDeckDecision } from './sideboard-swap';
import type { DecisionOption, Side } from './game-view';
import { parseMatchView } from './game-view';
import { useGameLog } from './use-game-log';
import './game.css';

/** A player's table in a digital match (or, for staff, the full view): /play/<eventId>/game/<matchId>. */
export function GamePage({ eventId, matchId }: { eventId: string; matchId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(GAME_VIEW, { matchId });
  const entry = useGraphQLQuery(DIGITAL_ENTRY, { eventId });
  const [latest, setLatest] = useState<GameViewFields | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [menuFor, setMenuFor] = useState<string[] | null>(null);
  const [targetChoice, setTargetChoice] = useState<{ creature: string; targets: string[] } | null>(null);

  const shown = latest ?? query.data?.gameView ?? null;
  const accept = useCallback((view: GameViewFields) => {
    setLatest(view);
    setChosen({});
    setMenuFor(null);
    setTargetChoice(null);
  }, []);
  useLiveSubscription(GAME_UPDATED, { matchId }, (data) => accept(data.gameUpdated));
  useOnReconnected(() => {
    void request(GAME_VIEW, { matchId }).then((data) => accept(data.gameView), () => undefined);
  });

  const match = useMemo(() => (shown ? parseMatchView(shown.state) : null), [shown]);
  const you = (shown?.you ?? null) as Side | null;
  const round = entry.data?.event?.currentRound;
  const seated = round?.matches.find((m) => m.id === matchId) ?? null;
  // players[0] is side A, players[1] side B; a match of an earlier round is named by side.
  const names: Record<Side, string> = {
    A: seated?.players[0]?.name ?? t('game.ref.player', { side: 'A' }),
    B: seated?.players[1]?.name ?? t('game.ref.player', { side: 'B' }),
  };
  const clock = useRoundClock(eventId, seated ? round?.id : undefined);
  const log = useGameLog(matchId, match?.game ? (shown?.gameNumber ?? null) : null, match?.game ?? null);

  const pending = match?.pending ?? null;
  const mine = pending !== null && you !== null && pending.player === you && Array.isArray(pending.options);
  const options: DecisionOption[] = mine ? (pending.options ?? []) : [];
  const field = declarationFieldOf(options);
  const sideboarding = mine && pending?.kind === 'sideboard' && match?.deck !== undefined;

  const send = async (decision: string) => {
    setBusy(true);
    setError(null);
    try {
      accept((await request(DECIDE, { matchId, decision })).decide);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const concede = async () => {
    if (!window.confirm(t('game.concedeConfirm'))) return;
    setBusy(true);
    setError(null);
    try {
      accept((await request(CONCEDE_MATCH, { matchId })).concedeMatch);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const clickable = useMemo(() => {
    if (!mine || busy) return new Set<string>();
    return field ? selectableCreatures(options, field, chosen) : actionableCards(options);
  }, [mine, busy, field, options, chosen]);

  const marks: CardMarks = {
    clickable: (keys) => keys.some((key) => clickable.has(key) || key in chosen),
    chosen: (reference) => reference in chosen || reference === menuFor?.[0],
    onClick: (keys) => {
      const [reference] = keys;
      if (field) {
        if (reference in chosen) {
          const { [reference]: _removed, ...rest } = chosen;
          setChosen(rest);
          return;
        }
        const targets = targetsFor(options, field, chosen, reference);
        if (targets.length === 1) setChosen({ ...chosen, [reference]: targets[0] });
        else if (targets.length > 1) setTargetChoice({ creature: reference, targets });
        return;
      }
      const forCard = optionsForCard(options, keys);
      // One thing to do with this card: clicking it does it; several: the choices are listed.
      if (forCard.length === 1) void send(decisionText(forCard[0]));
      else if (forCard.length > 1) setMenuFor(keys);
    },
  };
  // What the cards on screen answer to: options naming anything else are offered as buttons.
  const shownKeys = new Set<string>();
  if (match?.game && you) {
    for (const card of match.game.players[you].hand ?? []) shownKeys.add(card.card).add(card.ref);
    for (const permanent of match.game.battlefield) shownKeys.add(permanent.ref);
  }

  const loadError = query.error && !shown ? errorMessage(query.error) : null;
  if (loadError) return <p className="error" role="alert">{loadError}</p>;
  if (!shown || !match) return <p>{t('common.loading')}</p>;
  const [winsA, winsB] = match.wins;
  const mySide: Side = you ?? 'A';
  // Between games the engine's view is still the last game's: shown folded under what the players do now.
  const lastGameNumber = match.phase !== 'game' && !match.over && match.game ? match.games.filter((game) => game.outcome !== null).at(-1)?.number ?? null : null;
  const resultText = match.result ? (match.result.winner === null ? t('game.matchDrawn') : t('game.matchWonBy', { name: names[match.result.winner] })) : null;

  return (
    <section className="game-page" data-testid="game-page" data-you={you ?? 'staff'} data-over={match.over}>
      <header className="game-header">
        <PlayerLink href={`/play/${encodeURIComponent(eventId)}/digital`} className="muted small">
          {t('game.back')}
        </PlayerLink>
        <h2>
          {t('game.title', { number: shown.gameNumber })}{' '}
          <span className="muted small" data-testid="game-score">
            {t('game.score', { mine: mySide === 'A' ? winsA : winsB, theirs: mySide === 'A' ? winsB : winsA })}
          </span>
        </h2>
        {match.rules === '2006' ? <p className="notice small" data-testid="game-rules">{t('game.rules2006')}</p> : null}
        {you === null ? <p className="notice small">{t('game.staffView')}</p> : null}
        {you === null || match.over ? (
          <PlayerLink href={`/play/${encodeURIComponent(eventId)}/game/${encodeURIComponent(matchId)}/replay`} className="small" data-testid="game-replay-link">
            {t('game.replayLink')}
          </PlayerLink>
        ) : null}
        <p className="small game-status">
          {match.game ? <span data-testid="game-turn">{t('game.turn', { turn: match.game.turn, step: t(`game.step.${match.game.step}`), who: names[match.game.active] })}</span> : null}{' '}
          {seated ? (
            <span>
              {t('player.match.clock')} <ClockFace view={clock} stopped={match.over ? 'MATCH_OVER' : null} />
            </span>
          ) : null}
          {match.time ? (
            <span className="game-time-called" data-testid="time-called">
              {' '}
              {match.time.turns === null
                ? t('game.timeCalled', { turns: match.time.additionalTurns })
                : match.time.turns.finished
                  ? t('game.timeFinished')
                  : match.time.turns.turn === 0
                    ? t('game.turnZero', { of: match.time.turns.of })
                    : t('game.additionalTurn', { turn: match.time.turns.turn, of: match.time.turns.of })}
            </span>
          ) : null}
        </p>
      </header>
      {error ? (
        <p className="error" role="alert" data-testid="game-error">
          {error}
        </p>
      ) : null}
      {resultText ? (
        <p className="notice" data-testid="match-result">
          {resultText}{' '}
          <PlayerLink href={`/play/${encodeURIComponent(eventId)}/standings`}>{t('game.standingsLink')}</PlayerLink>
        </p>
      ) : null}
      <div className="game-layout">
        <div className="game-main">
          {sideboarding ? (
            <SideboardPanel
              key={shown.gameNumber}
              deck={{ main: match.deck ?? [], sideboard: match.sideboard ?? [] }}
              gameNumber={shown.gameNumber}
              busy={busy}
              onKeep={() => void send(JSON.stringify({ do: 'choose', choice: 'keep' }))}
              onSubmit={(main) => void send(submitDeckDecision(main))}
            />
          ) : null}
          {match.game && lastGameNumber !== null ? (
            <details className="game-last-board" data-testid="last-game-board">
              <summary data-testid="last-game-summary">{t('game.lastGameBoard', { number: lastGameNumber })}</summary>
              <GameBoard game={match.game} you={you} names={names} marks={marks} />
            </details>
          ) : match.game ? (
            <GameBoard game={match.game} you={you} names={names} marks={marks} />
          ) : (
            <p className="muted">{t('game.noGameYet')}</p>
          )}
        </div>
        <aside className="game-side">
          <DecisionPanel
            pending={pending}
            mine={mine}
            you={you}
            names={names}
            options={options}
            field={field}
            chosen={chosen}
            menuFor={menuFor}
            shownKeys={shownKeys}
            targetChoice={targetChoice}
            busy={busy}
            onDecide={(option) => void send(decisionText(option))}
            onCloseMenu={() => setMenuFor(null)}
            onChooseTarget={(target) => {
              if (targetChoice) setChosen({ ...chosen, [targetChoice.creature]: target });
              setTargetChoice(null);
            }}
            onClear={() => setChosen({})}
          />
          {you !== null && !match.over ? (
            <button type="button" className="danger game-concede" onClick={() => void concede()} disabled={busy} data-testid="concede-match">
              {t('game.concede')}
            </button>
          ) : null}
          <GameLogList entries={log} you={you} names={names} />
        </aside>
      </div>
    </section>
  );
}
