import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'blocks-if-able': { what: Subject };
  }
}

/**
 * "… block this creature this combat if able" (provoke, CR 702.39a; 2006 502.29a): a requirement on
 * the declaration of blockers of the current combat (CR 509.1c), the source being the creature to block.
 */
export const blocksIfAbleHandler: EffectHandler<'blocks-if-able'> = {
  kind: 'blocks-if-able',
  resolve(ctx, effect) {
    const combat = ctx.game.combat;
    if (!combat) return;
    for (const blocker of objectsOf(ctx, effect.what)) (combat.blockRequirements ??= []).push({ blocker, attacker: ctx.item.source });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject(effect.what)} blocks ${d.subject('self')} this combat if able`,
  botHint: () => 'combat-trick',
};
