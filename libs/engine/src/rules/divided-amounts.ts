import { Effect } from '../cards/card-definition';
import { resolveReference } from '../decisions/references';
import { GameState, PlayerId, TargetValue } from '../state/game-state';
import type { Check } from './casting';
import type { EffectOf } from './effect-handlers/effect-handler';
import { sameTarget } from './targets';

/** The effect of a spell or ability whose amount is divided among its targets (CR 601.2d), if it has one. */
export function dividedEffectOf(effects: readonly Effect[]): EffectOf<'divided-damage'> | undefined {
  return effects.find((e): e is EffectOf<'divided-damage'> => e.kind === 'divided-damage');
}

/** The amount to divide, known as the spell is cast: a number or X (CR 601.2d, 107.3). */
function dividedTotal(effect: EffectOf<'divided-damage'>, x: number): number {
  return effect.amount === 'X' ? x : typeof effect.amount === 'number' ? effect.amount : 0;
}

/**
 * CR 601.2d: the division announced as a spell is cast or an ability activated, `{"B:Grizzly Bears": 2, "B": 1}`,
 * by target index; each target gets at least 1 and the parts add up to the amount. A single target gets it all
 * without a division; no division for effects that divide nothing.
 */
export function checkDivision(game: GameState, player: PlayerId, effects: readonly Effect[], targets: readonly TargetValue[], divide: Record<string, number> | undefined, x: number): Check<number[] | undefined> {
  const effect = dividedEffectOf(effects);
  if (!effect) return divide === undefined ? { ok: true, value: undefined } : { ok: false, reason: 'nothing is divided' };
  const among = targets.length - effect.among;
  const total = dividedTotal(effect, x);
  if (among === 0) return divide === undefined || Object.keys(divide).length === 0 ? { ok: true, value: undefined } : { ok: false, reason: 'no target to divide among' };
  if (total < among) return { ok: false, reason: `${total} can't be divided among ${among} targets: each gets at least 1 (CR 601.2d)` };
  const divided: number[] = targets.map(() => 0);
  if (divide === undefined) {
    if (among > 1) return { ok: false, reason: 'the division among the targets is announced as the spell is cast: "divide" (CR 601.2d)' };
    divided[effect.among] = total;
    return { ok: true, value: divided };
  }
  for (const [ref, amount] of Object.entries(divide)) {
    const value = resolveReference(game, ref, player, ['battlefield', 'graveyard', 'stack']);
    const index = value ? targets.findIndex((t, i) => i >= effect.among && sameTarget(t, value)) : -1;
    if (index < 0) return { ok: false, reason: `${ref} is not one of the targets to divide among` };
    if (!Number.isInteger(amount) || amount < 1) return { ok: false, reason: `${ref} gets at least 1 (CR 601.2d)` };
    divided[index] += amount;
  }
  if (divided.slice(effect.among).some((n) => n < 1)) return { ok: false, reason: 'each target gets at least 1 (CR 601.2d)' };
  const sum = divided.reduce((a, b) => a + b, 0);
  if (sum !== total) return { ok: false, reason: `the division adds up to ${sum}, not ${total}` };
  return { ok: true, value: divided };
}

/** An even division for the legal options: each target's share, the first ones getting what is left over (CR 601.2d). */
export function evenDivision(effects: readonly Effect[], targetRefs: readonly string[], x: number): Record<string, number> | null | undefined {
  const effect = dividedEffectOf(effects);
  const among = targetRefs.length - (effect?.among ?? 0);
  if (!effect || among < 2) return undefined;
  const total = dividedTotal(effect, x);
  if (total < among) return null;
  const out: Record<string, number> = {};
  targetRefs.slice(effect.among).forEach((ref, i) => (out[ref] = Math.floor(total / among) + (i < total % among ? 1 : 0)));
  return out;
}
