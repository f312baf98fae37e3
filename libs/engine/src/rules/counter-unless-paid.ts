import { WardCost } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState, StackItem } from '../state/game-state';
import { counterSpell, discardCards, ResolutionContext } from './effect-actions';
import { executePayment, parseCost, planAutoPayment } from './mana';
import { spellTypesUncounterable } from './player-rules';
import { loseLife } from './replacement';

/** Whether a spell or ability on the stack can be countered: CR 101.2, "can't be countered" wins over an effect that would counter it. */
function counterable(game: GameState, target: StackItem): boolean {
  if (target.kind !== 'spell') return true;
  if (compiledCard(game, target.sourceCard).def.uncounterable) return false;
  // "Creature spells can't be countered" (Gaea's Herald), by the spell's types as cast (a face-down spell's are the 2/2's, 708.2).
  return !spellTypesUncounterable(game, target.sourceInfo.types);
}

/** The question put to the player who may pay: "Pay {3}?", "Pay 3 life?", "Discard a card?". */
function paymentQuestion(cost: WardCost): string {
  if ('mana' in cost) return `Pay ${cost.mana}?`;
  return 'payLife' in cost ? `Pay ${cost.payLife} life?` : 'Discard a card?';
}

/**
 * Counters a spell or ability on the stack unless its controller pays (CR 701.5a, 118.12: Mana Leak's "unless its
 * controller pays {3}", ward's cost, 702.21a). The controller is asked only when they can pay all of it — the mana,
 * the life they have (119.4), a card in their hand — and chooses the card as they pay; a countered ability leaves the
 * stack (701.5a). A spell that can't be countered stays (101.2), and its controller is not asked.
 */
export function counterUnlessPaid(ctx: ResolutionContext, target: StackItem, cost: WardCost | null): void {
  const { run, game, asker } = ctx;
  if (!counterable(game, target)) return;
  if (cost) {
    const payer = target.controller;
    const plan = 'mana' in cost ? planAutoPayment(game, payer, parseCost(cost.mana), 0) : null;
    const hand = game.players[payer].hand;
    const payable = 'mana' in cost ? plan !== null : 'payLife' in cost ? game.players[payer].life >= cost.payLife : hand.length > 0;
    if (payable && asker.ask<boolean>({ type: 'yes-no', player: payer, prompt: paymentQuestion(cost) })) {
      if (plan) executePayment(game, payer, plan);
      else if ('payLife' in cost) loseLife(run, game, payer, cost.payLife);
      else discardCards(run, game, payer, asker.ask<number[]>({ type: 'pick-cards', player: payer, prompt: 'Discard a card to pay', from: hand.slice(), count: 1 }));
      return;
    }
  }
  counterSpell(run, game, target);
}
