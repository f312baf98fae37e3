import { Effect } from '../cards/card-definition';
import { GameState } from '../state/game-state';
import { ResolutionContext } from './effect-actions';
import { EffectHandler, EffectKind } from './effect-handlers/effect-handler';
import { EFFECT_HANDLERS } from './effect-handlers/effect-registry';

/** The handler of an effect's kind. */
export function effectHandler<K extends EffectKind>(kind: K): EffectHandler<K> {
  return EFFECT_HANDLERS[kind] as unknown as EffectHandler<K>;
}

/** Runs one effect through its kind's handler. */
export function runEffect(ctx: ResolutionContext, effect: Effect): void {
  effectHandler(effect.kind).resolve(ctx, effect as never);
}

/** True if any effect of the list may stop to ask a player (so the resolution is snapshotted). */
export function effectsMayAsk(game: GameState, effects: Effect[]): boolean {
  return effects.some((e) => effectHandler(e.kind).mayAsk(game, e as never));
}
