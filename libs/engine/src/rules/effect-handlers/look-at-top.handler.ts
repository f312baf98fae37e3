import { CardFilter } from '../../cards/card-definition';
import { markSeen } from '../../state/seen-cards';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { numberWord } from '../../text/describe-context';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler } from './effect-handler';

/** Where the looked-at cards that stay in the library go: back on top, or on the bottom. */
export const LOOKED_AT_REST = ['top', 'bottom'] as const;
export type LookedAtRest = (typeof LOOKED_AT_REST)[number];

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /** `take`: "You may reveal a <filter> from among them and put it into your hand" (CR 701.16a). */
    'look-at-top': { count: number; take?: CardFilter; rest: LookedAtRest };
  }
}

/**
 * "Look at the top four cards of your library, then put them back in any order" (Sage Owl) and
 * "Look at the top five cards … You may reveal a creature card from among them and put it into your
 * hand. Put the rest on the bottom of your library in any order." (Commune with Nature). Only the
 * looker is asked, so only they see the cards (CR 400.2); a revealed card is seen by every player
 * (701.16a). Every question comes before anything moves; the order is answered as names, top first.
 */
export const lookAtTopHandler: EffectHandler<'look-at-top'> = {
  kind: 'look-at-top',
  resolve(ctx, effect) {
    const { run, game, asker, item } = ctx;
    const player = item.controller;
    const looked = game.players[player].library.slice(0, effect.count);
    if (looked.length === 0) return;
    markSeen(game, [player], looked);
    const take = effect.take;
    const eligible = take ? looked.filter((id) => matchesCardFilter(game, id, take)) : [];
    const taken = eligible.length === 0 ? [] : asker.ask<number[]>({ type: 'pick-cards', player, prompt: `You may reveal ${cardFilterPhrase(take!)} and put it into your hand`, from: eligible, count: 1, min: 0 });
    const rest = looked.filter((id) => !taken.includes(id));
    const where = effect.rest === 'top' ? 'back on top of' : 'on the bottom of';
    const order = rest.length < 2 ? rest : asker.ask<number[]>({ type: 'pick-cards', player, prompt: `The cards to put ${where} your library, top first`, from: rest, count: rest.length });
    // CR 701.16a: a revealed card is seen by everyone.
    markSeen(game, ['A', 'B'], taken);
    for (const id of taken) moveOne(run, game, { id, to: 'hand' });
    const others = game.players[player].library.filter((id) => !order.includes(id));
    game.players[player].library = effect.rest === 'top' ? [...order, ...others] : [...others, ...order];
  },
  mayAsk: () => true,
  describe(effect) {
    const look = `look at the top ${numberWord(effect.count)} cards of your library`;
    if (!effect.take) return effect.rest === 'top' ? `${look}, then put them back in any order` : `${look}, then put them on the bottom of your library in any order`;
    const rest = effect.rest === 'top' ? 'Put the rest back in any order' : 'Put the rest on the bottom of your library in any order';
    return `${look}. You may reveal ${cardFilterPhrase(effect.take)} from among them and put it into your hand. ${rest}`;
  },
  botHint: () => 'value',
};
