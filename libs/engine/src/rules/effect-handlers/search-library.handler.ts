import { CardFilter } from '../../cards/card-definition';
import { markSeen, shuffleLibrary } from '../../state/seen-cards';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

/** Where a searched-for card goes. */
export const SEARCH_DESTINATIONS = ['hand', 'battlefield', 'battlefield-tapped'] as const;
export type SearchDestination = (typeof SEARCH_DESTINATIONS)[number];

/** How the text calls the found card: "put it …" or "put that card …". */
export const FOUND_CARD_WORDS = ['it', 'that card'] as const;
export type FoundCardWords = (typeof FOUND_CARD_WORDS)[number];

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'search-library': { find: CardFilter; destination: SearchDestination; reveal?: boolean; calls: FoundCardWords };
  }
}

const DESTINATION_TEXT: Record<SearchDestination, string> = { hand: 'into your hand', battlefield: 'onto the battlefield', 'battlefield-tapped': 'onto the battlefield tapped' };

/**
 * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle"
 * (CR 701.19). Only the searcher sees the cards offered; a search for a card with a stated
 * quality may find nothing (701.19b), a search for "a card" finds one if the library has any.
 */
export const searchLibraryHandler: EffectHandler<'search-library'> = {
  kind: 'search-library',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const player = item.controller;
    const library = game.players[player].library;
    const eligible = library.filter((id) => matchesCardFilter(game, id, effect.find, item.x));
    const hasQuality = effect.find.basic === true || effect.find.types !== undefined || effect.find.subtypes !== undefined || effect.find.manaValue !== undefined;
    const found =
      eligible.length === 0
        ? []
        : asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Search your library for ${cardFilterPhrase(effect.find)}`, from: eligible, count: 1, ...(hasQuality ? { min: 0 } : {}) });
    // CR 701.19a, 701.16a: a card the search reveals is seen by every player, also once it is in the hand.
    if (effect.reveal) markSeen(game, ['A', 'B'], found);
    for (const id of found) moveOne(run, game, { id, to: effect.destination === 'hand' ? 'hand' : 'battlefield', ...(effect.destination === 'battlefield-tapped' ? { tapped: true } : {}) });
    shuffleLibrary(game, player);
  },
  mayAsk: () => true,
  describe: (effect) =>
    `search your library for ${cardFilterPhrase(effect.find)}, ${effect.reveal ? `reveal ${effect.calls}, ` : ''}put ${effect.calls} ${DESTINATION_TEXT[effect.destination]}, then shuffle`,
  botHint: () => 'value',
};
