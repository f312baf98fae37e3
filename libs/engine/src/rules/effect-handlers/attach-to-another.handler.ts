import { enchantsGraveyardCard, enchantsPlayer, Subject } from '../../cards/card-definition';
import { attach } from '../../state/objects';
import { characteristics, sourceInfo } from '../layers';
import { matchesFilter } from '../object-filter';
import { protectedFrom } from '../targets';
import { objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Attach it to another permanent it can enchant" (CR 701.3a-b): the controller picks the permanent as it resolves, no target. */
    'attach-to-another': { what: Subject };
  }
}

/**
 * Moves an Aura to another permanent it could legally enchant (CR 701.3b: never to one it can't enchant, and
 * "another" is not the one it is attached to, 701.3c); the resolving object's controller chooses among them.
 * With none, it stays where it is.
 */
export const attachToAnotherHandler: EffectHandler<'attach-to-another'> = {
  kind: 'attach-to-another',
  resolve(ctx, effect) {
    const { game, asker, item } = ctx;
    for (const id of objectsOf(ctx, effect.what)) {
      const aura = game.objects[id];
      const enchant = characteristics(game, id).compiled.def.enchant;
      if (aura.zone !== 'battlefield' || enchant === undefined || enchantsPlayer(enchant) || enchantsGraveyardCard(enchant)) continue;
      const info = sourceInfo(game, id);
      const candidates = game.battlefield.filter((p) => p !== id && p !== aura.attachedTo && matchesFilter(game, characteristics(game, p), enchant, info.controller, null) && !protectedFrom(game, p, info));
      if (candidates.length === 0) continue;
      const chosen = candidates.length === 1 ? candidates[0] : asker.ask<number>({ type: 'pick-one', player: item.controller, prompt: `Attach ${aura.card} to another permanent it can enchant`, from: candidates });
      attach(game, id, chosen);
    }
  },
  mayAsk: () => true,
  // The Aura is named before ("Gain control of target Aura …"): Oracle calls it "it" here, as "it can enchant" does.
  describe: () => 'attach it to another permanent it can enchant',
  botHint: () => 'value',
};
