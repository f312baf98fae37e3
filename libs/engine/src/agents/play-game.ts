import { applyDecisionInPlace } from '../decisions/apply-decision';
import { legalOptions } from '../decisions/options';
import { Decision } from '../decisions/decision';
import { GameEvent } from '../state/events';
import { createGame, GameConfig } from '../game';
import { LoggedDecision } from '../replay';
import { GameState, PlayerId } from '../state/game-state';
import { createAgentRng } from '../state/rng';
import { Agent } from './agent';

/** What the afterEach hook sees about one decision. */
export interface DecisionStep {
  player: PlayerId;
  decision: Decision;
  events: GameEvent[];
  before: Record<PlayerId, { life: number; poison: number }>;
}

/** A finished (or abandoned) bot game. */
export interface PlayedGame {
  state: GameState;
  log: LoggedDecision[];
  decisions: number;
}

/**
 * Plays a whole game between two agents (mutating one private state for speed), calling
 * `afterEach` after every decision, e.g. for invariant checks. Stops after `maxDecisions`.
 */
export function playGame(
  config: GameConfig,
  agents: Record<PlayerId, Agent>,
  options: { agentSeed?: number; maxDecisions?: number; afterEach?: (state: GameState, step: DecisionStep) => void } = {},
): PlayedGame {
  const game = createGame(config);
  const rng = createAgentRng(options.agentSeed ?? config.seed);
  const log: LoggedDecision[] = [];
  const max = options.maxDecisions ?? 20000;
  while (game.pending && log.length < max) {
    const player = game.pending.player;
    const pending = { player, kind: game.pending.kind, prompt: game.pending.prompt, options: legalOptions(game) };
    const decision = agents[player](game, pending, rng);
    const before = options.afterEach ? { A: { life: game.players.A.life, poison: game.players.A.poison }, B: { life: game.players.B.life, poison: game.players.B.poison } } : null;
    const result = applyDecisionInPlace(game, player, decision);
    if (!result.ok) throw new Error(`agent ${player} made an illegal decision ${JSON.stringify(decision)}: ${result.error.reason}`);
    log.push({ player, decision });
    if (options.afterEach && before) options.afterEach(game, { player, decision, events: result.events, before });
  }
  return { state: game, log, decisions: log.length };
}
