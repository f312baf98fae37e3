import { Subject, Keyword } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'grant-until-end-of-turn': { what: Subject; keywords: Keyword[] };
  }
}

/** "… gains haste until end of turn" (layer 6, CR 613.1f). */
export const grantUntilEndOfTurnHandler: EffectHandler<'grant-until-end-of-turn'> = {
  kind: 'grant-until-end-of-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'grant', object: id, keywords: effect.keywords });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.what, 'gain', 'gains')} ${keywordList(effect.keywords)} until end of turn`,
  botHint: () => 'value',
};
