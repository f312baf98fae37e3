import { isCount, isPerCount } from '../../cards/amounts';
import { Amount, Subject } from '../../cards/card-definition';
import { TargetValue } from '../../state/game-state';
import { amountOf, currentSource, objectsOf, playersOf } from '../effect-actions';
import { damageOrderMayBeAsked, dealDamage } from '../replacement';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    damage: { amount: Amount; to: Subject };
  }
}

/** "… deals N damage to …" (CR 120). */
export const damageHandler: EffectHandler<'damage'> = {
  kind: 'damage',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    const amount = amountOf(ctx, effect.amount);
    const source = currentSource(ctx);
    const targets: TargetValue[] = [
      ...playersOf(ctx, effect.to).map((p) => ({ player: p })),
      ...objectsOf(ctx, effect.to)
        .filter((id) => game.objects[id].zone === 'battlefield')
        .map((id) => ({ object: id })),
    ];
    for (const target of targets) dealDamage(run, game, { source, target, amount, combat: false }, asker);
  },
  // Damage asks only for the order of replacement effects, which can matter only with a shield (CR 616.1).
  mayAsk: (game) => damageOrderMayBeAsked(game),
  describe(effect, d) {
    // "deals damage to target creature equal to the number of Mountains you control" (CR 107.3).
    if (isCount(effect.amount)) return `${d.self()} deals damage to ${d.subject(effect.to)} equal to ${d.amount(effect.amount)}`;
    const clause = `${d.self()} deals ${d.amount(effect.amount)} damage to ${d.subject(effect.to)}`;
    if (typeof effect.amount !== 'object' || isPerCount(effect.amount)) return `${clause}${d.forEach(effect.amount)}`;
    return `${clause}. If this spell was kicked, it deals ${effect.amount.kicked} damage instead`;
  },
  botHint: (effect) => (effect.to === 'each-creature' || (typeof effect.to === 'object' && !('target' in effect.to)) ? 'damage-sweeper' : 'removal'),
};
