import { PermanentFilter, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { filterPhrase } from '../../text/describe-targets';
import { playersOf } from '../effect-actions';
import { controlledMatching } from '../activation-costs';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "Return a green creature you control to its owner's hand", "that player returns a creature they control …": each player named picks one of theirs the filter accepts. */
    'return-one-to-hand': { who: Subject; filter: PermanentFilter };
  }
}

/**
 * A player returns one permanent they control (CR 608.2d): chosen as the effect resolves, not
 * targeted (115.1), so a permanent with shroud may be chosen and the choice is never illegal.
 */
export const returnOneToHandHandler: EffectHandler<'return-one-to-hand'> = {
  kind: 'return-one-to-hand',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const candidates = controlledMatching(game, p, effect.filter, item.source);
      if (candidates.length === 0) continue;
      const chosen = candidates.length === 1 ? candidates[0] : asker.ask<number>({ type: 'pick-one', player: p, prompt: `Return ${withIndefiniteArticle(filterPhrase(effect.filter))} you control to its owner's hand`, from: candidates });
      moveOne(run, game, { id: chosen, to: 'hand' }, asker);
    }
  },
  mayAsk: () => true,
  describe: (effect, d) => {
    const noun = filterPhrase(effect.filter);
    // An effect on you alone in its sentence is an order ("Return a land you control …").
    const verb = d.isYou(effect.who) && d.alone ? 'return' : subjectAndVerb(d, effect.who, 'return', 'returns');
    return `${verb} ${withIndefiniteArticle(noun)} ${d.isYou(effect.who) ? 'you' : 'they'} control to its owner's hand`;
  },
  botHint: () => 'value',
};
