import { Subject } from '../../cards/card-definition';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'gain-control-until-end-of-turn': { what: Subject };
  }
}

/** "Gain control of … until end of turn" (layer 2, CR 613.1b). */
export const gainControlUntilEndOfTurnHandler: EffectHandler<'gain-control-until-end-of-turn'> = {
  kind: 'gain-control-until-end-of-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'control', object: id, controller: ctx.item.controller });
  },
  mayAsk: () => false,
  describe: (effect, d) => `gain control of ${d.subject(effect.what)} until end of turn`,
  botHint: () => 'value',
};
