import { Subject } from '../../cards/card-definition';
import { setTapped } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    untap: { what: Subject };
  }
}

/** "Untap target creature", "Untap all creatures that attacked this turn" (CR 701.21). */
export const untapHandler: EffectHandler<'untap'> = {
  kind: 'untap',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) setTapped(ctx.game, id, false);
  },
  mayAsk: () => false,
  describe: (effect, d) => `untap ${d.plural(effect.what) ? 'all ' : ''}${d.subject(effect.what)}`,
  botHint: () => 'combat-trick',
};
