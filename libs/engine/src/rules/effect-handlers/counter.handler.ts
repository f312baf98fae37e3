import { Subject } from '../../cards/card-definition';
import { compiledCard } from '../../cards/compiled-card';
import { counterSpell, objectsOf } from '../effect-actions';
import { executePayment, parseCost, planAutoPayment } from '../mana';
import { EffectHandler } from './effect-handler';
import { spellTypesUncounterable } from '../player-rules';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    counter: { what: Subject; unlessPays?: string };
  }
}

/** "Counter target spell [unless its controller pays {N}]" (CR 701.5). */
export const counterHandler: EffectHandler<'counter'> = {
  kind: 'counter',
  resolve(ctx, effect) {
    const { run, game, asker } = ctx;
    for (const id of objectsOf(ctx, effect.what)) {
      const target = game.stack.find((s) => s.objectId === id);
      if (!target) continue;
      // CR 101.2: "can't be countered" wins over an effect that would counter it.
      if (target.kind === 'spell' && compiledCard(game, target.sourceCard).def.uncounterable) continue;
      // CR 101.2: "Creature spells can't be countered" (Gaea's Herald), by the spell's types as cast (a face-down spell's are the 2/2's, 708.2).
      if (target.kind === 'spell' && spellTypesUncounterable(game, target.sourceInfo.types)) continue;
      if (effect.unlessPays) {
        const cost = parseCost(effect.unlessPays);
        const plan = planAutoPayment(game, target.controller, cost, 0);
        if (plan && asker.ask<boolean>({ type: 'yes-no', player: target.controller, prompt: `Pay ${effect.unlessPays}?` })) {
          executePayment(game, target.controller, plan);
          continue;
        }
      }
      counterSpell(run, game, target);
    }
  },
  mayAsk: (_game, effect) => !!effect.unlessPays,
  describe: (effect, d) => `counter ${d.subject(effect.what)}${effect.unlessPays ? ` unless its controller pays ${effect.unlessPays}` : ''}`,
  botHint: () => 'reactive',
};
