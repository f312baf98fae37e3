import { Amount, Subject } from '../../cards/card-definition';
import { subjectAndVerb } from '../../text/describe-context';
import { amountOf, playersOf } from '../effect-actions';
import { moveObjects } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `count` may be "half their library, rounded down" (of each player who mills). */
    mill: { count: Amount; who: Subject };
  }
}

/** "Target player mills three cards" (CR 701.13a): the top N cards of the library go to the graveyard at once; fewer if fewer are left. */
export const millHandler: EffectHandler<'mill'> = {
  kind: 'mill',
  resolve(ctx, effect) {
    const { run, game } = ctx;
    for (const p of playersOf(ctx, effect.who)) {
      const top = game.players[p].library.slice(0, amountOf(ctx, effect.count, p));
      moveObjects(
        run,
        game,
        top.map((id) => ({ id, to: 'graveyard' })),
      );
    }
  },
  mayAsk: () => false,
  describe: (effect, d) => `${d.isYou(effect.who) && d.alone ? 'mill' : subjectAndVerb(d, effect.who, 'mill', 'mills')} ${d.cards(effect.count)}`,
  botHint: () => 'value',
};
