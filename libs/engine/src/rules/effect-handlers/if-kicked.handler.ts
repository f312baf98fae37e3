import { Effect } from '../../cards/card-definition';
import { effectsMayAsk, runEffect } from '../effects';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "If this spell was kicked, …" (CR 702.33e): effects that happen only if the spell was kicked; the targets only
     * they name ("also destroy target land") are chosen only if it was kicked (702.33g, `kickedOnlyTargets`). `selfIsIt`:
     * they call the spell "it" ("it deals 2 damage to another target creature").
     */
    'if-kicked': { effects: Effect[]; selfIsIt?: true };
  }
}

/** The kicked part of a spell (CR 702.33e): it reads the kicks of the resolving spell, or of the spell a copy copies (707.10). */
export const ifKickedHandler: EffectHandler<'if-kicked'> = {
  kind: 'if-kicked',
  resolve(ctx, effect) {
    if (ctx.item.kicked) for (const e of effect.effects) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, effect.effects),
  describe: (effect, d) => `if this spell was kicked, ${d.clauses(effect.effects, false, effect.selfIsIt)}`,
  botHint: () => 'value',
};
