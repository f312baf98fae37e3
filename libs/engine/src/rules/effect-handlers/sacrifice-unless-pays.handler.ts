import { KeywordCost } from '../../cards/card-definition';
import { keywordCostText } from '../../text/describe-costs';
import { objectsOf } from '../effect-actions';
import { sacrificeUnlessPaid } from '../sacrifice-unless-paid';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Sacrifice it unless you pay {2}{R}" / "… unless you discard a card": the source, unless its controller pays the cost as the ability resolves. */
    'sacrifice-unless-pays': { cost: KeywordCost };
  }
}

/**
 * Echo's upkeep (CR 702.30a): the ability's controller chooses whether to pay as it resolves; if they
 * don't or can't, they sacrifice the source, and only a permanent they still control (701.17a).
 */
export const sacrificeUnlessPaysHandler: EffectHandler<'sacrifice-unless-pays'> = {
  kind: 'sacrifice-unless-pays',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, 'self')) sacrificeUnlessPaid(ctx, id, effect.cost, 1);
  },
  mayAsk: () => true,
  describe: (effect, d) => `sacrifice ${d.subject('self')} unless you ${unlessClause(effect.cost, d.subject('self'))}`,
  botHint: () => 'value',
};

/** "pay {2}{R}", "pay 1 life", "discard a card": a keyword cost after "unless you" (costs in lower case). */
export function unlessClause(cost: KeywordCost, self: string): string {
  const text = keywordCostText(cost, self);
  return (cost.mana && Object.keys(cost).length === 1) || cost.manaEither ? `pay ${text}` : text[0].toLowerCase() + text.slice(1);
}
