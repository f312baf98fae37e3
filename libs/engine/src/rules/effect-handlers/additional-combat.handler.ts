import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "After this main phase, there is an additional combat phase followed by an additional main phase." (CR 500.8). */
    'additional-combat': Record<never, never>;
  }
}

/**
 * CR 500.8: the phases are added right after the current main phase (505.1a: the added main phase is
 * postcombat); outside a main phase there is no "this main phase", so nothing is added.
 */
export const additionalCombatHandler: EffectHandler<'additional-combat'> = {
  kind: 'additional-combat',
  resolve(ctx) {
    const { game } = ctx;
    if (game.step === 'precombat-main' || game.step === 'postcombat-main') game.additionalCombats = (game.additionalCombats ?? 0) + 1;
  },
  mayAsk: () => false,
  describe: () => 'after this main phase, there is an additional combat phase followed by an additional main phase',
  botHint: () => 'value',
};
