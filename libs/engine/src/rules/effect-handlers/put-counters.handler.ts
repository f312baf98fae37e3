import { Amount, Subject } from '../../cards/card-definition';
import { numberWord } from '../../text/describe-context';
import { addCounters } from '../../state/objects';
import { amountOf, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { indefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `counter` is the counter's name as printed ("+1/+1", "-1/-1", "charge"): counters of any kind (CR 122.1). */
    'put-counters': { counter: string; count: Amount; on: Subject };
  }
}

/**
 * "Put a +1/+1 counter on target creature", "put two charge counters on it" (CR 122.1, 122.6).
 * Counters of any kind are kept by name; +1/+1 and -1/-1 counters change P/T in layer 7c (613.4c)
 * and annihilate as a state-based action (704.5q).
 */
export const putCountersHandler: EffectHandler<'put-counters'> = {
  kind: 'put-counters',
  resolve(ctx, effect) {
    const n = amountOf(ctx, effect.count);
    for (const id of objectsOf(ctx, effect.on)) addCounters(ctx.game, id, effect.counter, n);
  },
  mayAsk: () => false,
  describe(effect, d) {
    const one = effect.count === 1;
    const count = one ? indefiniteArticle(effect.counter) : numberWord(typeof effect.count === 'number' ? effect.count : 'X');
    return `put ${count} ${effect.counter} counter${one ? '' : 's'} on ${d.subject(effect.on)}`;
  },
  botHint: (effect) => (effect.counter === '-1/-1' ? 'removal' : 'value'),
};
