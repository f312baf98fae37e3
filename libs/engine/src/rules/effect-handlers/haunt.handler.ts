import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    haunt: { card: Subject; haunted: Subject };
  }
}

/**
 * "Exile it haunting target creature" (haunt, CR 702.55a; 2006 502.51a): the card, if still in the
 * graveyard it went to, is exiled and haunts that creature (702.55b).
 */
export const hauntHandler: EffectHandler<'haunt'> = {
  kind: 'haunt',
  resolve(ctx, effect) {
    const [card] = objectsOf(ctx, effect.card).filter((id) => ctx.game.objects[id].zone === 'graveyard');
    const [haunted] = objectsOf(ctx, effect.haunted);
    if (card === undefined || haunted === undefined) return;
    moveOne(ctx.run, ctx.game, { id: card, to: 'exile' }).haunting = haunted;
  },
  mayAsk: () => false,
  describe: (effect, d) => `exile ${d.subject(effect.card)} haunting ${d.subject(effect.haunted)}`,
  botHint: () => 'value',
};
