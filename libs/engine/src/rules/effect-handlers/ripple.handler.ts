import { markSeen } from '../../state/seen-cards';
import { numberWord } from '../../text/describe-context';
import { CastPlan, executeCast, offeredCastPossible } from '../casting';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** Ripple N's trigger (CR 702.60a): `count` is N. Never printed on a card: "Ripple 4" is its keyword line. */
    ripple: { count: number };
  }
}

/**
 * CR 702.60a, 2006 502.56a: the caster may reveal the top N cards of their library (all of them if fewer);
 * if they do, every player sees them (701.16a), the caster may cast each revealed card with the spell's name
 * without paying its mana cost as the trigger resolves (asked only when that cast is possible), and the
 * revealed cards not cast go to the bottom of the library in the order the caster chooses.
 */
export const rippleHandler: EffectHandler<'ripple'> = {
  kind: 'ripple',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const player = item.controller;
    const revealed = game.players[player].library.slice(0, effect.count);
    if (revealed.length === 0) return;
    if (!asker.ask<boolean>({ type: 'yes-no', player, prompt: `Reveal the top ${revealed.length === 1 ? 'card' : `${numberWord(revealed.length)} cards`} of your library (ripple ${effect.count})?` })) return;
    markSeen(game, ['A', 'B'], revealed);
    const cast: number[] = [];
    for (const id of revealed) {
      if (game.objects[id].card !== item.sourceCard || !offeredCastPossible(game, player, id, 'free')) continue;
      const plan = asker.ask<CastPlan | false>({ type: 'offered-cast', alt: 'free', player, prompt: `Cast ${item.sourceCard} revealed by ripple without paying its mana cost?`, card: id });
      if (!plan) continue;
      executeCast(run, game, player, plan);
      cast.push(id);
    }
    const rest = revealed.filter((id) => !cast.includes(id));
    const order = rest.length < 2 ? rest : asker.ask<number[]>({ type: 'pick-cards', player, prompt: 'The revealed cards to put on the bottom of your library, top first', from: rest, count: rest.length });
    game.players[player].library = [...game.players[player].library.filter((id) => !order.includes(id)), ...order];
  },
  mayAsk: () => true,
  describe: (effect) => `you may reveal the top ${numberWord(effect.count)} cards of your library and cast those with this spell's name without paying their mana costs`,
  botHint: () => 'value',
};
