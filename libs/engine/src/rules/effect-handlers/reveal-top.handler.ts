import { Subject } from '../../cards/card-definition';
import { markSeen } from '../../state/seen-cards';
import { subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'reveal-top': { who: Subject };
  }
}

/** "Target player reveals the top card of their library" (CR 701.16a): every player sees it; it stays there. */
export const revealTopHandler: EffectHandler<'reveal-top'> = {
  kind: 'reveal-top',
  resolve(ctx, effect) {
    const { game } = ctx;
    for (const p of playersOf(ctx, effect.who)) markSeen(game, ['A', 'B'], game.players[p].library.slice(0, 1));
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.who, 'reveal', 'reveals')} the top card of ${d.isYou(effect.who) ? 'your' : 'their'} library`,
  botHint: () => 'value',
};
