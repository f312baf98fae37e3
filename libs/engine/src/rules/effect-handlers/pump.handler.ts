import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { ptChange } from '../../text/describe-pt';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    pump: { what: Subject; power: number; toughness: number };
  }
}

/** "… gets +N/+N until end of turn" (layer 7c, CR 613.4c). */
export const pumpHandler: EffectHandler<'pump'> = {
  kind: 'pump',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'pump', object: id, power: effect.power, toughness: effect.toughness });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.what, 'get', 'gets')} ${ptChange(effect.power, effect.toughness)} until end of turn`,
  botHint: () => 'combat-trick',
};
