import { CardType, Subject } from '../../cards/card-definition';
import { compiledCard } from '../../cards/compiled-card';
import { discardCards, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'reveal-hand-you-choose-discard': { who: Subject; filter: RevealedCardFilter };
  }
}

/** Which revealed cards may be chosen: "a noncreature, nonland card" (Duress), "a nonland card" (Distress). */
export const REVEALED_CARD_FILTERS = ['noncreature-nonland', 'nonland'] as const;
export type RevealedCardFilter = (typeof REVEALED_CARD_FILTERS)[number];

export const REVEALED_FILTER_TEXT: Record<RevealedCardFilter, string> = { 'noncreature-nonland': 'noncreature, nonland', nonland: 'nonland' };
const EXCLUDED_TYPES: Record<RevealedCardFilter, CardType[]> = { 'noncreature-nonland': ['Creature', 'Land'], nonland: ['Land'] };

/** "Target opponent reveals their hand. You choose a … card from it. That player discards that card." (CR 701.16, 701.9). */
export const revealHandYouChooseDiscardHandler: EffectHandler<'reveal-hand-you-choose-discard'> = {
  kind: 'reveal-hand-you-choose-discard',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const eligible = game.players[p].hand.filter((id) => {
        const types = compiledCard(game, game.objects[id].card).def.types;
        return !EXCLUDED_TYPES[effect.filter].some((t) => types.includes(t));
      });
      if (eligible.length === 0) continue;
      const chosen = asker.ask<number>({ type: 'pick-one', player: item.controller, prompt: `Choose a ${REVEALED_FILTER_TEXT[effect.filter]} card to discard`, from: eligible });
      discardCards(run, game, p, [chosen], item.controller);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) =>
    `${d.subject(effect.who)} reveals their hand. You choose a ${REVEALED_FILTER_TEXT[effect.filter]} card from it. That player discards that card`,
  botHint: () => 'value',
};
