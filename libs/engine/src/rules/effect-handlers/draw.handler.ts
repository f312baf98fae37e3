import { Amount, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { amountOf, drawCards, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { dredgeMayBeAsked } from '../dredge';
import { drawReplacementMayAsk } from '../draw-replacement';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `additional`: "draws an additional card" (a draw on top of the normal one). */
    draw: { count: Amount; who: Subject; additional?: boolean };
  }
}

/** "Draw a card", "you draw a card and …", "that player draws an additional card" (CR 121). */
export const drawHandler: EffectHandler<'draw'> = {
  kind: 'draw',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) drawCards(ctx.run, ctx.game, p, amountOf(ctx, effect.count, p), ctx.asker, ctx.replacementsApplied);
  },
  // CR 702.52a, 614.11: a draw may be replaced by dredge, asked of the drawing player, or by another replacement effect.
  mayAsk: (game) => dredgeMayBeAsked(game) || drawReplacementMayAsk(game),
  describe(effect, d) {
    // An effect on you alone in its sentence is an order ("Draw two cards."); joined, it names you.
    const verb = d.isYou(effect.who) && d.alone ? 'draw' : subjectAndVerb(d, effect.who, 'draw', 'draws');
    const what = effect.additional && effect.count === 1 ? 'an additional card' : d.cards(effect.count);
    return `${verb} ${what}`;
  },
  botHint: () => 'value',
};
