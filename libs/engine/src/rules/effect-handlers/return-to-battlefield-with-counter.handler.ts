import { chooseCopy, entersAsCopy } from '../copy-effects';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'return-to-battlefield-with-counter': { counter: string };
  }
}

/** Persist and undying: "return it to the battlefield under its owner's control with a … counter on it" (CR 702.79a, 702.93a). */
export const returnToBattlefieldWithCounterHandler: EffectHandler<'return-to-battlefield-with-counter'> = {
  kind: 'return-to-battlefield-with-counter',
  resolve(ctx, effect) {
    const { run, game, item } = ctx;
    const card = item.context.card;
    if (card === undefined || game.objects[card]?.zone !== 'graveyard') return;
    const owner = game.objects[card].owner;
    const printed = game.objects[card].card;
    const asCopyOf = entersAsCopy(game, printed) ? chooseCopy(game, ctx.asker, printed, owner) : undefined;
    moveOne(run, game, { id: card, to: 'battlefield', controller: owner, counters: { [effect.counter]: 1 }, ...(asCopyOf ? { asCopyOf } : {}) });
  },
  // A Clone coming back may enter as a copy again (CR 707.5), which asks its owner.
  mayAsk(game) {
    const card = game.stack[game.stack.length - 1]?.context.card;
    return card !== undefined && !!game.objects[card] && entersAsCopy(game, game.objects[card].card);
  },
  describe: (effect) => `return it to the battlefield under its owner's control with ${withIndefiniteArticle(`${effect.counter} counter`)} on it`,
  botHint: () => 'value',
};
