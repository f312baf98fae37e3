import { Effect } from '../../cards/card-definition';
import { runEffect } from '../effects';
import { executePayment, parseCost, planAutoPayment } from '../mana';
import { ResolutionContext } from '../effect-actions';
import { EffectHandler, EffectOf } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "You may pay {1}{G}. If you do, …": the controller chooses to pay mana as it resolves; the effects happen only if they paid. */
    /** `payer: 'trigger-player'`: "that player may pay {1}{B}. If the player does, …" (the player the trigger names). */
    'may-pay': { mana: string; effects: Effect[]; payer?: 'trigger-player' };
  }
}

/** CR 608.2d, 117.3: an optional mana payment made as the ability resolves; it can't be paid without the mana. */
function payThenRun(ctx: ResolutionContext, effect: EffectOf<'may-pay'>): void {
  const player = effect.payer ? ctx.item.context.player : ctx.item.controller;
  if (player === undefined) return;
  const plan = planAutoPayment(ctx.game, player, parseCost(effect.mana), 0);
  if (!plan || !ctx.asker.ask<boolean>({ type: 'yes-no', player, prompt: `Pay ${effect.mana}?` })) return;
  executePayment(ctx.game, player, plan);
  for (const e of effect.effects) runEffect(ctx, e);
}

export const mayPayHandler: EffectHandler<'may-pay'> = {
  kind: 'may-pay',
  resolve: payThenRun,
  mayAsk: () => true,
  describe: (effect, d) => (effect.payer ? `that player may pay ${effect.mana}. If the player does, ` : `you may pay ${effect.mana}. If you do, `) + d.clauses(effect.effects, true),
  botHint: () => 'value',
};
