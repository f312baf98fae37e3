import { Color, COLORS } from '../../state/game-state';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Choose a color." of a resolving spell: what its later "the chosen color" reads (Akroma's Blessing). */
    'choose-color': Record<never, never>;
  }
}

/** CR 608.2d: the spell's controller chooses a colour as it resolves; the rest of the spell's text reads that choice. */
export const chooseColorHandler: EffectHandler<'choose-color'> = {
  kind: 'choose-color',
  resolve(ctx) {
    const player = ctx.item.controller;
    ctx.item.context.chosenColor = ctx.asker.ask<Color>({ type: 'pick-color', player, prompt: `Choose a color for ${ctx.item.sourceCard}`, colors: [...COLORS] });
  },
  mayAsk: () => true,
  describe: () => 'choose a color',
  botHint: () => 'value',
};
