import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { discardCards, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    discard: { count: number; who: Subject };
  }
}

/** "Target player discards N cards": the player chooses when the hand holds more (CR 701.9). */
export const discardHandler: EffectHandler<'discard'> = {
  kind: 'discard',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const hand = game.players[p].hand;
      const chosen =
        hand.length <= effect.count
          ? hand.slice()
          : asker.ask<number[]>({ type: 'pick-cards', player: p, prompt: `Discard ${effect.count} cards`, from: hand.slice(), count: effect.count });
      discardCards(run, game, p, chosen);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `${d.isYou(effect.who) && d.alone ? 'discard' : subjectAndVerb(d, effect.who, 'discard', 'discards')} ${d.cards(effect.count)}`,
  botHint: () => 'value',
};
