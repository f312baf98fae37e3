import { applyDecision, callTime, createGame } from '../game';
import type { GameConfig } from '../game';
import { replayGame } from '../replay';
import type { LoggedDecision } from '../replay';
import type { GameState } from '../state/game-state';
import { createMatch } from './match-runner';
import { applyMatchDecision } from './match-runner';
import { callTimeOnMatch } from './match-time';
import type { MatchConfig, MatchLogEntry, MatchState } from './match-types';

/** The decision log of one game: JSON that replays it exactly. */
export interface GameLog {
  config: GameConfig;
  decisions: LoggedDecision[];
  /** Present when time was called on the engine game after `afterDecisions` decisions (replay with replayGameLog). */
  timeCalled?: { afterDecisions: number; additionalTurns: number };
}

/** A match log that does not fit the match it claims to replay. */
export class MatchReplayError extends Error {
  constructor(
    readonly index: number,
    reason: string,
  ) {
    super(`match log entry ${index}: ${reason}`);
  }
}

/**
 * The decision log of game `gameNumber` (1-based) of the match, or null if it has not started.
 * Without `timeCalled`, the engine's `replayGame(log.config, log.decisions)` reproduces the game
 * exactly; replayGameLog handles both cases.
 */
export function gameLog(match: MatchState, gameNumber: number): GameLog | null {
  const record = match.games.find((g) => g.number === gameNumber);
  if (!record) return null;
  const log: GameLog = JSON.parse(JSON.stringify({ config: record.config, decisions: record.decisions })) as GameLog;
  if (record.timeCalled) log.timeCalled = { ...record.timeCalled };
  return log;
}

/**
 * Replays one game from its log, calling time on the engine game where the match did (MTR 2.4).
 * `steps` stops after that many decisions (default: all), for stepping through a replay.
 */
export function replayGameLog(log: GameLog, steps: number = log.decisions.length): GameState {
  const upTo = Math.max(0, Math.min(Math.floor(steps), log.decisions.length));
  if (!log.timeCalled && upTo === log.decisions.length) return replayGame(log.config, log.decisions);
  let game = createGame(log.config);
  for (let index = 0; index < upTo; index++) {
    if (log.timeCalled && index === log.timeCalled.afterDecisions) game = callTime(game, log.timeCalled.additionalTurns);
    const entry = log.decisions[index];
    const result = applyDecision(game, entry.player, entry.decision);
    if (!result.ok) throw new MatchReplayError(index, result.error.reason);
    game = result.state;
  }
  if (log.timeCalled && upTo === log.timeCalled.afterDecisions) game = callTime(game, log.timeCalled.additionalTurns);
  return game;
}

/**
 * Replays a whole match from its configuration and log (`match.log`): the result is identical
 * to the original state. Throws MatchReplayError naming the first entry that does not fit.
 */
export function replayMatch(config: MatchConfig, log: readonly MatchLogEntry[]): MatchState {
  let match = createMatch(config);
  log.forEach((entry, index) => {
    const result = 'callTime' in entry ? callTimeOnMatch(match, entry.callTime) : applyMatchDecision(match, entry.player, entry.decision);
    if (!result.ok) throw new MatchReplayError(index, `${result.error.code}: ${result.error.reason}`);
    match = result.match;
  });
  return match;
}
