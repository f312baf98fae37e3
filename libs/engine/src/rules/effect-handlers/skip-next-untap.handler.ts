import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'skip-next-untap': { what: Subject };
  }
}

/** "… doesn't untap during its controller's next untap step" (CR 502.3). */
export const skipNextUntapHandler: EffectHandler<'skip-next-untap'> = {
  kind: 'skip-next-untap',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) ctx.game.objects[id].skipUntaps++;
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject(effect.what)} ${d.plural(effect.what) ? "don't" : "doesn't"} untap during its controller's next untap step`,
  botHint: () => 'value',
};
