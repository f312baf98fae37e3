import { Effect } from '../../cards/card-definition';
import { randomInt } from '../../state/rng';
import { effectsMayAsk, runEffect } from '../effects';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Flip a coin. If you win the flip, …. If you lose the flip, …" (CR 705.1-2): what each result does. */
    'flip-coin': { ifWin?: Effect[]; ifLose?: Effect[] };
  }
}

/**
 * The controller flips a coin as the effect resolves (CR 705.1, 608.2c): the result comes from the
 * game's seeded generator, so nobody knows it before the resolution and a replay gives the same one.
 * Winning or losing is the flipper's (705.2: the call does not change the odds, so none is asked).
 */
export const flipCoinHandler: EffectHandler<'flip-coin'> = {
  kind: 'flip-coin',
  resolve(ctx, effect) {
    const won = randomInt(ctx.game, 2) === 1;
    ctx.run.events.push({ type: 'coin-flip', player: ctx.item.controller, won });
    for (const e of (won ? effect.ifWin : effect.ifLose) ?? []) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, [...(effect.ifWin ?? []), ...(effect.ifLose ?? [])]),
  describe: (effect, d) => {
    const results = (['win', 'lose'] as const).flatMap((r) => {
      const effects = r === 'win' ? effect.ifWin : effect.ifLose;
      return effects ? [`. If you ${r} the flip, ${d.clauses(effects, false)}`] : [];
    });
    return `flip a coin${results.join('')}`;
  },
  botHint: () => 'value',
};
