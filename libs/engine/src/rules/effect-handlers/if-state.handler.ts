import { Condition, Effect } from '../../cards/card-definition';
import { conditionPhrase } from '../../text/describe-conditions';
import { effectHandler, effectsMayAsk, runEffect } from '../effects';
import { conditionHoldsNow } from '../layers';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "If you control a Swamp, destroy target nonblack creature.": the effects happen only if the condition holds as they would (CR 608.2c). */
    'if-state': { condition: Condition; effects: Effect[] };
  }
}

/**
 * CR 608.2c: a spell's "If [condition], [effects]" is checked as the spell resolves (Horobi's Whisper's ruling: without
 * a Swamp then, it does nothing); its targets were chosen as it was cast (601.2c) all the same.
 */
export const ifStateHandler: EffectHandler<'if-state'> = {
  kind: 'if-state',
  resolve(ctx, effect) {
    if (!conditionHoldsNow(ctx.game, ctx.item.source, ctx.item.controller, effect.condition)) return;
    for (const e of effect.effects) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, effect.effects),
  describe: (effect, d) => `if ${conditionPhrase(effect.condition, d.name(), false)}, ${d.clauses(effect.effects, false)}`,
  botHint: (effect) => effectHandler(effect.effects[0].kind).botHint(effect.effects[0] as never),
};
