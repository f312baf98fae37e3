import { Amount } from '../../cards/card-definition';
import { currentSource } from '../effect-actions';
import { damageOrderMayBeAsked, dealDamage } from '../replacement';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "… deals X damage divided as you choose among any number of target attacking creatures" (CR 601.2d):
     * `among` is the index of the word "target" choosing several; the division is announced as the spell is cast.
     */
    'divided-damage': { amount: Amount; among: number };
  }
}

/** CR 601.2d, 608.2b: each target still legal is dealt the damage divided to it as the spell was cast; an illegal one's share is not dealt. */
export const dividedDamageHandler: EffectHandler<'divided-damage'> = {
  kind: 'divided-damage',
  resolve(ctx, effect) {
    const source = currentSource(ctx);
    const divided = ctx.item.divided ?? [];
    for (let i = effect.among; i < ctx.targets.length; i++) {
      const target = ctx.targets[i];
      const amount = divided[i] ?? 0;
      if (!target || amount <= 0) continue;
      if ('object' in target && ctx.game.objects[target.object]?.zone !== 'battlefield') continue;
      dealDamage(ctx.run, ctx.game, { source, target, amount, combat: false }, ctx.asker);
    }
  },
  mayAsk: (game) => damageOrderMayBeAsked(game),
  describe: (effect, d) => `${d.self()} deals ${d.amount(effect.amount)} damage divided as you choose among ${d.subject({ targets: effect.among })}`,
  botHint: () => 'removal',
};
