import { CardFilter } from '../../cards/card-definition';
import { markSeen } from '../../state/seen-cards';
import { shuffleInPlace } from '../../state/rng';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and
     * the rest on the bottom of your library in a random order." With two or more `find` filters the player first
     * chooses one ("choose land or nonland and … a card of the chosen kind"); `rest`: how the others go to the bottom.
     */
    'reveal-until': { find: CardFilter[]; rest: RevealedRest };
  }
}

/** Where the other revealed cards go: the bottom of the library in an order the player chooses, or in a random order. */
export const REVEALED_RESTS = ['bottom-any-order', 'bottom-random-order'] as const;
export type RevealedRest = (typeof REVEALED_RESTS)[number];

/** "land", "nonland", "creature": a card filter's words without article and noun. */
export function kindWord(filter: CardFilter): string {
  return cardFilterPhrase(filter).replace(/^an? /, '').replace(/ card$/, '');
}

/**
 * CR 701.16a: the revealed cards are seen by every player; the revealing stops at the first card of the chosen
 * kind, which goes to the hand (none found: every card was revealed, and all go to the bottom).
 */
export const revealUntilHandler: EffectHandler<'reveal-until'> = {
  kind: 'reveal-until',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const player = item.controller;
    const words = effect.find.map(kindWord);
    const filter = effect.find.length === 1 ? effect.find[0] : effect.find[words.indexOf(asker.ask<string>({ type: 'pick-option', player, prompt: `Choose ${words.join(' or ')}`, options: words }))];
    const library = game.players[player].library;
    const at = library.findIndex((id) => matchesCardFilter(game, id, filter));
    const revealed = at < 0 ? library.slice() : library.slice(0, at + 1);
    const others = at < 0 ? revealed : revealed.slice(0, -1);
    // CR 401.4: the owner orders cards put on the bottom of their library together, unless the order is random.
    const bottom = others.length < 2 ? others : effect.rest === 'bottom-random-order' ? others.slice() : asker.ask<number[]>({ type: 'pick-cards', player, prompt: 'The other revealed cards go to the bottom of your library: their order, top first', from: others, count: others.length });
    if (effect.rest === 'bottom-random-order') shuffleInPlace(game, bottom);
    markSeen(game, ['A', 'B'], revealed);
    game.players[player].library = [...library.slice(revealed.length), ...bottom];
    if (at >= 0) {
      game.players[player].library.unshift(revealed[revealed.length - 1]);
      moveOne(run, game, { id: revealed[revealed.length - 1], to: 'hand' });
    }
  },
  mayAsk: () => true,
  describe: (effect) => {
    const choose = effect.find.length > 1 ? `choose ${effect.find.map(kindWord).join(' or ')} and ` : '';
    const until = effect.find.length > 1 ? 'a card of the chosen kind' : cardFilterPhrase(effect.find[0]);
    const rest = effect.rest === 'bottom-any-order' ? 'put all other cards revealed this way on the bottom of your library in any order' : 'the rest on the bottom of your library in a random order';
    return `${choose}reveal cards from the top of your library until you reveal ${until}. Put that card into your hand and ${rest}`;
  },
  botHint: () => 'value',
};
