import { Keyword, Subject } from '../../cards/card-definition';
import { subjectAndVerb, verbFor } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { ptChange } from '../../text/describe-pt';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `keywords`: "… gets +3/+3 and gains flying until end of turn" (both parts end together). */
    pump: { what: Subject; power: number; toughness: number; keywords?: Keyword[] };
  }
}

/** "… gets +N/+N until end of turn" (layer 7c, CR 613.4c). */
export const pumpHandler: EffectHandler<'pump'> = {
  kind: 'pump',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) {
      addEffect(ctx.game, ctx.item, { kind: 'pump', object: id, power: effect.power, toughness: effect.toughness });
      if (effect.keywords?.length) addEffect(ctx.game, ctx.item, { kind: 'grant', object: id, keywords: effect.keywords });
    }
  },
  mayAsk: () => false,
  describe: (effect, d) => {
    const gains = effect.keywords?.length ? ` and ${verbFor(d, effect.what, 'gain', 'gains')} ${keywordList(effect.keywords)}` : '';
    return `${subjectAndVerb(d, effect.what, 'get', 'gets')} ${ptChange(effect.power, effect.toughness)}${gains} until end of turn`;
  },
  botHint: () => 'combat-trick',
};
