import { Subject } from '../../cards/card-definition';
import { CombatRestriction } from '../../state/game-state';
import { addEffect, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `attacker`: "can't block Duct Crawler this turn", only that creature (CR 509.1b). */
    'restrict-this-turn': { what: Subject; restriction: CombatRestriction; attacker?: Subject };
  }
}

const WORDS: Record<CombatRestriction, string> = { 'cant-block': "can't block", 'cant-be-blocked': "can't be blocked" };

/** "Target creature can't block this turn" (CR 509.1b), "… can't block Duct Crawler this turn", "… can't be blocked this turn" (CR 509.1c). */
export const restrictThisTurnHandler: EffectHandler<'restrict-this-turn'> = {
  kind: 'restrict-this-turn',
  resolve(ctx, effect) {
    // An attacker that is gone (CR 400.7) leaves nothing to restrict.
    const attackers = effect.attacker === undefined ? [undefined] : objectsOf(ctx, effect.attacker);
    for (const id of objectsOf(ctx, effect.what)) for (const attacker of attackers) addEffect(ctx.game, ctx.item, { kind: 'restrict', object: id, restriction: effect.restriction, ...(attacker === undefined ? {} : { attacker }) });
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.subject(effect.what)} ${WORDS[effect.restriction]}${effect.attacker === undefined ? '' : ` ${d.subject(effect.attacker)}`} this turn`,
  botHint: (effect) => (effect.restriction === 'cant-block' ? 'removal' : 'value'),
};
