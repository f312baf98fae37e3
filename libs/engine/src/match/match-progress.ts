import { isDciFailure, matchResult, nextGameChooser, recordTurnEnded, resolveAfterTime, startTimeCalled, suddenDeathLoser } from '@arbiter/dci';
import type { DciFailure, TimeCalledState } from '@arbiter/dci';
import { createGame, gameResult, GameConfig } from '../game';
import type { GameState } from '../state/game-state';
import { gameSeed } from './match-seed';
import { isDecidedWithoutTime, otherSide, scoreOf } from './match-score';
import type { GameOutcome, GameRecord, MatchEvent, MatchSide, MatchState } from './match-types';

/*
 * Internal steps of the match state machine. They change a draft made by draftOf, never the
 * match a caller passed in: draftOf copies every part these functions replace or push to.
 */

/** A copy of the match whose top-level fields, lists and time record may be changed. */
export function draftOf(match: MatchState): MatchState {
  return {
    ...match,
    decks: { A: match.decks.A, B: match.decks.B },
    sideboarding: [...match.sideboarding],
    games: [...match.games],
    time: match.time ? { ...match.time } : null,
    log: [...match.log],
  };
}

/** The current game's record, replaced in the draft by a copy that may be changed. */
export function currentRecordDraft(draft: MatchState): GameRecord {
  const index = draft.games.length - 1;
  const record = draft.games[index];
  const copy: GameRecord = { ...record, decisions: [...record.decisions] };
  draft.games[index] = copy;
  return copy;
}

function unwrap<T>(value: T | DciFailure): T {
  if (isDciFailure(value)) throw new Error(`match runner invariant broken: ${value.error.code}: ${value.error.message}`);
  return value as T;
}

/** A time-called state for resolving the match when no game is in progress (only its stage is read). */
function betweenGamesTimeState(draft: MatchState): TimeCalledState {
  return unwrap(startTimeCalled({ activePlayer: draft.chooser, stage: draft.config.stage }));
}

/** Ends the match with a winner (null: a draw). */
export function endMatch(draft: MatchState, winner: MatchSide | null, reason: string, events: MatchEvent[]): void {
  const { wins, draws } = scoreOf(draft);
  draft.phase = 'over';
  draft.sideboarding = [];
  draft.result = { winner, reason };
  events.push({ type: 'match-ended', winner, wins, draws, reason });
}

/** Between games: both players may sideboard, then the chooser picks play or draw (MTR 2.2: the loser may wait until after sideboarding). */
function startBreak(draft: MatchState, previous: GameRecord): void {
  const chooser = unwrap(nextGameChooser({ previousGame: { winner: previous.outcome?.winner ?? 'draw', chooser: previous.chooser } }));
  draft.chooser = chooser.chooser;
  draft.phase = 'sideboard';
  draft.sideboarding = ['A', 'B'];
}

/**
 * Resolves the match once time has been called and no game is in progress any more
 * (MTR 2.4, via libs/dci resolveAfterTime): either the match is decided, or — single
 * elimination with game wins tied — a new game is played under the sudden-death rule.
 */
export function resolveTimeBetweenGames(draft: MatchState, events: MatchEvent[]): void {
  const { wins, draws } = scoreOf(draft);
  const outcome = unwrap(resolveAfterTime(betweenGamesTimeState(draft), { gameWins: wins, draws, gameInProgress: false, singleElimination: draft.config.stage === 'single-elimination' }));
  if (outcome.kind === 'decided') {
    endMatch(draft, outcome.match === 'draw' ? null : outcome.match, outcome.reason, events);
    return;
  }
  if (!draft.time!.suddenDeath) {
    draft.time!.suddenDeath = true;
    events.push({ type: 'sudden-death', game: draft.games.length + 1, newGame: true });
  }
}

/** Records the end of the current game and moves the match on: over, or to the next break. */
export function finishGame(draft: MatchState, outcome: GameOutcome, events: MatchEvent[]): void {
  const record = currentRecordDraft(draft);
  record.outcome = outcome;
  events.push({ type: 'game-ended', game: record.number, winner: outcome.winner, reason: outcome.reason });
  if (draft.time) {
    resolveTimeBetweenGames(draft, events);
    if (draft.phase !== 'over') startBreak(draft, record);
    return;
  }
  const { wins, draws } = scoreOf(draft);
  if (isDecidedWithoutTime(draft.config, wins, draws)) {
    const result = matchResult(wins, draws);
    const score = `${wins[0]}-${wins[1]}-${draws}`;
    endMatch(draft, result === 'draw' ? null : result, result === 'draw' ? `MTR 2.1: all ${draft.config.bestOf} games played with equal game wins (${score}), the match is a draw` : `MTR 2.1: ${result} wins the match ${score}`, events);
    return;
  }
  startBreak(draft, record);
}

