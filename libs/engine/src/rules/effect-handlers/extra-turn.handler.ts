import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'extra-turn': Record<never, never>;
  }
}

/** "Take an extra turn after this one" (CR 500.7). */
export const extraTurnHandler: EffectHandler<'extra-turn'> = {
  kind: 'extra-turn',
  resolve(ctx) {
    // CR 500.7: the most recently created extra turn is taken first.
    ctx.game.extraTurns.unshift(ctx.item.controller);
  },
  mayAsk: () => false,
  describe: () => 'take an extra turn after this one',
  botHint: () => 'value',
};
