import { Count, Keyword, Subject } from '../../cards/card-definition';
import { isWholeType } from '../../text/describe-targets';
import { subjectAndVerb, verbFor } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { PtChange, ptChange } from '../../text/describe-pt';
import { StatedDuration } from '../../state/game-state';
import { describeUntil } from '../../text/describe-conditions';
import { addEffect, amountOf, objectsOf, statedDuration } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `keywords`: "… gets +3/+3 and gains flying until end of turn" (both parts end together). */
    /** `power`/`toughness` may be the spell's X or its negative: "All creatures get +X/-X until end of turn" (CR 107.3). */
    /** `forEach`: "… gets +1/+1 until end of turn for each creature blocking it", the change times the count read on resolution (CR 608.2h). */
    /** `until`: "… gets -3/-0 until your next turn" (CR 611.2a); until end of turn without it. */
    pump: { what: Subject; power: PtChange; toughness: PtChange; keywords?: Keyword[]; forEach?: Count; until?: StatedDuration };
  }
}

/** "… gets +N/+N until end of turn" or "… until your next turn" (layer 7c, CR 613.4c, 611.2a). */
export const pumpHandler: EffectHandler<'pump'> = {
  kind: 'pump',
  resolve(ctx, effect) {
    const times = effect.forEach ? amountOf(ctx, { times: 1, forEach: effect.forEach }) : 1;
    const value = (n: PtChange) => times * (n === 'X' ? ctx.item.x : n === '-X' ? -ctx.item.x : n);
    const power = value(effect.power);
    const toughness = value(effect.toughness);
    const duration = statedDuration(ctx.item, effect.until);
    for (const id of objectsOf(ctx, effect.what)) {
      addEffect(ctx.game, ctx.item, { kind: 'pump', object: id, power, toughness }, duration);
      if (effect.keywords?.length) addEffect(ctx.game, ctx.item, { kind: 'grant', object: id, keywords: effect.keywords }, duration);
    }
  },
  mayAsk: () => false,
  describe: (effect, d) => {
    const gains = effect.keywords?.length ? ` and ${verbFor(d, effect.what, 'gain', 'gains')} ${keywordList(effect.keywords)}` : '';
    const subject = isWholeType(effect.what) ? `all ${d.subject(effect.what)} get` : subjectAndVerb(d, effect.what, 'get', 'gets');
    return `${subject} ${ptChange(effect.power, effect.toughness)}${gains} ${describeUntil(effect.until)}${effect.forEach ? d.forEach({ times: 1, forEach: effect.forEach }) : ''}`;
  },
  botHint: () => 'combat-trick',
};
