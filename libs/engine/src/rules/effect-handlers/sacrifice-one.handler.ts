import { Effect, PermanentFilter, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { filterPhrase } from '../../text/describe-targets';
import { playersOf } from '../effect-actions';
import { runEffect } from '../effects';
import { controlledMatching } from '../activation-costs';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Target opponent sacrifices a creature": each player named picks one permanent of theirs the filter accepts.
     * `otherThanSelf` writes the filter's `another` as "a creature other than Lord of the Pit"; `ifCant`: what
     * happens instead to a player with nothing to sacrifice ("If you can't, Lord of the Pit deals 7 damage to you.").
     */
    'sacrifice-one': { who: Subject; filter: PermanentFilter; otherThanSelf?: true; ifCant?: Effect[] };
  }
}

/** An edict (CR 701.17a): the sacrificing player chooses, as the effect resolves, which of their permanents goes. */
export const sacrificeOneHandler: EffectHandler<'sacrifice-one'> = {
  kind: 'sacrifice-one',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const candidates = controlledMatching(game, p, effect.filter, item.source);
      // CR 701.17a: a player who controls no such permanent can't sacrifice one; "If you can't" then applies.
      if (candidates.length === 0) {
        for (const e of effect.ifCant ?? []) runEffect(ctx, e);
        continue;
      }
      const chosen = candidates.length === 1 ? candidates[0] : asker.ask<number>({ type: 'pick-one', player: p, prompt: `Sacrifice ${withIndefiniteArticle(filterPhrase(effect.filter))}`, from: candidates });
      moveOne(run, game, { id: chosen, to: 'graveyard' });
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => {
    const noun = effect.otherThanSelf ? `${filterPhrase({ ...effect.filter, another: undefined })} other than ${d.self()}` : filterPhrase(effect.filter);
    // An effect on you alone in its sentence is an order ("Sacrifice a creature."); joined, it names you.
    const verb = d.isYou(effect.who) && d.alone ? 'sacrifice' : subjectAndVerb(d, effect.who, 'sacrifice', 'sacrifices');
    const sacrifice = `${verb} ${withIndefiniteArticle(noun)}`;
    return effect.ifCant ? `${sacrifice}. If you can't, ${d.clauses(effect.ifCant, false)}` : sacrifice;
  },
  botHint: () => 'removal',
};
