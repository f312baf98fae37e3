import { Subject } from '../../cards/card-definition';
import { playersOf } from '../effect-actions';
import { gainLife, loseLife } from '../replacement';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'double-life': { who: Subject };
  }
}

/**
 * "Double target player's life total": the player gains (or, below 0, loses) life equal to their
 * life total (CR 701.10d), so lifegain triggers and replacements see a life gain.
 */
export const doubleLifeHandler: EffectHandler<'double-life'> = {
  kind: 'double-life',
  resolve(ctx, effect) {
    for (const p of playersOf(ctx, effect.who)) {
      const life = ctx.game.players[p].life;
      if (life > 0) gainLife(ctx.run, ctx.game, p, life);
      else if (life < 0) loseLife(ctx.run, ctx.game, p, -life);
    }
  },
  mayAsk: () => false,
  describe: (effect, d) => `double ${d.possessive(effect.who)} life total`,
  botHint: () => 'value',
};
