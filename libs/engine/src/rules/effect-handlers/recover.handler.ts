import { compiledCard } from '../../cards/compiled-card';
import { executePayment, parseCost, planAutoPayment } from '../mana';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Recover's trigger (CR 702.59a): `card` is the card with recover in the graveyard. Never printed on a card. */
    recover: { card: number };
  }
}

/**
 * CR 702.59a, 2006 502.55a: the owner may pay the recover cost as the trigger resolves (asked only when
 * it can be paid); if they do, the card returns to their hand, otherwise it is exiled. A card that has
 * left the graveyard is a new object the trigger can't find (CR 400.7): nothing happens.
 */
export const recoverHandler: EffectHandler<'recover'> = {
  kind: 'recover',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    const obj = game.objects[effect.card];
    if (!obj || obj.zone !== 'graveyard') return;
    const cost = compiledCard(game, obj.card).def.recover!;
    const plan = planAutoPayment(game, obj.owner, parseCost(cost), 0);
    if (plan && asker.ask<boolean>({ type: 'yes-no', player: obj.owner, prompt: `Pay ${cost} to return ${obj.card} to your hand (recover)? Otherwise it is exiled.` })) {
      executePayment(game, obj.owner, plan);
      moveOne(run, game, { id: obj.id, to: 'hand' });
    } else {
      moveOne(run, game, { id: obj.id, to: 'exile' });
    }
  },
  mayAsk: () => true,
  describe: () => 'pay its recover cost to return it to your hand, or exile it',
  botHint: () => 'value',
};
