import { DciFailure, Side, fail, isNonNegativeInteger, opponentOf } from './dci-error';
import { BEST_OF_VALUES, BestOf, GameWins, winsNeeded } from './match-structure';

/** One Game Loss issue: one player, or both players penalized at the same time. */
export interface GameLossIssue {
  readonly players: readonly Side[];
}

/** What happened to one issue. */
export interface GameLossRecord {
  readonly players: readonly Side[];
  /**
   * `lost-game`: the opponent is credited with a game win;
   * `cancelled`: both players at once, recorded but the score is unchanged;
   * `next-match`: this match was already decided, so the loss applies to the player's next match.
   */
  readonly outcome: 'lost-game' | 'cancelled' | 'next-match';
}

/** Input to {@link applyGameLosses}. */
export interface ApplyGameLossesInput {
  readonly bestOf: BestOf;
  /** Game wins before the Game Losses. */
  readonly wins: GameWins;
  readonly draws: number;
  /** In the order issued. */
  readonly gameLosses: readonly GameLossIssue[];
  /** The Game Losses were issued before the match's first game started. */
  readonly beforeMatchStarts?: boolean;
}

/** The score with the Game Losses folded in. */
export interface GameLossOutcome {
  readonly wins: GameWins;
  readonly draws: number;
  readonly records: readonly GameLossRecord[];
  /** Players whose Game Loss moves to their next match because this one was decided. */
  readonly carriedToNextMatch: readonly Side[];
  /**
   * Who chooses play/draw for the next game because of a Game Loss: the player penalized by
   * the last Game Loss that counted (MTR 2.2, they lost that game). Null when no Game Loss
   * counted, in which case the usual chooser is unchanged.
   */
  readonly playDrawChooser: Side | null;
  /** The winner once a player has the needed game wins, else null. */
  readonly matchWinner: Side | null;
  /** False when the Game Losses came before the match started: neither player sideboards before the first game played. */
  readonly sideboardingBeforeNextGame: boolean;
}

/**
 * Folds Game Losses into a game score. Each counts as a game won by the opponent; Game Losses
 * to both players at once are recorded but cancel out; once a player has the needed wins
 * the match is over and any later Game Loss applies to the penalized player's next match.
 */
export function applyGameLosses(input: ApplyGameLossesInput): GameLossOutcome | DciFailure {
  const { bestOf, draws } = input;
  if (!BEST_OF_VALUES.includes(bestOf)) {
    return fail('INVALID_BEST_OF', `bestOf must be 1, 3 or 5, got ${String(bestOf)}`);
  }
  if (!isNonNegativeInteger(input.wins[0]) || !isNonNegativeInteger(input.wins[1]) || !isNonNegativeInteger(draws)) {
    return fail('INVALID_GAME_COUNT', `wins and draws must be whole numbers of zero or more, got ${input.wins[0]}-${input.wins[1]}-${draws}`);
  }
  const needed = winsNeeded(bestOf);
  if (input.wins[0] > needed || input.wins[1] > needed || (input.wins[0] === needed && input.wins[1] === needed)) {
    return fail('WINS_EXCEED_NEEDED', `${input.wins[0]}-${input.wins[1]} is not a possible score in a best of ${bestOf}`);
  }
  for (const issue of input.gameLosses) {
    const distinct = new Set(issue.players);
    if (issue.players.length === 0 || distinct.size !== issue.players.length) {
      return fail('INVALID_GAME_LOSS', `a Game Loss names one player or both, once each; got [${issue.players.join(', ')}]`);
    }
  }

  let wins: [number, number] = [input.wins[0], input.wins[1]];
  let playDrawChooser: Side | null = null;
  const records: GameLossRecord[] = [];
  const carriedToNextMatch: Side[] = [];
  const winnerOf = (score: [number, number]): Side | null => (score[0] === needed ? 'A' : score[1] === needed ? 'B' : null);

  for (const issue of input.gameLosses) {
    if (winnerOf(wins) !== null) {
      records.push({ players: issue.players, outcome: 'next-match' });
      carriedToNextMatch.push(...issue.players);
      continue;
    }
    if (issue.players.length === 2) {
      records.push({ players: issue.players, outcome: 'cancelled' });
      continue;
    }
    const penalized = issue.players[0];
    const gainer = opponentOf(penalized);
    wins = gainer === 'A' ? [wins[0] + 1, wins[1]] : [wins[0], wins[1] + 1];
    playDrawChooser = penalized;
    records.push({ players: issue.players, outcome: 'lost-game' });
  }

  const matchWinner = winnerOf(wins);
  return {
    wins,
    draws,
    records,
    carriedToNextMatch,
    playDrawChooser: matchWinner === null ? playDrawChooser : null,
    matchWinner,
    sideboardingBeforeNextGame: input.beforeMatchStarts !== true,
  };
}