/** Starts the next game with the chooser's choice (MTR 2.2: the player who plays first skips their first draw). */
export function startGame(draft: MatchState, choice: 'play' | 'draw', events: MatchEvent[]): void {
  const number = draft.games.length + 1;
  const startingPlayer = choice === 'play' ? draft.chooser : otherSide(draft.chooser);
  const config: GameConfig = {
    players: { A: { deck: [...draft.decks.A] }, B: { deck: [...draft.decks.B] } },
    seed: gameSeed(draft.config.seed, number),
    startingPlayer,
  };
  if (draft.config.mulligan !== undefined) config.mulligan = draft.config.mulligan;
  if (draft.config.rules !== undefined) config.rules = draft.config.rules;
  if (draft.config.cardPool !== undefined) config.cardPool = draft.config.cardPool;
  const commander = draft.config.commander;
  if (commander) config.commander = { commanders: { A: [...commander.commanders.A], B: [...commander.commanders.B] }, ...(commander.startingLife !== undefined ? { startingLife: commander.startingLife } : {}) };
  draft.game = createGame(config);
  // A game after time (single-elimination sudden death) has no turn limit: the old count no longer applies.
  if (draft.time) draft.time.tracker = null;
  draft.games.push({ number, chooser: draft.chooser, choice, config, decisions: [], timeCalled: null, outcome: null });
  draft.phase = 'game';
  events.push({ type: 'game-started', game: number, startingPlayer });
}

function engineOutcome(game: GameState): GameOutcome | null {
  const result = gameResult(game);
  if ('winner' in result) {
    const loser = otherSide(result.winner);
    return { winner: result.winner, reason: game.players[loser].conceded ? 'concession' : 'game' };
  }
  if ('draw' in result) return { winner: null, reason: game.timeCalled ? 'time-draw' : 'game' };
  return null;
}

/** Keeps the dci turn counter in step with the engine: one recorded turn change per engine turn that began. */
function trackTurns(draft: MatchState, before: GameState, after: GameState): void {
  const time = draft.time;
  if (!time || !time.tracker) return;
  let tracker: TimeCalledState = time.tracker;
  for (let turn = before.turn + 1; turn <= after.turn && tracker.phase !== 'finished'; turn++) {
    const isLast = turn === after.turn;
    // An extra turn from a card was taken when the engine's queue of extra turns shrank (MTR 2.4: it counts).
    const extraTurn = isLast && after.extraTurns.length < before.extraTurns.length;
    tracker = unwrap(recordTurnEnded(tracker, { nextActivePlayer: isLast ? after.active : otherSide(tracker.activePlayer), extraTurn }));
  }
  time.tracker = tracker;
}

/**
 * After the engine game changed: counts turns after time, ends the game if the engine did,
 * applies the single-elimination life-total rule when the additional turns are over, and the
 * sudden-death rule (MTR 2.4).
 */
export function afterEngineChange(draft: MatchState, before: GameState, events: MatchEvent[]): void {
  const game = draft.game!;
  trackTurns(draft, before, game);
  const ended = engineOutcome(game);
  if (ended) {
    finishGame(draft, ended, events);
    return;
  }
  const time = draft.time;
  if (!time) return;
  const life: [number, number] = [game.players.A.life, game.players.B.life];
  if (!time.engineCounts && !time.suddenDeath && time.tracker?.phase === 'finished') {
    const { wins, draws } = scoreOf(draft);
    const outcome = unwrap(resolveAfterTime(time.tracker, { gameWins: wins, draws, lifeTotals: life, gameInProgress: true, singleElimination: true }));
    if (outcome.kind === 'decided') {
      finishGame(draft, { winner: outcome.currentGame === 'A' || outcome.currentGame === 'B' ? outcome.currentGame : null, reason: 'time-life-total' }, events);
      return;
    }
    time.suddenDeath = true;
    events.push({ type: 'sudden-death', game: draft.games.length, newGame: false });
  }
  if (time.suddenDeath) {
    const loser = suddenDeathLoser(life);
    if (loser) finishGame(draft, { winner: otherSide(loser), reason: 'sudden-death' }, events);
  }
}
