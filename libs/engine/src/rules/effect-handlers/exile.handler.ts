import { Subject } from '../../cards/card-definition';
import { moveObjects } from '../zone-change';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Exile target creature", "Exile target card from a graveyard" (CR 406.2, 701.13a). */
    exile: { what: Subject };
  }
}

/**
 * CR 701.13a: the objects are moved to the exile zone, all at once (their leaving triggers see each other, 603.10a);
 * each remembers the source that exiled it, for the source's "the exiled card" (607.2a).
 */
export const exileHandler: EffectHandler<'exile'> = {
  kind: 'exile',
  resolve(ctx, effect) {
    const moved = moveObjects(ctx.run, ctx.game, objectsOf(ctx, effect.what).map((id) => ({ id, to: 'exile' as const })), ctx.asker);
    for (const obj of moved) {
      if (obj.zone !== 'exile') continue;
      obj.exiledWith = ctx.item.source;
      (ctx.item.exiledThisWay ??= []).push(obj.id);
    }
  },
  // CR 903.9a is asked by the state-based check later, not here.
  mayAsk: () => false,
  describe: (effect, d) => `exile ${d.subject(effect.what)}`,
  botHint: () => 'removal',
};
