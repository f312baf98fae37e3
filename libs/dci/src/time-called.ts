import { DciFailure, Side, fail, isNonNegativeInteger } from './dci-error';
import { Infraction, Penalty } from './infraction-catalogue';
import { GameWins, MatchResult, MatchStage, matchResult } from './match-structure';

/** Additional turns after turn 0 in a two-player match (MTR 2.4). */
export const ADDITIONAL_TURNS = 5;
/** Additional turns in team formats such as Two-Headed Giant (MTR 2.4). */
export const TEAM_ADDITIONAL_TURNS = 3;
/** Additional turns added by each Slow Play penalty in the match (IPG 3.3). */
export const SLOW_PLAY_EXTRA_TURNS = 2;

/**
 * - `before-turn-0`: time was called after the active player had passed the turn; the rest of
 *   that turn is not counted, and the next turn is turn 0 (MTR 2.4).
 * - `turn-0`: the turn in progress when time was called.
 * - `additional`: one of the additional turns.
 * - `finished`: the additional turns are over; resolve with {@link resolveAfterTime}.
 */
export type TimeCalledPhase = 'before-turn-0' | 'turn-0' | 'additional' | 'finished';

/**
 * The end-of-match procedure as plain, serializable data. Create it with
 * {@link startTimeCalled}, advance it with {@link recordTurnEnded}, read it with
 * {@link timeCalledStatus}.
 */
export interface TimeCalledState {
  readonly phase: TimeCalledPhase;
  /** Whose turn it is now. */
  readonly activePlayer: Side;
  /** Additional turns to play after turn 0: 5 (3 in team formats) + 2 per Slow Play penalty. */
  readonly additionalTurns: number;
  /** The additional turn in progress (1-based); 0 before the additional turns start. */
  readonly additionalTurn: number;
  /** The turn in progress is an extra turn created by an effect. */
  readonly currentTurnIsExtra: boolean;
  /** Extra turns played since time was called (turn 0 included); each counted like any turn. */
  readonly extraTurnsTaken: number;
  readonly stage: MatchStage;
  readonly teamFormat: boolean;
  readonly slowPlayPenalties: number;
}

/** Input to {@link startTimeCalled}. */
export interface StartTimeCalledInput {
  /** Whose turn it was when time was called. */
  readonly activePlayer: Side;
  /** The active player had already said they pass the turn when time was called. */
  readonly activePlayerHasPassedTurn?: boolean;
  /** Two-Headed Giant or another team format where teammates play together (3 turns, not 5). */
  readonly teamFormat?: boolean;
  /** Slow Play penalties issued in this match so far; each adds 2 additional turns. */
  readonly slowPlayPenalties?: number;
  readonly stage: MatchStage;
}

/**
 * How many Slow Play penalties in a match's penalty records add turns at time: every Slow Play
 * recorded as a Warning or an (upgraded) Game Loss (IPG 3.3). Regular REL NONE records add none.
 */
export function countSlowPlayPenalties(records: readonly { readonly infraction: Infraction; readonly penalty: Penalty }[]): number {
  return records.filter((record) => record.infraction === 'SLOW_PLAY' && (record.penalty === 'WARNING' || record.penalty === 'GAME_LOSS')).length;
}

/**
 * How many additional turns follow turn 0 when time is called (MTR 2.4): 5, or 3 in team
 * formats, plus 2 for each Slow Play penalty of the match (IPG 3.3).
 */
export function additionalTurnsFor(teamFormat: boolean, slowPlayPenalties: number): number {
  return (teamFormat ? TEAM_ADDITIONAL_TURNS : ADDITIONAL_TURNS) + SLOW_PLAY_EXTRA_TURNS * slowPlayPenalties;
}

/**
 * Starts the end-of-match procedure when the round's time runs out (MTR 2.4). The active
 * player finishes the current turn, which is turn 0; if they had already passed the turn, time
 * counts as called in the opponent's next turn, so the next turn is turn 0 and the rest of the
 * current one is not counted.
 */
export function startTimeCalled(input: StartTimeCalledInput): TimeCalledState | DciFailure {
  const slowPlayPenalties = input.slowPlayPenalties ?? 0;
  if (!isNonNegativeInteger(slowPlayPenalties)) {
    return fail('INVALID_SLOW_PLAY_COUNT', `slowPlayPenalties must be a whole number of zero or more, got ${String(input.slowPlayPenalties)}`);
  }
  const teamFormat = input.teamFormat ?? false;
  return {
    phase: input.activePlayerHasPassedTurn === true ? 'before-turn-0' : 'turn-0',
    activePlayer: input.activePlayer,
    additionalTurns: additionalTurnsFor(teamFormat, slowPlayPenalties),
    additionalTurn: 0,
    currentTurnIsExtra: false,
    extraTurnsTaken: 0,
    stage: input.stage,
    teamFormat,
    slowPlayPenalties,
  };
}

