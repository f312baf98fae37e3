import { Subject, Keyword } from '../../cards/card-definition';
import { chosenKeyword } from '../../cards/keywords';
import { subjectAndVerb } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { StatedDuration } from '../../state/game-state';
import { describeUntil } from '../../text/describe-conditions';
import { addEffect, objectsOf, statedDuration } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `until`: "… gains indestructible until your next turn" (CR 611.2a); until end of turn without it. */
    'grant-until-end-of-turn': { what: Subject; keywords: Keyword[]; until?: StatedDuration };
  }
}

/** "… gains haste until end of turn" or "… until your next turn" (layer 6, CR 613.1f, 611.2a). */
export const grantUntilEndOfTurnHandler: EffectHandler<'grant-until-end-of-turn'> = {
  kind: 'grant-until-end-of-turn',
  resolve(ctx, effect) {
    // CR 608.2d, 702.16a: "protection from the chosen color" is the colour the spell chose as it resolved.
    const chosen = ctx.item.context.chosenColor;
    const keywords = chosen ? effect.keywords.map((k) => chosenKeyword(k, { color: chosen }) as Keyword) : effect.keywords;
    const duration = statedDuration(ctx.item, effect.until);
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'grant', object: id, keywords }, duration);
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.what, 'gain', 'gains')} ${keywordList(effect.keywords)} ${describeUntil(effect.until)}`,
  botHint: () => 'value',
};
