import { Subject } from '../../cards/card-definition';
import { LastingCondition } from '../../state/game-state';
import { subjectAndVerb } from '../../text/describe-context';
import { lastingConditionPhrase } from '../../text/describe-conditions';
import { addEffect, objectsOf, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Target opponent gains control of it": `who` controls `what` from now on, with no end (CR 613.1b,
     * 611.2a), or `while` every condition of "for as long as …" holds (611.2b).
     */
    'gain-control': { who: Subject; what: Subject; while?: LastingCondition[] };
  }
}

/**
 * "<player> gains control of <object>" (layer 2, CR 613.1b): a control-changing effect that lasts
 * until the object leaves the battlefield (a new object is not affected, 400.7, 611.2c); "… for as
 * long as you control Roil Elemental", "… that creature is enchanted" ends once a condition fails
 * and doesn't come back (611.2b, `endLastingEffects`).
 */
export const gainControlHandler: EffectHandler<'gain-control'> = {
  kind: 'gain-control',
  resolve(ctx, effect) {
    const [player] = playersOf(ctx, effect.who);
    if (player === undefined) return;
    const duration = effect.while ? { while: effect.while, source: ctx.item.source } : 'indefinite';
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'control', object: id, controller: player }, duration);
  },
  mayAsk: () => false,
  // An effect on you alone in its sentence is an order ("Gain control of target artifact.").
  describe: (effect, d) =>
    `${d.isYou(effect.who) && d.alone ? 'gain' : subjectAndVerb(d, effect.who, 'gain', 'gains')} control of ${d.subject(effect.what)}` +
    (effect.while ? ` for as long as ${effect.while.map((c) => lastingConditionPhrase(c, d.name())).join(' and ')}` : ''),
  botHint: () => 'value',
};
