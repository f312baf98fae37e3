import { WardCost } from '../../cards/card-definition';
import { counterUnlessPaid } from '../counter-unless-paid';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * Ward's trigger (CR 702.21a): "counter that spell or ability unless that player pays [cost]", the stack item by its
     * id (an ability has no card object); made by the trigger itself, never printed on a card.
     */
    'ward-counter': { stackItem: number; cost: WardCost };
  }
}

/** How the trigger's payment reads: "pays {2}", "pays 3 life", "discards a card". */
function payment(cost: WardCost): string {
  if ('mana' in cost) return `pays ${cost.mana}`;
  return 'payLife' in cost ? `pays ${cost.payLife} life` : 'discards a card';
}

/** CR 702.21a: counters the spell or ability that targeted the permanent unless its controller pays; one already gone is left alone. */
export const wardCounterHandler: EffectHandler<'ward-counter'> = {
  kind: 'ward-counter',
  resolve(ctx, effect) {
    const target = ctx.game.stack.find((s) => s.id === effect.stackItem);
    if (target) counterUnlessPaid(ctx, target, effect.cost);
  },
  mayAsk: () => true,
  describe: (effect) => `counter that spell or ability unless that player ${payment(effect.cost)}`,
  botHint: () => 'reactive',
};
