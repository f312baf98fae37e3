import { KeywordCost } from '../cards/card-definition';
import { opponentOf } from '../decisions/references';
import { addCounters } from '../state/objects';
import { randomInt } from '../state/rng';
import { keywordCostText } from '../text/describe-costs';
import { controlledMatching, discardCandidates, sacrificeCandidates } from './activation-costs';
import { addEffect, discardCards, drawCards, ResolutionContext } from './effect-actions';
import { battlefieldCharacteristics, characteristics } from './layers';
import { executePayment, parseCost, planAutoPayment } from './mana';
import { matchesFilter } from './object-filter';
import { gainLife, loseLife } from './replacement';
import { createTokens } from './tokens';
import { moveObjects, moveOne } from './zone-change';

type PartName = keyof KeywordCost;

/**
 * One part of a keyword cost paid as an ability resolves (CR 702.24a, 702.30a, 118.3), `times` times over:
 * whether all of it can be paid now, and paying it, the player choosing what it takes as it is paid.
 * A part that is not listed here is paid by `sacrificeUnlessPaid` itself (mana, life, sacrifices,
 * discards, returns), or is never paid as an ability resolves (a tap, exiling from the graveyard).
 */
interface CostPart<K extends PartName> {
  payable(ctx: ResolutionContext, value: NonNullable<KeywordCost[K]>, times: number, source: number): boolean;
  pay(ctx: ResolutionContext, value: NonNullable<KeywordCost[K]>, times: number, source: number): void;
}

const always = (): boolean => true;

/** The permanents on the battlefield a filter accepts, seen from `viewer` (any controller). */
function permanentsMatching(ctx: ResolutionContext, filter: Parameters<typeof matchesFilter>[2], source: number): number[] {
  const { game, item } = ctx;
  return [...battlefieldCharacteristics(game).values()].filter((c) => matchesFilter(game, c, filter, item.controller, source)).map((c) => c.id);
}

/** Graveyard cards that can start a group of `n` from a single graveyard. */
function graveyardGroups(ctx: ResolutionContext, n: number): number {
  return Object.values(ctx.game.players).reduce((sum, p) => sum + Math.floor(p.graveyard.length / n), 0);
}

const COST_PARTS: { [K in PartName]?: CostPart<K> } = {
  draw: { payable: always, pay: (ctx, n, times) => drawCards(ctx.run, ctx.game, ctx.item.controller, n * times, ctx.asker) },
  opponentGainsLife: { payable: always, pay: (ctx, n, times) => gainLife(ctx.run, ctx.game, opponentOf(ctx.item.controller), n * times) },
  selfCounter: { payable: always, pay: (ctx, counter, times, source) => addCounters(ctx.game, source, counter, times) },
  addMana: { payable: always, pay: (ctx, mana, times) => void (ctx.game.players[ctx.item.controller].manaPool += mana.repeat(times)) },
  // CR 118.3: each payment puts one counter on a permanent the filter accepts, the same one or another each time.
  counterOnPermanent: {
    payable: (ctx, part, _times, source) => permanentsMatching(ctx, part.filter, source).length > 0,
    pay(ctx, part, times, source) {
      for (let i = 0; i < times; i++) {
        const from = permanentsMatching(ctx, part.filter, source);
        const chosen = from.length === 1 ? from[0] : ctx.asker.ask<number>({ type: 'pick-one', player: ctx.item.controller, prompt: `Put a ${part.counter} counter on which permanent? (${i + 1} of ${times})`, from });
        addCounters(ctx.game, chosen, part.counter, 1);
      }
    },
  },
  // CR 406.3: the top cards of the payer's library, exiled face up; payable only with that many cards left.
  exileTopOfLibrary: {
    payable: (ctx, n, times) => ctx.game.players[ctx.item.controller].library.length >= n * times,
    pay: (ctx, n, times) => void moveObjects(ctx.run, ctx.game, ctx.game.players[ctx.item.controller].library.slice(0, n * times).map((id) => ({ id, to: 'exile' as const }))),
  },
  // Each payment takes `n` cards of one graveyard, whichever each time (CR 118.3); the owner orders them on the bottom (401.4).
  graveyardCardsToBottom: {
    payable: (ctx, n, times) => graveyardGroups(ctx, n) >= times,
    pay(ctx, n, times) {
      const { game, asker, item } = ctx;
      for (let i = 0; i < times; i++) {
        const starts = Object.values(game.players).flatMap((p) => (p.graveyard.length >= n ? p.graveyard : []));
        const first = asker.ask<number>({ type: 'pick-one', player: item.controller, prompt: `Put ${n} cards from a single graveyard on the bottom of their owner's library: the first card`, from: starts });
        const owner = game.objects[first].owner;
        const rest = game.players[owner].graveyard.filter((id) => id !== first);
        const others = asker.ask<number[]>({ type: 'pick-cards', player: item.controller, prompt: `The other ${n - 1} card(s) from the same graveyard`, from: rest, count: n - 1 });
        const cards = [first, ...others];
        const order = asker.ask<number[]>({ type: 'pick-cards', player: owner, prompt: 'These cards go to the bottom of your library: their order, top first', from: cards, count: cards.length });
        moveObjects(ctx.run, game, order.map((id) => ({ id, to: 'library' as const, bottom: true })));
      }
    },
  },
  // CR 111.2: the opponent creates the tokens and controls them.
  opponentCreatesToken: { payable: always, pay: (ctx, token, times) => createTokens(ctx.run, ctx.game, opponentOf(ctx.item.controller), token, times) },
  // CR 705.1: a flip whatever its result; a payment needs no winning flip.
  flipCoin: {
    payable: always,
    pay(ctx, _flip, times) {
      for (let i = 0; i < times; i++) ctx.run.events.push({ type: 'coin-flip', player: ctx.item.controller, won: randomInt(ctx.game, 2) === 1 });
    },
  },
  // CR 613.1b, 611.2a: control of a different permanent each time (one the payer already controls no longer matches), for good.
  gainControlOf: {
    payable: (ctx, filter, times, source) => permanentsMatching(ctx, filter, source).length >= times,
    pay(ctx, filter, times, source) {
      const from = permanentsMatching(ctx, filter, source);
      const chosen = from.length === times ? from : ctx.asker.ask<number[]>({ type: 'pick-cards', player: ctx.item.controller, prompt: `Gain control of ${times} permanent(s) to pay`, from, count: times });
      for (const id of chosen) addEffect(ctx.game, ctx.item, { kind: 'control', object: id, controller: ctx.item.controller }, 'indefinite');
    },
  },
};