/** Describes the turn that begins when a turn ends. */
export interface TurnEndedInput {
  /**
   * The turn now beginning is an extra turn created by an effect. It counts as one of the
   * additional turns exactly like a normal turn (MTR 2.4); the flag only labels it.
   */
  readonly extraTurn?: boolean;
  /** Who takes the turn now beginning. */
  readonly nextActivePlayer: Side;
}

/**
 * Records that the turn in progress ended and the next began. Every turn after turn 0 is one
 * additional turn, whoever takes it and whether or not it is an extra turn, so a player taking
 * extra turns can take all of them. After the last additional turn ends the state is
 * `finished`; recording another turn is refused with TIME_CALLED_FINISHED.
 */
export function recordTurnEnded(state: TimeCalledState, turn: TurnEndedInput): TimeCalledState | DciFailure {
  const isExtra = turn.extraTurn === true;
  switch (state.phase) {
    case 'finished':
      return fail('TIME_CALLED_FINISHED', `all ${state.additionalTurns} additional turns have been played; resolve the match instead`);
    case 'before-turn-0':
      return { ...state, phase: 'turn-0', activePlayer: turn.nextActivePlayer, currentTurnIsExtra: isExtra, extraTurnsTaken: state.extraTurnsTaken + (isExtra ? 1 : 0) };
    case 'turn-0':
    case 'additional': {
      if (state.additionalTurn >= state.additionalTurns) {
        return { ...state, phase: 'finished', currentTurnIsExtra: false };
      }
      return {
        ...state,
        phase: 'additional',
        activePlayer: turn.nextActivePlayer,
        additionalTurn: state.additionalTurn + 1,
        currentTurnIsExtra: isExtra,
        extraTurnsTaken: state.extraTurnsTaken + (isExtra ? 1 : 0),
      };
    }
  }
}

/**
 * Records a Slow Play penalty issued during the procedure: 2 more additional turns (IPG 3.3).
 * Refused once the additional turns are over.
 */
export function addSlowPlayPenalty(state: TimeCalledState): TimeCalledState | DciFailure {
  if (state.phase === 'finished') {
    return fail('TIME_CALLED_FINISHED', 'the additional turns are over; a Slow Play penalty now adds no turns');
  }
  return { ...state, slowPlayPenalties: state.slowPlayPenalties + 1, additionalTurns: state.additionalTurns + SLOW_PLAY_EXTRA_TURNS };
}

/** A readable summary of where the procedure stands. */
export interface TimeCalledStatus {
  readonly phase: TimeCalledPhase;
  /** 0 for turn 0 (and the uncounted rest of a passed turn); 1..of for additional turns; `of` when finished. */
  readonly turn: number;
  /** Additional turns in total. */
  readonly of: number;
  /** e.g. "turn 0", "additional turn 3 of 5", "additional turn 4 of 5 (extra turn)". */
  readonly label: string;
  readonly finished: boolean;
  readonly activePlayer: Side;
  readonly isExtraTurn: boolean;
  /** Always false: no new game begins after time is called (MTR 2.4). */
  readonly newGameAllowed: false;
}

/** Where the end-of-match procedure stands, with a label for a turn tracker. */
export function timeCalledStatus(state: TimeCalledState): TimeCalledStatus {
  const extra = state.currentTurnIsExtra ? ' (extra turn)' : '';
  const common = { of: state.additionalTurns, activePlayer: state.activePlayer, isExtraTurn: state.currentTurnIsExtra, newGameAllowed: false as const };
  switch (state.phase) {
    case 'before-turn-0':
      return { ...common, phase: state.phase, turn: 0, finished: false, label: `turn already passed: the rest of this turn does not count, turn 0 is the next turn` };
    case 'turn-0':
      return { ...common, phase: state.phase, turn: 0, finished: false, label: `turn 0${extra}` };
    case 'additional':
      return { ...common, phase: state.phase, turn: state.additionalTurn, finished: false, label: `additional turn ${state.additionalTurn} of ${state.additionalTurns}${extra}` };
    case 'finished':
      return { ...common, phase: state.phase, turn: state.additionalTurns, finished: true, label: `additional turns over (${state.additionalTurns} of ${state.additionalTurns})` };
  }
}

/** The match situation once the additional turns are over (or the game ended during them). */
export interface AfterTimeInput {
  /** Game wins before the game in progress. */
  readonly gameWins: GameWins;
  /** Drawn games so far; default 0. */
  readonly draws?: number;
  /** Life totals of A and B in the game in progress (team totals in Two-Headed Giant). */
  readonly lifeTotals?: readonly [number, number];
  /** Default: the state's stage is single elimination. */
  readonly singleElimination?: boolean;
  /**
   * A game is still in progress; default true. False when the last game ended during the
   * additional turns (its result already in gameWins/draws) or time was called between games.
   */
  readonly gameInProgress?: boolean;
}

