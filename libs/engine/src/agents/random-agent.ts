import { Decision, LegalOption, PendingDecision } from '../decisions/decision';
import { AgentRng } from '../state/rng';
import { GameState } from '../state/game-state';
import { PlayerView } from '../view/player-view';

function strip(option: LegalOption): Decision {
  if (!option.manaAbility) return option;
  const copy = { ...option };
  delete copy.manaAbility;
  return copy;
}

/** How often the random agent passes when it could do something else. */
const PASS_CHANCE = 0.25;

/**
 * A random legal player: with priority it passes one time in four when it could act, else picks
 * uniformly among the other legal actions (bare mana abilities left out, as costs are paid
 * automatically); every other decision is a uniform pick among the legal options.
 */
export function randomAgent(_game: PlayerView | GameState, pending: PendingDecision, rng: AgentRng): Decision {
  if (pending.options.length === 0) return { do: 'pass' };
  if (pending.kind === 'priority') {
    const actions = pending.options.filter((o) => o.do !== 'pass' && !o.manaAbility);
    if (actions.length === 0 || rng.next() < PASS_CHANCE) return { do: 'pass' };
    return strip(actions[rng.int(actions.length)]);
  }
  return strip(pending.options[rng.int(pending.options.length)]);
}
