import { Effect } from '../../cards/card-definition';
import { runEffect } from '../effects';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    may: { effects: Effect[] };
  }
}

/** "You may …": the controller chooses as it resolves (CR 603.5, 608.2d). */
export const mayHandler: EffectHandler<'may'> = {
  kind: 'may',
  resolve(ctx, effect) {
    if (ctx.asker.ask<boolean>({ type: 'yes-no', player: ctx.item.controller, prompt: 'Use the optional effect?' })) for (const e of effect.effects) runEffect(ctx, e);
  },
  mayAsk: () => true,
  describe: (effect, d) => `you may ${d.clauses(effect.effects, true)}`,
  botHint: () => 'value',
};
