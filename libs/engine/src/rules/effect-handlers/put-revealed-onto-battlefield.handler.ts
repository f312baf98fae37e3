import { CardType } from '../../cards/card-definition';
import { compiledCard } from '../../cards/compiled-card';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Each player puts all artifact, creature, and land cards revealed this way onto the battlefield"; `again`: the
     * same for other types after it ("then does the same for enchantment cards").
     */
    'put-revealed-onto-battlefield': { types: CardType[]; again?: true };
  }
}

/** "enchantment", "artifact and land", "artifact, creature, and land" (a serial comma from three on). */
function typeWords(types: readonly CardType[]): string {
  const words = types.map((t) => t.toLowerCase());
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

/**
 * CR 608.2c: the cards of those types that the resolution revealed and that are still in their libraries enter the
 * battlefield at once under their owners' control; Auras choose what they enchant as they enter (303.4f) or stay
 * (303.4g); a token can't move (111.8).
 */
export const putRevealedOntoBattlefieldHandler: EffectHandler<'put-revealed-onto-battlefield'> = {
  kind: 'put-revealed-onto-battlefield',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const entering = (item.revealedThisWay ?? []).filter((id) => {
      const obj = game.objects[id];
      return obj?.zone === 'library' && !obj.token && compiledCard(game, obj.card).def.types.some((t) => effect.types.includes(t));
    });
    moveObjects(run, game, entering.map((id) => ({ id, to: 'battlefield' as const })), asker);
  },
  mayAsk: () => true,
  describe: (effect) => (effect.again ? `does the same for ${typeWords(effect.types)} cards` : `each player puts all ${typeWords(effect.types)} cards revealed this way onto the battlefield`),
  botHint: () => 'value',
};
