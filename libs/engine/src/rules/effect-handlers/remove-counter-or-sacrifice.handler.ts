import { addCounters } from '../../state/objects';
import { moveOne } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'remove-counter-or-sacrifice': { counter: string };
  }
}

/** Fading's upkeep: "remove a fade counter from it. If you can't, sacrifice it" (CR 702.32a). */
export const removeCounterOrSacrificeHandler: EffectHandler<'remove-counter-or-sacrifice'> = {
  kind: 'remove-counter-or-sacrifice',
  resolve(ctx, effect) {
    const { run, game } = ctx;
    for (const id of objectsOf(ctx, 'self')) {
      if ((game.objects[id].counters[effect.counter] ?? 0) > 0) addCounters(game, id, effect.counter, -1);
      else moveOne(run, game, { id, to: 'graveyard' });
    }
  },
  mayAsk: () => false,
  describe: (effect) => `remove ${withIndefiniteArticle(`${effect.counter} counter`)} from it. If you can't, sacrifice it`,
  botHint: () => 'value',
};
