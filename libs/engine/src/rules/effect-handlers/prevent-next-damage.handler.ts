import { Subject } from '../../cards/card-definition';
import { TargetValue } from '../../state/game-state';
import { addEffect, objectsOf, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Prevent the next N damage that would be dealt to … this turn": a prevention shield (CR 615.7). */
    'prevent-next-damage': { amount: number; to: Subject };
  }
}

/** "Prevent the next N damage that would be dealt to … this turn": a prevention shield (CR 615.7). */
export const preventNextDamageHandler: EffectHandler<'prevent-next-damage'> = {
  kind: 'prevent-next-damage',
  resolve(ctx, effect) {
    const targets: TargetValue[] = [...playersOf(ctx, effect.to).map((p) => ({ player: p })), ...objectsOf(ctx, effect.to).map((id) => ({ object: id }))];
    for (const target of targets) addEffect(ctx.game, ctx.item, { kind: 'prevent-next-damage', target, amount: effect.amount });
  },
  mayAsk: () => false,
  describe: (effect, d) => `prevent the next ${effect.amount} damage that would be dealt to ${d.subject(effect.to)} this turn`,
  botHint: () => 'value',
};
