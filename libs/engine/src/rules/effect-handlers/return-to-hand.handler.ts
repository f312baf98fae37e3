import { Subject } from '../../cards/card-definition';
import { moveObjects } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `from: 'graveyard'`: the source card itself from its owner's graveyard ("return Squee, Goblin Nabob from your graveyard to your hand"). */
    /** `ownerSingular`: several targets printed "to their owner's hand" rather than "to their owners' hands". */
    'return-to-hand': { what: Subject; from?: 'graveyard'; ownerSingular?: true };
  }
}

/** "Return target creature to its owner's hand", "return target card from your graveyard to your hand", "Return all creatures to their owners' hands", "Return all artifacts target player owns to their hand". */
export const returnToHandHandler: EffectHandler<'return-to-hand'> = {
  kind: 'return-to-hand',
  resolve(ctx, effect) {
    // "Return all creatures": one simultaneous move, so their leaving triggers see each other (CR 603.10a).
    // CR 400.7: the card is found only while it is still that object in the graveyard.
    const source = ctx.game.objects[ctx.item.source];
    const ids = effect.from === 'graveyard' ? (source?.zone === 'graveyard' ? [source.id] : []) : objectsOf(ctx, effect.what);
    moveObjects(ctx.run, ctx.game, ids.map((id) => ({ id, to: 'hand' as const })), ctx.asker);
  },
  // CR 903.9b: a commander's owner may choose the command zone instead.
  mayAsk: (game) => game.commander !== undefined,
  describe: (effect, d) => {
    // "Return all artifacts target player owns to their hand": one owner (CR 108.3).
    if (effect.from === 'graveyard') return `return ${d.subject(effect.what)} from your graveyard to your hand`;
    if (typeof effect.what === 'object' && 'ownedBy' in effect.what && effect.what.ownedBy !== undefined) return `return all ${d.subject(effect.what)} to their hand`;
    if (typeof effect.what === 'object' && 'targets' in effect.what) return `return ${d.subject(effect.what)} to their ${effect.ownerSingular ? "owner's hand" : "owners' hands"}`;
    return d.plural(effect.what) ? `return all ${d.subject(effect.what)} to their owners' hands` : `return ${d.subject(effect.what)} to ${d.fromYourGraveyard(effect.what) ? 'your' : "its owner's"} hand`;
  },
  botHint: () => 'removal',
};
