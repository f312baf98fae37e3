import { Subject } from '../../cards/card-definition';
import { markSeen, shuffleLibrary } from '../../state/seen-cards';
import { subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { moveObjects, moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Target opponent puts the cards from their hand on top of their library. Search that player's library for that many
     * cards. The player puts those cards into their hand, then shuffles." (`the`: "The player"; else "That player").
     */
    'hand-on-library-search-that-many': { who: Subject; the?: true };
  }
}

/**
 * CR 701.19a, 401.4: the player's hand goes on top of their library (its order unasked: the same effect ends by
 * shuffling, 701.20a); the effect's controller searches that library, seeing every card of it, for as many cards as
 * went there (any cards: a search for "cards" finds that many if the library holds them, 701.19b), which the
 * player puts into their hand; the searcher still knows them there, and the shuffle makes the library unknown again.
 */
export const handOnLibrarySearchThatManyHandler: EffectHandler<'hand-on-library-search-that-many'> = {
  kind: 'hand-on-library-search-that-many',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const searcher = item.controller;
    for (const p of playersOf(ctx, effect.who)) {
      const hand = game.players[p].hand.slice();
      const library = [...hand, ...game.players[p].library];
      const count = Math.min(hand.length, library.length);
      const found = count === 0 ? [] : asker.ask<number[]>({ type: 'pick-cards', player: searcher, prompt: `Search ${p}'s library for ${count} card(s)`, from: library, count });
      // The last moved goes on top: move them bottom-most first.
      moveObjects(run, game, hand.slice().reverse().map((id) => ({ id, to: 'library' as const })));
      const inLibrary = game.players[p].library;
      markSeen(game, [searcher], inLibrary);
      // Hand cards became new objects in the library (CR 400.7): the chosen ones are found by their place on top.
      const chosen = found.map((id) => (hand.includes(id) ? inLibrary[hand.indexOf(id)] : id));
      for (const id of chosen) moveOne(run, game, { id, to: 'hand' });
      shuffleLibrary(game, p);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) =>
    `${subjectAndVerb(d, effect.who, 'put', 'puts')} the cards from their hand on top of their library. Search that player's library for that many cards. ${effect.the ? 'The' : 'That'} player puts those cards into their hand, then shuffles`,
  botHint: () => 'value',
};
