import { isStat } from '../../cards/amounts';
import { Amount, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { amountOf, playersOf } from '../effect-actions';
import { gainLife } from '../replacement';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'gain-life': { amount: Amount; who: Subject };
  }
}

/** "You gain N life", "Its controller gains life equal to its toughness" (CR 119.3, 608.2h). */
export const gainLifeHandler: EffectHandler<'gain-life'> = {
  kind: 'gain-life',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) gainLife(ctx.run, ctx.game, p, amountOf(ctx, effect.amount, p));
  },
  mayAsk: () => false,
  describe: (effect, d) =>
    isStat(effect.amount)
      ? `${subjectAndVerb(d, effect.who, 'gain', 'gains')} life equal to its ${effect.amount.stat}`
      : `${subjectAndVerb(d, effect.who, 'gain', 'gains')} ${d.amount(effect.amount)} life${d.forEach(effect.amount)}`,
  botHint: () => 'value',
};
