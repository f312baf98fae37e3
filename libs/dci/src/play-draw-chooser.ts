import { DciFailure, Side, fail, opponentOf } from './dci-error';
import { MatchStage } from './match-structure';

/** How the previous game of the match ended. */
export interface PreviousGame {
  /** Winner of the previous game, or `draw`. A game lost to a Game Loss has the opponent as winner. */
  readonly winner: Side | 'draw';
  /** Who chose play or draw for the previous game. */
  readonly chooser: Side;
}

/** Input to {@link nextGameChooser}. */
export type NextGameChooserInput =
  | {
      /** Game 1 of the match. */
      readonly previousGame?: undefined;
      readonly stage: MatchStage;
      /** Swiss: the winner of the random method (coin, die) the players used. */
      readonly randomWinner?: Side;
      /** Single elimination: the player seeded higher after the Swiss rounds. */
      readonly higherSeed?: Side;
    }
  | { readonly previousGame: PreviousGame };

/** Who chooses, and why. */
export interface ChooserDecision {
  readonly chooser: Side;
  readonly reason: string;
}

/**
 * Who chooses to play or draw in the next game (MTR 2.2):
 * - game 1, Swiss: the winner of a random method;
 * - game 1, single elimination: the higher seed;
 * - later games: the loser of the previous game;
 * - after a drawn game: whoever chose in that game chooses again.
 */
export function nextGameChooser(input: NextGameChooserInput): ChooserDecision | DciFailure {
  if (input.previousGame !== undefined) {
    const { winner, chooser } = input.previousGame;
    if (winner === 'draw') {
      return { chooser, reason: `the previous game was a draw, so ${chooser}, who chose for it, chooses again (MTR 2.2)` };
    }
    const loser = opponentOf(winner);
    return { chooser: loser, reason: `${loser} lost the previous game and chooses (MTR 2.2)` };
  }
  if (input.stage === 'swiss') {
    if (input.randomWinner === undefined) {
      return fail('CHOOSER_INPUT_MISSING', 'game 1 of a Swiss match needs randomWinner: the winner of the random method (MTR 2.2)');
    }
    return { chooser: input.randomWinner, reason: `${input.randomWinner} won the random method for game 1 and chooses (MTR 2.2)` };
  }
  if (input.higherSeed === undefined) {
    return fail('CHOOSER_INPUT_MISSING', 'game 1 of a single-elimination match needs higherSeed: the higher-seeded player chooses (MTR 2.2)');
  }
  return { chooser: input.higherSeed, reason: `${input.higherSeed} is the higher seed and chooses for game 1 (MTR 2.2)` };
}
