import { CardType, Effect } from '../../cards/card-definition';
import { compiledCard } from '../../cards/compiled-card';
import { effectsMayAsk, runEffect } from '../effects';
import { EffectHandler } from './effect-handler';

/** What "For each … exiled this way" counts: cards ("creature card") or permanents ("creature"), of some card types. */
export interface ExiledThisWay {
  /** The objects were cards when exiled (from a graveyard, a hand or a library): "creature card". */
  cards: boolean;
  types?: CardType[];
}

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "For each creature card exiled this way, create a 2/2 black Zombie creature token." (CR 608.2c): the effects once per object the spell's exile moved. */
    'for-each-exiled': { counts: ExiledThisWay; effects: Effect[] };
  }
}

/** CR 608.2c, 406.6: the objects an earlier exile of the same resolution moved, of the types named, each running the effects once. */
export const forEachExiledHandler: EffectHandler<'for-each-exiled'> = {
  kind: 'for-each-exiled',
  resolve(ctx, effect) {
    const types = effect.counts.types;
    const counted = (ctx.item.exiledThisWay ?? []).filter((id) => {
      const obj = ctx.game.objects[id];
      return obj && (!types || compiledCard(ctx.game, obj.card).def.types.some((t) => types.includes(t)));
    }).length;
    for (let n = 0; n < counted; n++) for (const e of effect.effects) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, effect.effects),
  describe(effect, d) {
    const noun = [...(effect.counts.types ?? []).map((t) => t.toLowerCase()), ...(effect.counts.cards ? ['card'] : [])].join(' ') || 'permanent';
    return `for each ${noun} exiled this way, ${d.clauses(effect.effects, false, { newSentence: false })}`;
  },
  botHint: () => 'value',
};
