import { Subject } from '../../cards/card-definition';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to Kjeldoran Royal Guard
     * instead." (CR 614.1a, 614.9): a redirection effect until end of turn; `fromUnblocked`: only damage unblocked
     * attacking creatures deal.
     */
    'redirect-damage-this-turn': { to: Subject; combat?: true; fromUnblocked?: true };
  }
}

/** CR 614.9: damage to the controller is dealt to the object instead, this turn; the object is the one named as it resolves (608.2h). */
export const redirectDamageThisTurnHandler: EffectHandler<'redirect-damage-this-turn'> = {
  kind: 'redirect-damage-this-turn',
  resolve(ctx, effect) {
    const [object] = objectsOf(ctx, effect.to);
    if (object === undefined) return;
    addEffect(ctx.game, ctx.item, { kind: 'redirect-damage', player: ctx.item.controller, object, ...(effect.combat ? { combat: true as const } : {}), ...(effect.fromUnblocked ? { fromUnblocked: true as const } : {}) });
  },
  mayAsk: () => false,
  describe: (effect, d) => `all ${effect.combat ? 'combat ' : ''}damage that would be dealt to you${effect.fromUnblocked ? ' by unblocked creatures' : ''} this turn is dealt to ${d.subject(effect.to)} instead`,
  botHint: () => 'reactive',
};
