import { Subject } from '../../cards/card-definition';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Regenerate …": a regeneration shield until end of turn (CR 701.15a). */
    regenerate: { what: Subject };
  }
}

/** "Regenerate this creature": the next time it would be destroyed this turn, it is regenerated instead (CR 701.15a). */
export const regenerateHandler: EffectHandler<'regenerate'> = {
  kind: 'regenerate',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'regeneration-shield', object: id });
  },
  mayAsk: () => false,
  describe: (effect, d) => `regenerate ${d.subject(effect.what)}`,
  botHint: () => 'combat-trick',
};