function partsOf(cost: KeywordCost): [PartName, CostPart<PartName>, unknown][] {
  return (Object.keys(cost) as PartName[]).flatMap((name) => {
    const part = COST_PARTS[name] as CostPart<PartName> | undefined;
    return part && cost[name] !== undefined ? [[name, part, cost[name]] as [PartName, CostPart<PartName>, unknown]] : [];
  });
}

/**
 * "Sacrifice it unless you pay {cost}" (CR 118.12, 701.17a), the cost paid `times` times (cumulative
 * upkeep, 702.24a): the ability's controller, still controlling the permanent, is asked only when
 * the whole cost can be paid (a part is never paid: mana, life they have (119.4), that many cards to
 * discard and permanents to sacrifice, a permanent to put a counter on, cards in the library or a
 * graveyard, lands to take); otherwise, or if they decline, the permanent is sacrificed. The cards
 * and permanents are chosen as the cost is paid (118.3). Echo and cumulative upkeep use it. Costs any
 * player can always pay (draw a card, an opponent gains life or creates a token, a counter on the
 * permanent, add mana, flip a coin) are only asked about.
 */
export function sacrificeUnlessPaid(ctx: ResolutionContext, id: number, cost: KeywordCost, times: number): void {
  const { run, game, item, asker } = ctx;
  const player = item.controller;
  if (characteristics(game, id).controller !== player) return;
  // CR 702.24a: "{G} or {W}" each time is a hybrid symbol's choice, any mix of the two colours.
  const mana = (cost.mana ?? '').repeat(times) + (cost.manaEither ? `{${cost.manaEither.map((m) => m.slice(1, -1)).join('/')}}`.repeat(times) : '');
  const plan = mana ? planAutoPayment(game, player, parseCost(mana), 0) : null;
  const life = (cost.payLife ?? 0) * times;
  const sacrifices = (cost.sacrificeCount ?? 1) * times;
  const discardable = discardCandidates(game, player, cost, id);
  const sacrificeable = sacrificeCandidates(game, player, cost, id);
  // "… unless you return an untapped Island you control to its owner's hand" (Coral Atoll): one permanent each time.
  const returnable = cost.returnToHand ? controlledMatching(game, player, cost.returnToHand, id) : [];
  const parts = partsOf(cost);
  const payable =
    (!mana || plan !== null) &&
    game.players[player].life >= life &&
    (!cost.discard || discardable.length >= times) &&
    (!cost.sacrifice || sacrificeable.length >= sacrifices) &&
    (!cost.returnToHand || returnable.length >= times) &&
    (times === 0 || parts.every(([, part, value]) => part.payable(ctx, value as never, times, id)));
  const what = keywordCostText(cost, game.objects[id].card);
  if (payable && asker.ask<boolean>({ type: 'yes-no', player, prompt: times === 1 ? `Pay ${what}?` : `Pay ${what} ${times} times?` })) {
    if (plan) executePayment(game, player, plan);
    if (life > 0) loseLife(run, game, player, life);
    if (cost.sacrifice && times > 0) {
      const chosen = asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Sacrifice ${sacrifices} permanent(s) to pay`, from: sacrificeable, count: sacrifices });
      moveObjects(run, game, chosen.map((p) => ({ id: p, to: 'graveyard' })));
    }
    if (cost.returnToHand && times > 0) {
      const chosen = asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Return ${times} permanent(s) to pay`, from: returnable, count: times });
      moveObjects(run, game, chosen.map((p) => ({ id: p, to: 'hand' })));
    }
    if (cost.discard && times > 0) discardCards(run, game, player, asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Discard ${times} card(s) to pay`, from: discardable, count: times }));
    if (times > 0) for (const [, part, value] of parts) part.pay(ctx, value as never, times, id);
    return;
  }
  moveOne(run, game, { id, to: 'graveyard' });
}
