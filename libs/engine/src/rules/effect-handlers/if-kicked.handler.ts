import { Effect } from '../../cards/card-definition';
import { effectHandler, effectsMayAsk, runEffect } from '../effects';
import { EffectHandler } from './effect-handler';
import { kicksOf } from '../kicker';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "If this spell was kicked, …" (CR 702.33e): effects that happen only if the spell was kicked; the targets only
     * they name ("also destroy target land") are chosen only if it was kicked (702.33g, `kickedOnlyTargets`). `selfIsIt`:
     * they call the spell "it" ("it deals 2 damage to another target creature"). With `otherwise`, they replace those
     * ("Draw two cards. If this spell was kicked, draw three cards instead.", CR 614.1a); the targets they name anew
     * replace those only the replaced part names (a kicked spell chooses only its own, 601.2c, `castTargets`);
     * `insteadFirst`: "If this spell was kicked, instead …"; `also`: "… it also deals 4 damage to target player" (with
     * `selfIsIt`: the spell does this as well, Goblin Barrage); `kickerCost`: "If this spell was kicked with its {2}{R}
     * kicker, …", only if that one of its two kicker costs was paid (702.33d, an index into the card's kicker costs).
     */
    'if-kicked': { effects: Effect[]; selfIsIt?: true; otherwise?: Effect[]; insteadFirst?: true; also?: true; kickerCost?: number };
  }
}

/** The kicked part of a spell (CR 702.33e): it reads the kicks of the resolving spell, or of the spell a copy copies (707.10). */
export const ifKickedHandler: EffectHandler<'if-kicked'> = {
  kind: 'if-kicked',
  resolve(ctx, effect) {
    const kicked = effect.kickerCost === undefined ? ctx.item.kicked : kicksOf(ctx.item).includes(effect.kickerCost);
    for (const e of kicked ? effect.effects : (effect.otherwise ?? [])) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, [...effect.effects, ...(effect.otherwise ?? [])]),
  describe: (effect, d) => {
    const replaced = effect.otherwise ? `${d.clauses(effect.otherwise, false)}. If` : 'if';
    const written = d.clauses(effect.effects, false, { selfIsIt: effect.selfIsIt, newSentence: !!effect.otherwise });
    const kicked = effect.also ? written.replace(/^it /, 'it also ') : written;
    const was = `this spell was kicked${effect.kickerCost === undefined ? '' : ` with its ${d.kickerCost(effect.kickerCost)} kicker`}`;
    if (!effect.otherwise) return `${replaced} ${was}, ${kicked}`;
    return `${replaced} ${was}, ${effect.insteadFirst ? `instead ${kicked}` : `${kicked} instead`}`;
  },
  // A spell that only changes when kicked is what its unkicked part is (Field Research draws).
  botHint: (effect) => (effect.otherwise ? effectHandler(effect.otherwise[0].kind).botHint(effect.otherwise[0] as never) : 'value'),
};
