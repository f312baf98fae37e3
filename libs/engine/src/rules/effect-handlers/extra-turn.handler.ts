import { Subject } from '../../cards/card-definition';
import { numberWord, subjectAndVerb } from '../../text/describe-context';
import { playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `who` absent: the controller ("Take an extra turn after this one"); `count` absent: one. */
    'extra-turn': { who?: Subject; count?: number };
  }
}

/** "Take an extra turn after this one", "Target player takes two extra turns after this one" (CR 500.7). */
export const extraTurnHandler: EffectHandler<'extra-turn'> = {
  kind: 'extra-turn',
  resolve(ctx, effect) {
    const players = effect.who === undefined ? [ctx.item.controller] : playersOf(ctx, effect.who);
    // CR 500.7: the most recently created extra turn is taken first.
    for (const player of players) for (let n = 0; n < (effect.count ?? 1); n++) ctx.game.extraTurns.unshift(player);
  },
  mayAsk: () => false,
  describe(effect, d) {
    const turns = (effect.count ?? 1) === 1 ? 'an extra turn' : `${numberWord(effect.count!)} extra turns`;
    return effect.who === undefined ? `take ${turns} after this one` : `${subjectAndVerb(d, effect.who, 'take', 'takes')} ${turns} after this one`;
  },
  botHint: () => 'value',
};
