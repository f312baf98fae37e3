import { Subject } from '../../cards/card-definition';
import { PlayerId } from '../../state/game-state';
import { subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { cantLose, settleResult } from '../state-based-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'win-the-game': { who: Subject };
  }
}

/**
 * "You win the game" (CR 104.2b, 2006 102.2): the player's opponents lose; an opponent who can't
 * lose the game keeps playing, so the player can't win it (CR 104.3, Platinum Angel).
 */
export const winTheGameHandler: EffectHandler<'win-the-game'> = {
  kind: 'win-the-game',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) {
      for (const opponent of Object.keys(ctx.game.players) as PlayerId[]) {
        if (opponent !== p && !cantLose(ctx.game, opponent)) ctx.game.players[opponent].lost = true;
      }
    }
    settleResult(ctx.run, ctx.game);
  },
  mayAsk: () => false,
  describe: (effect, d) => `${subjectAndVerb(d, effect.who, 'win', 'wins')} the game`,
  botHint: () => 'value',
};
