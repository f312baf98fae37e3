import { objectsOf, sacrificeUnlessPaid } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Sacrifice it unless you pay {2}{R}": the source, unless its controller pays the mana cost as the ability resolves. */
    'sacrifice-unless-pays': { cost: string };
  }
}

/**
 * Echo's upkeep (CR 702.30a): the ability's controller chooses whether to pay as it resolves; if they
 * don't or can't, they sacrifice the source, and only a permanent they still control (701.17a).
 */
export const sacrificeUnlessPaysHandler: EffectHandler<'sacrifice-unless-pays'> = {
  kind: 'sacrifice-unless-pays',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, 'self')) sacrificeUnlessPaid(ctx, id, effect.cost);
  },
  mayAsk: () => true,
  describe: (effect, d) => `sacrifice ${d.subject('self')} unless you pay ${effect.cost}`,
  botHint: () => 'value',
};
