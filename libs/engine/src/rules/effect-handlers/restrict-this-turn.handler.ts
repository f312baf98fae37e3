import { Subject } from '../../cards/card-definition';
import { CombatRestriction } from '../../state/game-state';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    'restrict-this-turn': { what: Subject; restriction: CombatRestriction };
  }
}

const WORDS: Record<CombatRestriction, string> = { 'cant-block': "can't block", 'cant-be-blocked': "can't be blocked" };

/** "Target creature can't block this turn" (CR 509.1b), "… can't be blocked this turn" (CR 509.1c). */
export const restrictThisTurnHandler: EffectHandler<'restrict-this-turn'> = {
  kind: 'restrict-this-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'restrict', object: id, restriction: effect.restriction });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject(effect.what)} ${WORDS[effect.restriction]} this turn`,
  botHint: (effect) => (effect.restriction === 'cant-block' ? 'removal' : 'value'),
};
