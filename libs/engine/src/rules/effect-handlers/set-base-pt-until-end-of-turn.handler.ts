import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "… has base power and toughness 1/1 until end of turn" (layer 7b; 2006 "becomes 0/1", sublayer 6b). */
    'set-base-pt-until-end-of-turn': { what: Subject; power: number; toughness: number };
  }
}

/** "Target creature has base power and toughness N/M until end of turn" (CR 613.4b; CR 2006 418.5a 6b). */
export const setBasePtUntilEndOfTurnHandler: EffectHandler<'set-base-pt-until-end-of-turn'> = {
  kind: 'set-base-pt-until-end-of-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'set-pt', object: id, power: effect.power, toughness: effect.toughness });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.what, 'have', 'has')} base power and toughness ${effect.power}/${effect.toughness} until end of turn`,
  botHint: () => 'value',
};
