import { Amount, Subject } from '../../cards/card-definition';
import { GameState } from '../../state/game-state';
import { randomInt } from '../../state/rng';
import { subjectAndVerb } from '../../text/describe-context';
import { amountOf, discardCards, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `atRandom`: the cards are chosen at random, not by the player (CR 701.9b). */
    discard: { count: Amount; who: Subject; atRandom?: boolean };
  }
}

/** "Target player discards N cards": the player chooses when the hand holds more (CR 701.9). */
export const discardHandler: EffectHandler<'discard'> = {
  kind: 'discard',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const hand = game.players[p].hand;
      // CR 608.2h: "a card for each time it was kicked" is counted as the effect applies.
      const count = amountOf(ctx, effect.count, p);
      if (count <= 0) continue;
      const chosen =
        hand.length <= count
          ? hand.slice()
          : effect.atRandom
            ? randomCards(game, hand, count)
            : asker.ask<number[]>({ type: 'pick-cards', player: p, prompt: `Discard ${count} cards`, from: hand.slice(), count });
      // CR 701.9: the resolving spell's or ability's controller makes them discard ("causes you to discard").
      discardCards(run, game, p, chosen, ctx.item.controller);
    }
  },
  mayAsk: (_game, effect) => !effect.atRandom,
  describe: (effect, d) => `${d.isYou(effect.who) && d.alone ? 'discard' : subjectAndVerb(d, effect.who, 'discard', 'discards')} ${d.cards(effect.count)}${effect.atRandom ? ' at random' : ''}`,
  botHint: () => 'value',
};

/** Cards of a hand chosen at random with the game's generator (CR 701.9b). */
function randomCards(game: GameState, hand: readonly number[], count: number): number[] {
  const left = hand.slice();
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) chosen.push(left.splice(randomInt(game, left.length), 1)[0]);
  return chosen;
}
