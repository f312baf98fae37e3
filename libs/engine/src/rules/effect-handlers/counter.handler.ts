import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { counterUnlessPaid } from '../counter-unless-paid';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    counter: { what: Subject; unlessPays?: string };
  }
}

/** "Counter target spell [unless its controller pays {N}]" (CR 701.5). */
export const counterHandler: EffectHandler<'counter'> = {
  kind: 'counter',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) {
      const target = ctx.game.stack.find((s) => s.objectId === id);
      if (target) counterUnlessPaid(ctx, target, effect.unlessPays ? { mana: effect.unlessPays } : null);
    }
  },
  mayAsk: (_game, effect) => !!effect.unlessPays,
  describe: (effect, d) => `counter ${d.subject(effect.what)}${effect.unlessPays ? ` unless its controller pays ${effect.unlessPays}` : ''}`,
  botHint: () => 'reactive',
};
