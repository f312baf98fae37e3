import { isHalf } from '../../cards/amounts';
import { Amount, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { amountOf, playersOf } from '../effect-actions';
import { loseLife } from '../replacement';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'lose-life': { amount: Amount; who: Subject };
  }
}

/** "Target player loses N life" (CR 119.3), "You lose half your life, rounded up" (107.1a). */
export const loseLifeHandler: EffectHandler<'lose-life'> = {
  kind: 'lose-life',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) loseLife(ctx.run, ctx.game, p, amountOf(ctx, effect.amount, p));
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.who, 'lose', 'loses')} ${isHalf(effect.amount) ? `half ${d.isYou(effect.who) ? 'your' : 'their'} life, rounded ${effect.amount.rounded}` : `${d.amount(effect.amount)} life${d.forEach(effect.amount)}`}`,
  botHint: () => 'value',
};
