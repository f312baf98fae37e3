import { Effect, Subject } from '../../cards/card-definition';
import { TargetValue } from '../../state/game-state';
import { addEffect, playersOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Until end of turn, if target player would draw a card, instead that player skips that draw and you draw a card." */
    'draw-replacement-this-turn': { who: Subject; effects: Effect[] };
  }
}

/**
 * CR 614.1a, 614.11: a resolving spell creates a replacement effect of the player's draws until end of turn
 * (514.2); the replacing effects are the spell's controller's, and its targets stay the spell's.
 */
export const drawReplacementThisTurnHandler: EffectHandler<'draw-replacement-this-turn'> = {
  kind: 'draw-replacement-this-turn',
  resolve(ctx, effect) {
    const targets = ctx.targets.filter((t): t is TargetValue => t !== null);
    for (const player of playersOf(ctx, effect.who)) addEffect(ctx.game, ctx.item, { kind: 'draw-replacement', player, effects: effect.effects, targets });
  },
  mayAsk: () => false,
  describe: (effect, d) => `until end of turn, if ${d.subject(effect.who)} would draw a card, instead ${d.clauses(effect.effects, false)}`,
  botHint: () => 'value',
};
