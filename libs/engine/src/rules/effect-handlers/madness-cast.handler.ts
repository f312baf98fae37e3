import { compiledCard } from '../../cards/compiled-card';
import { CastPlan, executeCast, offeredCastPossible } from '../casting';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Madness's trigger (CR 702.35a): `card` is the card its static ability exiled. Never printed on a card. */
    'madness-cast': { card: number };
  }
}

/**
 * CR 702.35a, 2006 502.24a: the owner of the card madness exiled may cast it by paying its madness
 * cost (an alternative cost, 702.35b) as this trigger resolves, whatever its type's timing; if they
 * don't, the card goes to their graveyard. The owner is asked only when a cast is possible. A card
 * that has left exile is a new object the trigger can't find (CR 400.7): nothing happens.
 */
export const madnessCastHandler: EffectHandler<'madness-cast'> = {
  kind: 'madness-cast',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    const obj = game.objects[effect.card];
    if (!obj || obj.zone !== 'exile') return;
    const owner = obj.owner;
    const cost = compiledCard(game, obj.card).def.madness;
    const plan = offeredCastPossible(game, owner, obj.id, 'madness') ? asker.ask<CastPlan | false>({ type: 'offered-cast', alt: 'madness', player: owner, prompt: `Cast ${obj.card} for its madness cost ${cost}?`, card: obj.id }) : false;
    if (plan) executeCast(run, game, owner, plan);
    else moveOne(run, game, { id: obj.id, to: 'graveyard' });
  },
  mayAsk: () => true,
  describe: () => 'cast it for its madness cost or put it into your graveyard',
  botHint: () => 'value',
};
