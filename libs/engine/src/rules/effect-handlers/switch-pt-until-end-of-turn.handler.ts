import { Subject } from '../../cards/card-definition';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "switches its power and toughness until end of turn" (CR 701.x switch, layer 7d). */
    'switch-pt-until-end-of-turn': { what: Subject };
  }
}

/** "Switch target creature's power and toughness until end of turn" (CR 701.x, layer 7d). */
export const switchPtUntilEndOfTurnHandler: EffectHandler<'switch-pt-until-end-of-turn'> = {
  kind: 'switch-pt-until-end-of-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'switch-pt', object: id });
  },
  mayAsk: () => false,
  describe: (effect, d) => `switch ${d.possessive(effect.what)} power and toughness until end of turn`,
  botHint: () => 'value',
};
