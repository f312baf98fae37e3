import { Subject } from '../../cards/card-definition';
import { moveObjects } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Put target attacking creature on the bottom of its owner's library", "… on top of its owner's library" (CR 401.4, 400.3). */
    'put-on-library': { what: Subject; position: 'top' | 'bottom' };
  }
}

/** CR 400.3, 401.4: the objects go to their owners' libraries, on top or on the bottom, all at once (603.10a). */
export const putOnLibraryHandler: EffectHandler<'put-on-library'> = {
  kind: 'put-on-library',
  resolve(ctx, effect) {
    moveObjects(ctx.run, ctx.game, objectsOf(ctx, effect.what).map((id) => ({ id, to: 'library' as const, bottom: effect.position === 'bottom' })), ctx.asker);
  },
  // CR 903.9b: a commander's owner may choose the command zone instead.
  mayAsk: (game) => game.commander !== undefined,
  describe: (effect, d) => `put ${d.subject(effect.what)} on ${effect.position === 'top' ? 'top' : 'the bottom'} of its owner's library`,
  botHint: () => 'removal',
};
