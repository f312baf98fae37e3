import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Rampage N's bonus (CR 702.23a): +N/+N for each creature blocking the source beyond the first. */
    'rampage-pump': { per: number };
  }
}

/** "It gets +N/+N until end of turn for each creature blocking it beyond the first" (CR 702.23a), counted as it resolves (702.23b). */
export const rampagePumpHandler: EffectHandler<'rampage-pump'> = {
  kind: 'rampage-pump',
  resolve(ctx, effect) {
    const attacker = ctx.game.combat?.attackers.find((a) => a.id === ctx.item.source);
    const beyondFirst = Math.max(0, (attacker?.blockers.filter((b) => ctx.game.objects[b]?.zone === 'battlefield').length ?? 0) - 1);
    if (beyondFirst === 0) return;
    for (const id of objectsOf(ctx, 'self')) addEffect(ctx.game, ctx.item, { kind: 'pump', object: id, power: effect.per * beyondFirst, toughness: effect.per * beyondFirst });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject('self')} gets +${effect.per}/+${effect.per} until end of turn for each creature blocking it beyond the first`,
  botHint: () => 'combat-trick',
};
