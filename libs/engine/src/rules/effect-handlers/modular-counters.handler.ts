import { Subject } from '../../cards/card-definition';
import { addCounters } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Modular's trigger (CR 702.43a): a +1/+1 counter on the subject for each +1/+1 counter the source had as it left. */
    'modular-counters': { on: Subject };
  }
}

/**
 * "Put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent"
 * (CR 702.43a): the source is in the graveyard by now, so its counters are its last known
 * information as it left the battlefield (CR 113.7a, 608.2h).
 */
export const modularCountersHandler: EffectHandler<'modular-counters'> = {
  kind: 'modular-counters',
  resolve(ctx, effect) {
    const n = ctx.item.sourceInfo.counters['+1/+1'] ?? 0;
    if (n === 0) return;
    for (const id of objectsOf(ctx, effect.on)) addCounters(ctx.game, id, '+1/+1', n);
  },
  mayAsk: () => false,
  describe: (effect, d) => `put a +1/+1 counter on ${d.subject(effect.on)} for each +1/+1 counter on ${d.subject('self')}`,
  botHint: () => 'value',
};
