import { applyDecision } from '../game';
import type { Agent } from '../agents/agent';
import type { CardPool } from '../cards/card-pool-registry';
import { heuristicAgent } from '../agents/heuristic-agent';
import type { Decision, LegalOption } from '../decisions/decision';
import { createAgentRng } from '../state/rng';
import type { AgentRng, EngineSeed } from '../state/rng';
import { viewFor } from '../view/player-view';
import { applyMatchDecision, createMatch, pendingMatchDecision, pendingPlayerOf } from './match-runner';
import { callTimeOnMatch } from './match-time';
import type { MatchConfig, MatchDecision, MatchSide, MatchState } from './match-types';

function withoutMarkers(option: LegalOption): Decision {
  const copy: LegalOption = { ...option };
  delete copy.manaAbility;
  return copy;
}

/** The answer each kind of decision gets when a player runs out of time, before checking it is legal. */
function preferredDefault(kind: string): Decision | null {
  switch (kind) {
    case 'play-or-draw':
      return { do: 'choose', choice: 'play' };
    case 'sideboard':
    case 'mulligan':
      return { do: 'choose', choice: 'keep' };
    case 'priority':
      return { do: 'pass' };
    case 'attackers':
      return { do: 'attack', attackers: {} };
    case 'blockers':
      return { do: 'block', blockers: {} };
    default:
      return null;
  }
}

/**
 * The decision a player who timed out gets: play first, keep the same deck, keep the hand, pass
 * priority, no attackers or blockers — or, when that is not legal (a creature that must attack)
 * or the question is another one, the first legal option. Null once the match is over.
 */
export function defaultDecision(match: MatchState): { player: MatchSide; decision: MatchDecision } | null {
  const pending = pendingMatchDecision(match);
  if (!pending) return null;
  const preferred = preferredDefault(pending.kind);
  const inGame = match.phase === 'game';
  if (preferred && (!inGame || applyDecision(match.game!, pending.player, preferred).ok)) return { player: pending.player, decision: preferred };
  if (pending.options.length === 0) throw new Error(`no legal option for the pending ${pending.kind} decision`);
  return { player: pending.player, decision: withoutMarkers(pending.options[0]) };
}

/**
 * A bot's decision for `player`, or null when the match is not waiting for them: the engine's
 * heuristicAgent (seeing only the player's view) inside games; play first and keep the deck
 * between games.
 */
export function botDecision(match: MatchState, player: MatchSide, rng: AgentRng, agent: Agent = heuristicAgent): MatchDecision | null {
  const waiting = pendingPlayerOf(match);
  if (!waiting || waiting.player !== player) return null;
  if (waiting.kind === 'play-or-draw') return { do: 'choose', choice: 'play' };
  if (waiting.kind === 'sideboard') return { do: 'choose', choice: 'keep' };
  const pending = pendingMatchDecision(match)!;
  return agent(viewFor(match.game!, player), { player: pending.player, kind: pending.kind as Exclude<typeof pending.kind, 'play-or-draw' | 'sideboard'>, prompt: pending.prompt, options: pending.options }, rng);
}

/** Options for playBotMatch. */
export interface BotMatchOptions {
  /** The agents playing A and B inside games (default heuristicAgent for both). */
  agents?: { A?: Agent; B?: Agent };
  /** Call time (MTR 2.4) once this many decisions have been applied in the match. */
  callTimeAfterDecisions?: number;
  additionalTurns?: number;
  /** Safety limit; the match is returned unfinished when it is reached (default 100,000). */
  maxDecisions?: number;
  /** The card pool the games are played with (createMatch's `cards`). */
  cards?: CardPool;
}

/**
 * Plays a whole match bot against bot from `config`, with the bots' random choices seeded by
 * `seed`; returns the final match state (its `log` replays it with replayMatch).
 */
export function playBotMatch(config: MatchConfig, seed: EngineSeed, options: BotMatchOptions = {}): MatchState {
  const rng = createAgentRng(seed);
  const max = options.maxDecisions ?? 100000;
  let match = createMatch(config, options.cards);
  for (let applied = 0; applied < max; applied++) {
    if (options.callTimeAfterDecisions === applied && !match.time) {
      const timed = callTimeOnMatch(match, { additionalTurns: options.additionalTurns });
      if (timed.ok) match = timed.match;
    }
    const pending = pendingPlayerOf(match);
    if (!pending) break;
    const decision = botDecision(match, pending.player, rng, options.agents?.[pending.player] ?? heuristicAgent)!;
    const result = applyMatchDecision(match, pending.player, decision);
    if (!result.ok) throw new Error(`bot ${pending.player} made an illegal decision ${JSON.stringify(decision)}: ${result.error.reason}`);
    match = result.match;
  }
  return match;
}
