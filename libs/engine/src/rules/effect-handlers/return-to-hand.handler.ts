import { Subject } from '../../cards/card-definition';
import { moveOne } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'return-to-hand': { what: Subject };
  }
}

/** "Return target creature to its owner's hand", "return target card from your graveyard to your hand". */
export const returnToHandHandler: EffectHandler<'return-to-hand'> = {
  kind: 'return-to-hand',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) moveOne(ctx.run, ctx.game, { id, to: 'hand' });
  },
  mayAsk: () => false,
  describe: (effect, d) => `return ${d.subject(effect.what)} to ${d.fromYourGraveyard(effect.what) ? 'your' : "its owner's"} hand`,
  botHint: () => 'removal',
};
