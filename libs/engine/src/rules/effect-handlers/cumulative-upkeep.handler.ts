import { KeywordCost } from '../../cards/card-definition';
import { addCounters } from '../../state/objects';
import { unlessClause } from './sacrifice-unless-pays.handler';
import { objectsOf } from '../effect-actions';
import { sacrificeUnlessPaid } from '../sacrifice-unless-paid';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Cumulative upkeep's trigger (CR 702.24a): an age counter on the source, then its mana cost once per age counter, or sacrifice it. */
    'cumulative-upkeep': { cost: KeywordCost };
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
    for (const id of objectsOf(ctx, 'self')) {
      addCounters(ctx.game, id, 'age', 1);
      sacrificeUnlessPaid(ctx, id, effect.cost, ctx.game.objects[id].counters.age ?? 0);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `put an age counter on ${d.subject('self')}, then sacrifice it unless you ${unlessClause(effect.cost, 'it')} for each age counter on it`,
  botHint: () => 'value',
};
