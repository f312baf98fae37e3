import { addCounters } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { characteristics } from '../layers';
import { executePayment, parseCost, planAutoPayment } from '../mana';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Cumulative upkeep's trigger (CR 702.24a): an age counter on the source, then its mana cost once per age counter, or sacrifice it. */
    'cumulative-upkeep': { cost: string };
  }
}

/**
 * CR 702.24a: put an age counter on the permanent, then its controller pays the cost once for each
 * age counter on it (all of them, whichever instance put them there, 702.24b) or sacrifices it. The
 * yes/no is asked only when the whole amount can be paid: a part is never paid.
 */
export const cumulativeUpkeepHandler: EffectHandler<'cumulative-upkeep'> = {
  kind: 'cumulative-upkeep',
  resolve(ctx, effect) {
    const { run, game, item, asker } = ctx;
    for (const id of objectsOf(ctx, 'self')) {
      addCounters(game, id, 'age', 1);
      if (characteristics(game, id).controller !== item.controller) continue;
      const total = effect.cost.repeat(game.objects[id].counters.age ?? 0);
      const plan = planAutoPayment(game, item.controller, parseCost(total), 0);
      if (plan && asker.ask<boolean>({ type: 'yes-no', player: item.controller, prompt: `Pay ${total}?` })) {
        executePayment(game, item.controller, plan);
        continue;
      }
      moveOne(run, game, { id, to: 'graveyard' });
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `put an age counter on ${d.subject('self')}, then sacrifice it unless you pay ${effect.cost} for each age counter on it`,
  botHint: () => 'value',
};
