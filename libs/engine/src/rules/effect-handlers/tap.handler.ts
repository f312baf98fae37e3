import { Subject } from '../../cards/card-definition';
import { setTapped } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    tap: { what: Subject };
  }
}

/** "Tap target creature", "tap all creatures your opponents control" (CR 701.21). */
export const tapHandler: EffectHandler<'tap'> = {
  kind: 'tap',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) setTapped(ctx.game, id, true);
  },
  mayAsk: () => false,
  describe: (effect, d) => `tap ${typeof effect.what === 'object' && 'all' in effect.what ? 'all ' : ''}${d.subject(effect.what)}`,
  botHint: () => 'combat-trick',
};
