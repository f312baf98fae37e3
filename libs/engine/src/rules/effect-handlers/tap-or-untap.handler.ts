import { Subject } from '../../cards/card-definition';
import { setTapped } from '../../state/objects';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'tap-or-untap': { what: Subject };
  }
}

const CHOICES = ['tap', 'untap'];

/** "Tap or untap target creature": the controller chooses which as it resolves (CR 608.2d, 701.21). */
export const tapOrUntapHandler: EffectHandler<'tap-or-untap'> = {
  kind: 'tap-or-untap',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) {
      const choice = ctx.asker.ask<string>({ type: 'pick-option', player: ctx.item.controller, prompt: `Tap or untap ${ctx.game.objects[id].card}?`, options: CHOICES });
      setTapped(ctx.game, id, choice === 'tap');
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `tap or untap ${d.subject(effect.what)}`,
  botHint: () => 'combat-trick',
};
