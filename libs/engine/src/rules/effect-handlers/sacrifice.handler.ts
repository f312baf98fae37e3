import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { characteristics } from '../layers';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** The permanent named by `what` (the source itself: "sacrifice Spark Elemental"). */
    sacrifice: { what: Subject };
  }
}

/** "Sacrifice Spark Elemental" (CR 701.17a): only a permanent its controller still controls goes to the graveyard. */
export const sacrificeHandler: EffectHandler<'sacrifice'> = {
  kind: 'sacrifice',
  resolve(ctx, effect) {
    const { run, game, item } = ctx;
    for (const id of objectsOf(ctx, effect.what)) if (characteristics(game, id).controller === item.controller) moveOne(run, game, { id, to: 'graveyard' });
  },
  mayAsk: () => false,
  describe: (effect, d) => `sacrifice ${d.subject(effect.what)}`,
  botHint: () => 'value',
};