/** How the match ends after time. */
export type AfterTimeOutcome =
  | {
      readonly kind: 'decided';
      /** The game in progress: a draw, won on life total, or `none` if no game was in progress. */
      readonly currentGame: 'draw' | Side | 'none';
      readonly match: MatchResult;
      readonly wins: GameWins;
      readonly draws: number;
      readonly reason: string;
    }
  | {
      readonly kind: 'sudden-death';
      /**
       * Play goes on with one more state-based action: a player not at the highest life total
       * loses the game (MTR 2.4). Check it with {@link suddenDeathLoser}.
       */
      readonly suddenDeath: true;
      /** Time was called between games with game wins tied: a new game is played under the rule. */
      readonly newGame: boolean;
      readonly wins: GameWins;
      readonly draws: number;
      readonly reason: string;
    };

/**
 * Resolves the match after time (MTR 2.4). An unfinished game is a draw and the player with
 * more game wins takes the match; equal game wins is a match draw. In single elimination,
 * matches cannot draw: with game wins tied, the player with the higher life total wins the
 * game in progress; with life totals tied (or between games with game wins tied) play goes
 * on under the sudden-death rule. Refused with TIME_CALLED_NOT_FINISHED while a game is in
 * progress and additional turns remain.
 */
export function resolveAfterTime(state: TimeCalledState, input: AfterTimeInput): AfterTimeOutcome | DciFailure {
  const draws = input.draws ?? 0;
  const inProgress = input.gameInProgress ?? true;
  const singleElimination = input.singleElimination ?? state.stage === 'single-elimination';
  if (!isNonNegativeInteger(input.gameWins[0]) || !isNonNegativeInteger(input.gameWins[1]) || !isNonNegativeInteger(draws)) {
    return fail('INVALID_GAME_COUNT', `game wins and draws must be whole numbers of zero or more, got ${input.gameWins[0]}-${input.gameWins[1]}-${draws}`);
  }
  if (inProgress && state.phase !== 'finished') {
    return fail('TIME_CALLED_NOT_FINISHED', `the game is still in progress and the additional turns are not over (${timeCalledStatus(state).label})`);
  }
  const wins: GameWins = [input.gameWins[0], input.gameWins[1]];
  const tied = wins[0] === wins[1];

  if (!singleElimination || !tied) {
    const finalDraws = inProgress ? draws + 1 : draws;
    const match = matchResult(wins, finalDraws);
    const gamePart = inProgress ? 'the unfinished game is a draw' : 'no new game begins after time';
    const matchPart = match === 'draw' ? 'equal game wins, so the match is a draw' : `${match} has more game wins and takes the match`;
    return { kind: 'decided', currentGame: inProgress ? 'draw' : 'none', match, wins, draws: finalDraws, reason: `MTR 2.4: ${gamePart}; ${matchPart}` };
  }
  if (!inProgress) {
    return {
      kind: 'sudden-death',
      suddenDeath: true,
      newGame: true,
      wins,
      draws,
      reason: 'MTR 2.4: single elimination cannot draw; between games with game wins tied, a new game is played in which a player not at the highest life total loses',
    };
  }
  const life = input.lifeTotals;
  if (life === undefined || !Number.isFinite(life[0]) || !Number.isFinite(life[1])) {
    return fail('INVALID_LIFE_TOTALS', 'single elimination with tied game wins needs both life totals of the game in progress');
  }
  if (life[0] === life[1]) {
    return {
      kind: 'sudden-death',
      suddenDeath: true,
      newGame: false,
      wins,
      draws,
      reason: `MTR 2.4: single elimination cannot draw; life totals are tied at ${life[0]}, so play continues and a player not at the highest life total loses`,
    };
  }
  const gameWinner: Side = life[0] > life[1] ? 'A' : 'B';
  const finalWins: GameWins = gameWinner === 'A' ? [wins[0] + 1, wins[1]] : [wins[0], wins[1] + 1];
  return {
    kind: 'decided',
    currentGame: gameWinner,
    match: gameWinner,
    wins: finalWins,
    draws,
    reason: `MTR 2.4: single elimination with game wins tied; ${gameWinner} has the higher life total (${life[0]} to ${life[1]}) and wins the game and the match`,
  };
}

/**
 * The sudden-death state-based action (MTR 2.4): a player not at the highest life total loses
 * the game. Returns that player, or null while the life totals are tied.
 */
export function suddenDeathLoser(lifeTotals: readonly [number, number]): Side | null {
  if (lifeTotals[0] === lifeTotals[1]) return null;
  return lifeTotals[0] < lifeTotals[1] ? 'A' : 'B';
}
