import { CardFilter } from '../../cards/card-definition';
import { markSeen } from '../../state/seen-cards';
import { cardFilterPhrase } from '../../text/describe-card-filter';
import { numberWord } from '../../text/describe-context';
import { matchesCardFilter } from '../object-filter';
import { moveOne } from '../zone-change';
import { EffectHandler, EffectOf } from './effect-handler';
import { ResolutionContext } from '../effect-actions';

/** Where the rest of the looked-at cards go: back on top, on the bottom, or into the graveyard. */
export const LOOKED_AT_REST = ['top', 'bottom', 'graveyard'] as const;
export type LookedAtRest = (typeof LOOKED_AT_REST)[number];

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * `take`: "You may reveal a <filter> from among them and put it into your hand" (CR 701.16a).
     * `put`: "Put one of them into your hand" (unrevealed), `top`: then that many "on top of your
     * library" (Telling Time), before the rest go where `rest` says; `those` words it "of those cards".
     */
    'look-at-top': { count: number; take?: CardFilter; put?: number; top?: number; those?: true; rest: LookedAtRest };
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
    const revealed = eligible.length === 0 ? [] : asker.ask<number[]>({ type: 'pick-cards', player, prompt: `You may reveal ${cardFilterPhrase(take!)} and put it into your hand`, from: eligible, count: 1, min: 0 });
    const kept = pickSome(ctx, looked, effect.put ?? 0, 'The cards to put into your hand');
    const remaining = looked.filter((id) => !revealed.includes(id) && !kept.includes(id));
    const onTop = pickSome(ctx, remaining, effect.top ?? 0, 'The card to put on top of your library');
    const rest = remaining.filter((id) => !onTop.includes(id));
    const where = effect.rest === 'top' ? 'back on top of' : 'on the bottom of';
    const order = rest.length < 2 || effect.rest === 'graveyard' ? rest : asker.ask<number[]>({ type: 'pick-cards', player, prompt: `The cards to put ${where} your library, top first`, from: rest, count: rest.length });
    // CR 701.16a: a revealed card is seen by everyone.
    markSeen(game, ['A', 'B'], revealed);
    for (const id of [...revealed, ...kept]) moveOne(run, game, { id, to: 'hand' });
    if (effect.rest === 'graveyard') for (const id of rest) moveOne(run, game, { id, to: 'graveyard' });
    const others = game.players[player].library.filter((id) => !order.includes(id) && !onTop.includes(id));
    game.players[player].library = effect.rest === 'top' ? [...onTop, ...order, ...others] : effect.rest === 'bottom' ? [...onTop, ...others, ...order] : [...onTop, ...others];
  },
  mayAsk: () => true,
  describe(effect) {
    const look = `look at the top ${numberWord(effect.count)} cards of your library`;
    if (effect.put !== undefined) return `${look}. ${putText(effect)}`;
    if (!effect.take) return effect.rest === 'top' ? `${look}, then put them back in any order` : `${look}, then put them on the bottom of your library in any order`;
    const rest = effect.rest === 'top' ? 'Put the rest back in any order' : 'Put the rest on the bottom of your library in any order';
    return `${look}. You may reveal ${cardFilterPhrase(effect.take)} from among them and put it into your hand. ${rest}`;
  },
  botHint: () => 'value',
};

/** The cards a player chooses among `from` (all of them when there are no more than `count`), asked of the looker only. */
function pickSome(ctx: ResolutionContext, from: number[], count: number, prompt: string): number[] {
  if (count === 0) return [];
  if (from.length <= count) return from;
  return ctx.asker.ask<number[]>({ type: 'pick-cards', player: ctx.item.controller, prompt, from, count });
}

/** "Put one of them into your hand and the rest into your graveyard", "… , one on top of your library, and one on the bottom of your library". */
function putText(effect: EffectOf<'look-at-top'>): string {
  const put = effect.put ?? 0;
  const left = effect.count - put - (effect.top ?? 0);
  const rest = left === 1 ? (effect.top ? 'one' : 'the other') : 'the rest';
  const where = effect.rest === 'graveyard' ? 'into your graveyard' : effect.rest === 'bottom' ? `on the bottom of your library${left > 1 ? ' in any order' : ''}` : `back on top of your library${left > 1 ? ' in any order' : ''}`;
  const hand = `Put ${numberWord(put)} of ${effect.those ? 'those cards' : 'them'} into your hand`;
  return effect.top ? `${hand}, ${numberWord(effect.top)} on top of your library, and ${rest} ${where}` : `${hand} and ${rest} ${where}`;
}
