import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Renown's "it becomes renowned" (CR 702.112a-b): a designation of the permanent, not a characteristic. */
    'become-renowned': { what: Subject };
  }
}

/**
 * "It becomes renowned" (CR 702.112b): the permanent keeps the designation until it leaves the battlefield (a new
 * object has none, CR 400.7); no layer reads it, so the characteristics stay as computed.
 */
export const becomeRenownedHandler: EffectHandler<'become-renowned'> = {
  kind: 'become-renowned',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) if (ctx.game.objects[id]?.zone === 'battlefield') ctx.game.objects[id].renowned = true;
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject(effect.what)} becomes renowned`,
  botHint: () => 'value',
};
