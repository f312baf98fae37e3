import { ABILITY_WORD_CONDITIONS, AbilityWord, Effect } from '../../cards/card-definition';
import { abilityWordText, conditionPhrase } from '../../text/describe-conditions';
import { effectHandler, effectsMayAsk, runEffect } from '../effects';
import { conditionHoldsNow } from '../layers';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Add {B}{B}{B}. / Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard"
     * (CR 207.2c, 614.1a, 2006 502.23): `instead` replaces `effects` when the ability word's condition holds.
     */
    'instead-if': { effects: Effect[]; instead: Effect[]; abilityWord: AbilityWord };
  }
}

/** "Thermal Blast deals 5 damage instead": the replacing damage goes where the replaced damage went, unsaid. */
export function sameRecipient(effect: Effect, replaced: readonly Effect[]): boolean {
  const other = replaced.length === 1 ? replaced[0] : undefined;
  return effect.kind === 'damage' && other?.kind === 'damage' && JSON.stringify(effect.to) === JSON.stringify(other.to);
}

/**
 * CR 614.1a: an effect worded "instead" replaces the one it follows; CR 608.2c: the condition is read as the
 * spell resolves (Thermal Blast's ruling: the graveyard as it resolves, the spell itself not yet there).
 */
export const insteadIfHandler: EffectHandler<'instead-if'> = {
  kind: 'instead-if',
  resolve(ctx, effect) {
    const holds = conditionHoldsNow(ctx.game, ctx.item.source, ctx.item.controller, ABILITY_WORD_CONDITIONS[effect.abilityWord]);
    for (const e of holds ? effect.instead : effect.effects) runEffect(ctx, e);
  },
  mayAsk: (game, effect) => effectsMayAsk(game, [...effect.effects, ...effect.instead]),
  describe: (effect, d) => {
    const replaced = d.clauses(effect.effects, false);
    const only = effect.instead.length === 1 ? effect.instead[0] : undefined;
    const instead = only?.kind === 'damage' && sameRecipient(only, effect.effects) ? `${d.self()} deals ${d.amount(only.amount)} damage` : d.clauses(effect.instead, false);
    const condition = conditionPhrase(ABILITY_WORD_CONDITIONS[effect.abilityWord], d.name(), false);
    return `${replaced}.\n${abilityWordText(effect.abilityWord)} \u2014 ${instead[0].toUpperCase()}${instead.slice(1)} instead if ${condition}`;
  },
  // The spell is what it does either way: Thermal Blast is removal.
  botHint: (effect) => effectHandler(effect.effects[0].kind).botHint(effect.effects[0] as never),
};
