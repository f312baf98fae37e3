import { Keyword, PermanentFilter, Subject } from '../../cards/card-definition';
import { StatedDuration } from '../../state/game-state';
import { describeUntil } from '../../text/describe-conditions';
import { keywordList } from '../../text/describe-keywords';
import { objectPhrase } from '../../text/describe-targets';
import { chooseCopy, entersAsCopy } from '../copy-effects';
import { addEffect, objectsOf, statedDuration } from '../effect-actions';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** A card from a graveyard onto the battlefield (a target card, so `what` names a target). */
    /** `wording`: "put … onto the battlefield under your control" (the same rule, CR 110.2a) instead of "return … to the battlefield". */
    /** `attachTo`: an Aura "… attached to a creature you control", chosen as it enters (CR 303.4f). */
    /** `gains`: "… to the battlefield. It gains haste until your next turn": the permanent it became gains them (CR 400.7, 611.2a). */
    'return-to-battlefield': { what: Subject; wording?: 'put-under-your-control'; attachTo?: PermanentFilter; gains?: { keywords: Keyword[]; until?: StatedDuration } };
  }
}

/**
 * "Return target creature card from your graveyard to the battlefield": the card enters under the
 * control of the player who put it there, the resolving object's controller (CR 110.2a); a Clone
 * returned this way may enter as a copy (707.5), which asks that player; an Aura is attached to
 * what that player chooses among the permanents the effect allows (303.4f). "It gains haste …" after
 * it is about the new permanent, not the card that left the graveyard (400.7).
 */
export const returnToBattlefieldHandler: EffectHandler<'return-to-battlefield'> = {
  kind: 'return-to-battlefield',
  resolve(ctx, effect) {
    const { run, game, item } = ctx;
    for (const id of objectsOf(ctx, effect.what)) {
      if (game.objects[id].zone !== 'graveyard') continue;
      const printed = game.objects[id].card;
      const asCopyOf = entersAsCopy(game, printed) ? chooseCopy(game, ctx.asker, printed, item.controller) : undefined;
      const entered = moveOne(run, game, { id, to: 'battlefield', controller: item.controller, ...(effect.attachTo ? { attach: { among: effect.attachTo } } : {}), ...(asCopyOf ? { asCopyOf } : {}) }, ctx.asker);
      if (effect.gains && entered.zone === 'battlefield') addEffect(game, item, { kind: 'grant', object: entered.id, keywords: effect.gains.keywords }, statedDuration(item, effect.gains.until));
    }
  },
  mayAsk(game, effect) {
    if (effect.attachTo) return true;
    const top = game.stack[game.stack.length - 1];
    return !!top && top.targets.some((t) => 'object' in t && !!game.objects[t.object] && entersAsCopy(game, game.objects[t.object].card));
  },
  describe: (effect, d) => {
    const moved = effect.wording
      ? `put ${d.subject(effect.what)} onto the battlefield under your control${effect.attachTo ? ` attached to ${objectPhrase(effect.attachTo)}` : ''}`
      : `return ${d.subject(effect.what)} to the battlefield`;
    return effect.gains ? `${moved}. It gains ${keywordList(effect.gains.keywords)} ${describeUntil(effect.gains.until)}` : moved;
  },
  botHint: () => 'value',
};
