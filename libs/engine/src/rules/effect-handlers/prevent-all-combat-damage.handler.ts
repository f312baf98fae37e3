import { addEffect } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'prevent-all-combat-damage': Record<never, never>;
  }
}

/** "Prevent all combat damage that would be dealt this turn" (CR 615). */
export const preventAllCombatDamageHandler: EffectHandler<'prevent-all-combat-damage'> = {
  kind: 'prevent-all-combat-damage',
  resolve(ctx) {
    addEffect(ctx.game, ctx.item, { kind: 'prevent-combat-damage' });
  },
  mayAsk: () => false,
  describe: () => 'prevent all combat damage that would be dealt this turn',
  botHint: () => 'combat-trick',
};
