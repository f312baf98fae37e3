import { Subject } from '../../cards/card-definition';
import { TargetValue } from '../../state/game-state';
import { objectsOf } from '../effect-actions';
import { itemDefinition } from '../resolve';
import { targetCandidates } from '../targets';
import { detectWardTriggers } from '../ward';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Change the target of target spell with a single target" (CR 115.7a). */
    'change-target': { what: Subject };
  }
}

function sameTarget(a: TargetValue, b: TargetValue): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/**
 * CR 115.7a: the spell's one target is changed to another legal target, which the resolving object's controller
 * chooses as it resolves (the spell itself, 115.5, and the object changing it are never one); with no other legal
 * target, it is unchanged.
 */
export const changeTargetHandler: EffectHandler<'change-target'> = {
  kind: 'change-target',
  resolve(ctx, effect) {
    const { game, asker, item } = ctx;
    for (const id of objectsOf(ctx, effect.what)) {
      const spell = game.stack.find((s) => s.objectId === id);
      if (!spell || spell.targets.length !== 1) continue;
      const spec = itemDefinition(game, spell).targets[0];
      if (!spec) continue;
      const current = spell.targets[0];
      const candidates = targetCandidates(game, spec, { ...spell.sourceInfo, controller: spell.controller }).filter(
        (v) => !sameTarget(v, current) && !('object' in v && (v.object === spell.objectId || v.object === item.objectId)),
      );
      if (candidates.length === 0) continue;
      const [chosen] = asker.ask<TargetValue[]>({ type: 'targets', player: item.controller, prompt: `Choose the new target of ${spell.sourceCard}`, candidates: candidates.map((v) => [v]) });
      spell.targets = [chosen];
      // CR 702.21a: the new target becomes the target of the spell.
      detectWardTriggers(game, spell);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => `change the target of ${d.subject(effect.what)}`,
  botHint: () => 'reactive',
};
