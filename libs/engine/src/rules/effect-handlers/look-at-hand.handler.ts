import { Subject } from '../../cards/card-definition';
import { markSeen } from '../../state/seen-cards';
import { numberWord } from '../../text/describe-context';
import { discardCards, playersOf } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

/** What happens to the cards chosen from a looked-at hand. */
export const LOOKED_AT_HAND_THEN = ['discard', 'library-top'] as const;
export type LookedAtHandThen = (typeof LOOKED_AT_HAND_THEN)[number];

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `choose`: "and choose two cards from it", then that player discards them or they go on top of their library. */
    'look-at-hand': { who: Subject; choose?: { count: number; then: LookedAtHandThen } };
  }
}

/**
 * "Look at target player's hand" (Peek), "… and choose a card from it. That player discards that
 * card." (Thrull Surgeon), "… and choose two cards from it. Put them on top of that player's library
 * in any order." (Agonizing Memories). Looking is not revealing (CR 701.16a): only the looker sees
 * the cards (`seen`, the views' `seenHand`); the chosen cards are answered as names, top first for
 * the library, asked of the looker only.
 */
export const lookAtHandHandler: EffectHandler<'look-at-hand'> = {
  kind: 'look-at-hand',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const looker = item.controller;
    for (const p of playersOf(ctx, effect.who)) {
      const hand = game.players[p].hand.slice();
      markSeen(game, [looker], hand);
      const choose = effect.choose;
      if (!choose || hand.length === 0) continue;
      const count = Math.min(choose.count, hand.length);
      const prompt = choose.then === 'discard' ? `Choose ${count === 1 ? 'a card' : `${count} cards`} for ${p} to discard` : `Choose ${count === 1 ? 'a card' : `${count} cards`} to put on top of ${p}'s library, top first`;
      const chosen = asker.ask<number[]>({ type: 'pick-cards', player: looker, prompt, from: hand, count });
      if (choose.then === 'discard') discardCards(run, game, p, chosen, looker);
      // The last moved goes on top: move them bottom-most first.
      else moveObjects(run, game, chosen.slice().reverse().map((id) => ({ id, to: 'library' as const })), asker);
    }
  },
  mayAsk: (_game, effect) => effect.choose !== undefined,
  describe(effect, d) {
    const look = `look at ${d.possessive(effect.who)} hand`;
    const choose = effect.choose;
    if (!choose) return look;
    const one = choose.count === 1;
    const cards = one ? 'a card' : `${numberWord(choose.count)} cards`;
    const then = choose.then === 'discard' ? `That player discards ${one ? 'that card' : 'those cards'}` : `Put ${one ? 'it' : 'them'} on top of that player's library${one ? '' : ' in any order'}`;
    return `${look} and choose ${cards} from it. ${then}`;
  },
  botHint: () => 'value',
};
