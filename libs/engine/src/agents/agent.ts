import { Decision, PendingDecision } from '../decisions/decision';
import { AgentRng } from '../state/rng';
import { GameState } from '../state/game-state';
import { PlayerView } from '../view/player-view';

/** Anything that answers the engine's decisions: a bot, a script, a bridge to a human client. */
export type Agent = (game: PlayerView | GameState, pending: PendingDecision, rng: AgentRng) => Decision;
