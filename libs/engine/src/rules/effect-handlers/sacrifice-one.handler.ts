import { PermanentFilter, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { filterPhrase } from '../../text/describe-targets';
import { playersOf } from '../effect-actions';
import { characteristics } from '../layers';
import { matchesFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Target opponent sacrifices a creature": each player named picks one permanent of theirs the filter accepts. */
    'sacrifice-one': { who: Subject; filter: PermanentFilter };
  }
}

/** An edict (CR 701.17a): the sacrificing player chooses, as the effect resolves, which of their permanents goes. */
export const sacrificeOneHandler: EffectHandler<'sacrifice-one'> = {
  kind: 'sacrifice-one',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const candidates = game.battlefield.filter((id) => {
        const c = characteristics(game, id);
        return c.controller === p && matchesFilter(game, c, effect.filter, p, item.source);
      });
      if (candidates.length === 0) continue;
      const chosen = candidates.length === 1 ? candidates[0] : asker.ask<number>({ type: 'pick-one', player: p, prompt: `Sacrifice a ${filterPhrase(effect.filter)}`, from: candidates });
      moveOne(run, game, { id: chosen, to: 'graveyard' });
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => {
    const noun = filterPhrase(effect.filter);
    return `${subjectAndVerb(d, effect.who, 'sacrifice', 'sacrifices')} ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  },
  botHint: () => 'removal',
};
