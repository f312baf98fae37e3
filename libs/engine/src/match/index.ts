/**
 * The digital match runner: a tournament match (best of 1, 3 or 5) between two registered
 * decklists played in the engine, as pure functions over plain data. Play/draw (MTR 2.2),
 * sideboarding, time called (MTR 2.4), hidden information, replay and bots.
 */
export { createMatch, pendingMatchDecision, pendingPlayerOf, applyMatchDecision, matchStatus } from './match-runner';
export { validateMatchConfig, matchCardPool, MatchConfigError, DEFAULT_MINIMUM_MAIN_DECK } from './match-config';
export type { MatchConfigProblem, MatchConfigProblemCode } from './match-config';
export { callTimeOnMatch, matchTimeStatus, DEFAULT_ADDITIONAL_TURNS } from './match-time';
export type { CallTimeOptions, MatchTimeStatus } from './match-time';
export { matchViewFor, matchFullView } from './match-view';
export type { MatchPlayerView, MatchStaffView, GameSummary } from './match-view';
export { gameLog, replayGameLog, replayMatch, MatchReplayError } from './match-replay';
export type { GameLog } from './match-replay';
export { botDecision, defaultDecision, playBotMatch } from './match-bots';
export type { BotMatchOptions } from './match-bots';
export { sideboardFor } from './sideboarding';
export { gameSeed } from './match-seed';
export type {
  MatchSide,
  RegisteredDeck,
  MatchConfig,
  MatchPhase,
  GameEndReason,
  GameOutcome,
  GameRecord,
  MatchTime,
  MatchLogEntry,
  MatchState,
  MatchDecision,
  MatchDecisionKind,
  MatchPendingDecision,
  MatchErrorCode,
  MatchError,
  MatchEvent,
  MatchApplyResult,
  MatchStatus,
} from './match-types';
