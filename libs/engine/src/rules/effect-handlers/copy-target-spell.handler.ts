import { Subject } from '../../cards/card-definition';
import { objectsOf } from '../effect-actions';
import { copiedSpellOf, putSpellCopies } from './copy-spell.handler';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Copy target instant or sorcery spell. You may choose new targets for the copy." (CR 707.10, 707.10c). */
    'copy-target-spell': { what: Subject };
  }
}

/**
 * CR 707.10: a copy of the target spell, with its cast choices (X, kicker, modes), put on the stack
 * under the controller of the resolving spell or ability (707.10c), who may choose new targets for it.
 */
export const copyTargetSpellHandler: EffectHandler<'copy-target-spell'> = {
  kind: 'copy-target-spell',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) {
      const target = ctx.game.stack.find((s) => s.objectId === id && s.kind === 'spell');
      if (target) putSpellCopies(ctx, copiedSpellOf(target), 1);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `copy ${d.subject(effect.what)}. You may choose new targets for the copy`,
  botHint: () => 'value',
};
