import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

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
    moveOne(run, game, { id: card, to: 'battlefield', controller: game.objects[card].owner, counters: { [effect.counter]: 1 } });
  },
  mayAsk: () => false,
  describe: (effect) => `return it to the battlefield under its owner's control with a ${effect.counter} counter on it`,
  botHint: () => 'value',
};
