import { Subject } from '../../cards/card-definition';
import { addCounters } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Move a +1/+1 counter from this permanent onto that creature" (graft, CR 702.58a; 122.5). */
    'move-counter': { counter: string; on: Subject };
  }
}

/**
 * Moves one counter of a kind from the source onto another permanent (CR 122.5): it is removed
 * from the one and put on the other, and nothing moves unless both are still on the battlefield
 * and the source still has such a counter.
 */
export const moveCounterHandler: EffectHandler<'move-counter'> = {
  kind: 'move-counter',
  resolve(ctx, effect) {
    const [from] = objectsOf(ctx, 'self');
    const [onto] = objectsOf(ctx, effect.on);
    if (from === undefined || onto === undefined || from === onto || !(ctx.game.objects[from].counters[effect.counter] > 0)) return;
    addCounters(ctx.game, from, effect.counter, -1);
    addCounters(ctx.game, onto, effect.counter, 1);
  },
  mayAsk: () => false,
  describe: (effect, d) => `move ${withIndefiniteArticle(`${effect.counter} counter`)} from ${d.subject('self')} onto ${d.subject(effect.on)}`,
  botHint: () => 'value',
};
