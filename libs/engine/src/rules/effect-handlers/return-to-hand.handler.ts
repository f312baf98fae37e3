import { Subject } from '../../cards/card-definition';
import { moveObjects } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'return-to-hand': { what: Subject };
  }
}

/** "Return target creature to its owner's hand", "return target card from your graveyard to your hand", "Return all creatures to their owners' hands", "Return all artifacts target player owns to their hand". */
export const returnToHandHandler: EffectHandler<'return-to-hand'> = {
  kind: 'return-to-hand',
  resolve(ctx, effect) {
    // "Return all creatures": one simultaneous move, so their leaving triggers see each other (CR 603.10a).
    moveObjects(ctx.run, ctx.game, objectsOf(ctx, effect.what).map((id) => ({ id, to: 'hand' as const })), ctx.asker);
  },
  // CR 903.9b: a commander's owner may choose the command zone instead.
  mayAsk: (game) => game.commander !== undefined,
  describe: (effect, d) => {
    // "Return all artifacts target player owns to their hand": one owner (CR 108.3).
    if (typeof effect.what === 'object' && 'ownedBy' in effect.what && effect.what.ownedBy !== undefined) return `return all ${d.subject(effect.what)} to their hand`;
    return d.plural(effect.what) ? `return all ${d.subject(effect.what)} to their owners' hands` : `return ${d.subject(effect.what)} to ${d.fromYourGraveyard(effect.what) ? 'your' : "its owner's"} hand`;
  },
  botHint: () => 'removal',
};
