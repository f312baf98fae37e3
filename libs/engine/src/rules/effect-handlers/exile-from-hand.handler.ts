import { CardFilter } from '../../cards/card-definition';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** "You may exile a nonland card from your hand" (imprint, CR 607.2a; 2006 502.34a). */
    'exile-from-hand': { find: CardFilter };
  }
}

/**
 * "You may exile a nonland card from your hand" (Semblance Anvil): the controller chooses a card the
 * filter accepts or none (CR 608.2d); the exiled card remembers the source, whose linked ability reads
 * it as "the exiled card" (607.2a; 2006 502.34a: imprinted on the source).
 */
export const exileFromHandHandler: EffectHandler<'exile-from-hand'> = {
  kind: 'exile-from-hand',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const eligible = game.players[item.controller].hand.filter((id) => matchesCardFilter(game, id, effect.find));
    if (eligible.length === 0) return;
    const chosen = asker.ask<number[]>({ type: 'pick-cards', player: item.controller, prompt: `You may exile ${cardFilterPhrase(effect.find)} from your hand`, from: eligible, count: 1, min: 0 });
    for (const id of chosen) moveOne(run, game, { id, to: 'exile' }, asker).exiledWith = item.source;
  },
  mayAsk: () => true,
  describe: (effect, d) => `${d.optional ? '' : 'you '}may exile ${cardFilterPhrase(effect.find)} from your hand`,
  botHint: () => 'value',
};
