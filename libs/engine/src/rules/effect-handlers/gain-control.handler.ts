import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { addEffect, objectsOf, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Target opponent gains control of it": `who` controls `what` from now on, with no end (CR 613.1b, 611.2a). */
    'gain-control': { who: Subject; what: Subject };
  }
}

/**
 * "<player> gains control of <object>" (layer 2, CR 613.1b): a control-changing effect that lasts
 * until the object leaves the battlefield (a new object is not affected, 400.7, 611.2c).
 */
export const gainControlHandler: EffectHandler<'gain-control'> = {
  kind: 'gain-control',
  resolve(ctx, effect) {
    const [player] = playersOf(ctx, effect.who);
    if (player === undefined) return;
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'control', object: id, controller: player }, 'indefinite');
  },
  mayAsk: () => false,
  // An effect on you alone in its sentence is an order ("Gain control of target artifact.").
  describe: (effect, d) => `${d.isYou(effect.who) && d.alone ? 'gain' : subjectAndVerb(d, effect.who, 'gain', 'gains')} control of ${d.subject(effect.what)}`,
  botHint: () => 'value',
};
