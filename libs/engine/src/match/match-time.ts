import { startTimeCalled, timeCalledStatus } from '@arbiter/dci';
import type { TimeCalledStatus } from '@arbiter/dci';
import { callTime } from '../game';
import { currentRecordDraft, draftOf, resolveTimeBetweenGames } from './match-progress';
import { scoreOf } from './match-score';
import type { MatchApplyResult, MatchEvent, MatchState } from './match-types';

/** Additional turns after turn 0 when time is called in a one-on-one match (MTR 2.4). */
export const DEFAULT_ADDITIONAL_TURNS = 5;

/** Options for callTimeOnMatch. */
export interface CallTimeOptions {
  /** Turns after turn 0: 5 by default; the caller adds 2 per Slow Play penalty (IPG 3.3). */
  additionalTurns?: number;
}

/**
 * The round's time is over (MTR 2.4). With a game in progress, its current turn is turn 0 and
 * `additionalTurns` more turns follow (extra turns count); no new game starts afterwards, and a
 * game still unfinished then is a draw — the engine's callTime counts the turns and ends it.
 * Single elimination with game wins tied instead gives the game to the higher life total after
 * the turns, and with life tied play goes on under the sudden-death rule. Between games the
 * match ends at once on game wins (single elimination tied: one more game under sudden death).
 */
export function callTimeOnMatch(match: MatchState, options: CallTimeOptions = {}): MatchApplyResult {
  const additionalTurns = options.additionalTurns ?? DEFAULT_ADDITIONAL_TURNS;
  if (match.phase === 'over') return { ok: false, error: { code: 'MATCH_OVER', reason: 'the match is over' } };
  if (match.time) return { ok: false, error: { code: 'TIME_ALREADY_CALLED', reason: 'time has already been called in this match' } };
  if (!Number.isInteger(additionalTurns) || additionalTurns < 0) return { ok: false, error: { code: 'INVALID_ADDITIONAL_TURNS', reason: `additionalTurns must be a whole number of zero or more, got ${String(additionalTurns)}` } };
  const draft = draftOf(match);
  const events: MatchEvent[] = [];
  draft.log.push({ callTime: { additionalTurns } });
  if (match.phase !== 'game') {
    draft.time = { additionalTurns, calledInGame: null, tracker: null, engineCounts: false, suddenDeath: false };
    events.push({ type: 'time-called', game: null, additionalTurns });
    resolveTimeBetweenGames(draft, events);
    return { ok: true, match: draft, events };
  }
  const game = draft.game!;
  const { wins } = scoreOf(draft);
  const started = startTimeCalled({ activePlayer: game.active, stage: draft.config.stage });
  if ('error' in started) throw new Error(`match runner invariant broken: ${started.error.message}`);
  // A single-elimination game with game wins tied cannot end drawn, so the runner counts its turns; otherwise the engine does.
  const engineCounts = draft.config.stage === 'swiss' || wins[0] !== wins[1];
  const record = currentRecordDraft(draft);
  draft.time = { additionalTurns, calledInGame: record.number, tracker: { ...started, additionalTurns }, engineCounts, suddenDeath: false };
  if (engineCounts) {
    draft.game = callTime(game, additionalTurns);
    record.timeCalled = { afterDecisions: record.decisions.length, additionalTurns };
  }
  events.push({ type: 'time-called', game: record.number, additionalTurns });
  return { ok: true, match: draft, events };
}

/** Where the time-called procedure stands, for a turn tracker. */
export interface MatchTimeStatus {
  additionalTurns: number;
  /** libs/dci's status of the game in progress (turn 0, additional turn k of n), or null between games. */
  turns: TimeCalledStatus | null;
  suddenDeath: boolean;
}

/** The time-called status of a match, or null when time has not been called. */
export function matchTimeStatus(match: MatchState): MatchTimeStatus | null {
  if (!match.time) return null;
  return { additionalTurns: match.time.additionalTurns, turns: match.time.tracker ? timeCalledStatus(match.time.tracker) : null, suddenDeath: match.time.suddenDeath };
}
