import { applyDecisionInPlace } from './decisions/apply-decision';
import { Decision } from './decisions/decision';
import { createGame, GameConfig } from './game';
import { GameState, PlayerId } from './state/game-state';

/** One entry of a game's decision log. */
export interface LoggedDecision {
  player: PlayerId;
  decision: Decision;
}

/** A decision log that does not fit the game it claims to replay. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    reason: string,
  ) {
    super(`decision ${index}: ${reason}`);
  }
}

/** Replays a game from its configuration (decks, seed) and decision log; the result is identical to the original (ENGINE-DESIGN 7). */
export function replayGame(config: GameConfig, log: readonly LoggedDecision[]): GameState {
  const game = createGame(config);
  log.forEach((entry, i) => {
    const result = applyDecisionInPlace(game, entry.player, entry.decision);
    if (!result.ok) throw new ReplayError(i, result.error.reason);
  });
  return game;
}
