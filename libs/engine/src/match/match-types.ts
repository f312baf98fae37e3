import type { EngineSeed } from '../state/rng';
import type { BestOf, MatchStage, TimeCalledState } from '@arbiter/dci';
import type { CommanderConfig, GameConfig } from '../game';
import type { LoggedDecision } from '../replay';
import type { Decision, LegalOption } from '../decisions/decision';
import type { GameEvent } from '../state/events';
import type { DecisionKind, GameState, MulliganRule, RulesEdition } from '../state/game-state';

/** One of the two players of a match: the API's players[0] and players[1]. */
export type MatchSide = 'A' | 'B';

/** A registered decklist: card names, one entry per copy. */
export interface RegisteredDeck {
  main: string[];
  sideboard: string[];
}

/** How to set up a match. */
export interface MatchConfig {
  decks: { A: RegisteredDeck; B: RegisteredDeck };
  bestOf: BestOf;
  /** Swiss matches may end drawn; single-elimination matches may not (MTR 2.4). */
  stage: MatchStage;
  /** Drives the game-1 coin flip and every game's seed: an integer, or 32+ hex digits (128 bits). */
  seed: EngineSeed;
  /** Single elimination: the player ranked higher after the Swiss, who chooses play/draw for game 1 (MTR 2.2). */
  higherSeed?: MatchSide;
  /** Smallest legal main deck after sideboarding: 60 constructed (default), 40 limited (MTR 2.7/2.8). */
  minimumMainDeck?: number;
  /** Default: the edition's (London today, "draw one fewer" under the 2006 rules). */
  mulligan?: MulliganRule;
  /** The rules edition every game is played under (default 'current'). */
  rules?: RulesEdition;
  /**
   * The id of the card pool the games are played with (default: the core pool). The pool itself
   * is registered in the process (registerCardPool; createMatch registers the one it is given),
   * so the match stays plain data.
   */
  cardPool?: string;
  /** Every game is a Commander game (CR 903) with these commanders, outside the decks. */
  commander?: CommanderConfig;
}

/** Where the match stands. */
export type MatchPhase = 'play-or-draw' | 'sideboard' | 'game' | 'over';

/** Why a game ended. */
export type GameEndReason = 'game' | 'concession' | 'time-draw' | 'time-life-total' | 'sudden-death';

/** How one game ended: its winner (null for a draw) and why. */
export interface GameOutcome {
  winner: MatchSide | null;
  reason: GameEndReason;
}

/** One game of the match: how it was set up, every decision, and its outcome once over. */
export interface GameRecord {
  number: number;
  /** Who chose play or draw for this game, and what they chose (MTR 2.2). */
  chooser: MatchSide;
  choice: 'play' | 'draw';
  /** Decks (after sideboarding), seed and starting player: `createGame(config)` starts this game. */
  config: GameConfig;
  decisions: LoggedDecision[];
  /** Time was called on the engine game after this many of its decisions (MTR 2.4). */
  timeCalled: { afterDecisions: number; additionalTurns: number } | null;
  outcome: GameOutcome | null;
}

/** Time called on the match (MTR 2.4). */
export interface MatchTime {
  additionalTurns: number;
  /** The game in progress when time was called, or null if it was called between games. */
  calledInGame: number | null;
  /**
   * Counts turn 0 and the additional turns of the game in progress (libs/dci's state machine),
   * kept in step with the engine's turns; null when no game was in progress.
   */
  tracker: TimeCalledState | null;
  /** The engine ends the game as a draw when the turns run out (it counts them itself). */
  engineCounts: boolean;
  /** Single elimination with game wins and life totals tied: a player not at the highest life total loses (MTR 2.4). */
  suddenDeath: boolean;
}

/** One entry of the match's log: a player's decision, or time being called. */
export type MatchLogEntry = { player: MatchSide; decision: MatchDecision } | { callTime: { additionalTurns: number } };

/** The whole match as plain, JSON-serializable data. */
export interface MatchState {
  format: 'arbiter-match/1';
  config: MatchConfig;
  phase: MatchPhase;
  /** Winner of the game-1 random method (used in Swiss, MTR 2.2). */
  coinFlipWinner: MatchSide;
  /** Who chooses play/draw for the next game (or chose for the current one). */
  chooser: MatchSide;
  /** Each player's current main deck (registered main + sideboard minus the current sideboard). */
  decks: { A: string[]; B: string[] };
  /** Players who still have to submit a deck before the next game, in order. */
  sideboarding: MatchSide[];
  games: GameRecord[];
  /** The engine state of the current game, or of the last one once it is over; null before game 1. */
  game: GameState | null;
  time: MatchTime | null;
  result: { winner: MatchSide | null; reason: string } | null;
  /** The player who conceded the match (the opponent is given the games still needed to win it); absent otherwise. */
  concededBy?: MatchSide;
  log: MatchLogEntry[];
}

/**
 * A decision in a match: the engine's vocabulary, plus `{"do":"choose","choice":"play"|"draw"}`
 * for play/draw and `{"do":"choose","choice":"keep"}` or `{"do":"choose","choice":{"main":[...]}}`
 * for sideboarding.
 */
export type MatchDecision = Decision;

/** Kinds of decision a player is asked for in a match: the match's own and the engine's. */
export type MatchDecisionKind = 'play-or-draw' | 'sideboard' | DecisionKind;

/** What the match is waiting for: who, what kind, and legal answers ready to send back. */
export interface MatchPendingDecision {
  player: MatchSide;
  kind: MatchDecisionKind;
  prompt: string;
  /** Complete legal answers; for sideboarding only "keep" is listed, any legal `{main}` is accepted too. */
  options: LegalOption[];
}

/** Why a match decision (or a time call) was refused. */
export type MatchErrorCode = 'ILLEGAL_DECISION' | 'NOT_YOUR_DECISION' | 'MATCH_OVER' | 'TIME_ALREADY_CALLED' | 'INVALID_ADDITIONAL_TURNS';

/** A refused decision; the match is unchanged. */
export interface MatchError {
  code: MatchErrorCode;
  reason: string;
}

/** Something that happened in the match. Engine events are wrapped with their game number. */
export type MatchEvent =
  | { type: 'play-or-draw'; game: number; player: MatchSide; choice: 'play' | 'draw' }
  | { type: 'deck-submitted'; game: number; player: MatchSide; changed: boolean }
  | { type: 'game-started'; game: number; startingPlayer: MatchSide }
  | { type: 'engine'; game: number; event: GameEvent }
  | { type: 'time-called'; game: number | null; additionalTurns: number }
  | { type: 'sudden-death'; game: number; newGame: boolean }
  | { type: 'game-ended'; game: number; winner: MatchSide | null; reason: GameEndReason }
  | { type: 'match-ended'; winner: MatchSide | null; wins: [number, number]; draws: number; reason: string };

/** Result of applying a decision to a match; the input match is never changed. */
export type MatchApplyResult = { ok: true; match: MatchState; events: MatchEvent[] } | { ok: false; error: MatchError };

/** The score of a match. */
export interface MatchStatus {
  over: boolean;
  /** Games won by A and B; drawn games count for neither (MTR 2.1). */
  wins: [number, number];
  draws: number;
  /** The game in progress or about to start; once the match is over, the last game played. */
  gameNumber: number;
  /** Once over: the match winner, or null for a draw. */
  winner?: MatchSide | null;
}
