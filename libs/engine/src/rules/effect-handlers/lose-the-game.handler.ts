import { Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { cantLose, settleResult } from '../state-based-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'lose-the-game': { who: Subject };
  }
}

/**
 * "That player loses the game" (CR 104.3a, 2006 102.3): the player loses at once, unless an effect
 * says they can't lose the game (CR 104.3, Platinum Angel).
 */
export const loseTheGameHandler: EffectHandler<'lose-the-game'> = {
  kind: 'lose-the-game',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) if (!cantLose(ctx.game, p)) ctx.game.players[p].lost = true;
    settleResult(ctx.run, ctx.game);
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.who, 'lose', 'loses')} the game`,
  botHint: () => 'value',
};
