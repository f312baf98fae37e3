import { compiledCard } from '../cards/compiled-card';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { Check, checkPayment, findOwnPermanent, pay } from './casting';
import { touch } from './layers';
import { ManaCost, parseCost, PaymentPlan } from './mana';
import { detectTurnedFaceUpTriggers } from './triggers';

/** A checked turning face up: the permanent and the payment of its morph cost. */
export interface TurnFaceUpPlan {
  id: number;
  cost: ManaCost;
  payment: PaymentPlan;
}

/** The morph cost of a face-down permanent, or null when it can't be turned face up (CR 702.37e). */
export function morphCostOf(game: GameState, id: number): string | null {
  const obj = game.objects[id];
  if (!obj.faceDown || !obj.printedCard) return null;
  return compiledCard(game, obj.printedCard).def.morph ?? null;
}

/**
 * Checks turning a face-down permanent face up (CR 116.2b, 702.37e): a special action its controller
 * takes any time they have priority, by paying its morph cost.
 */
export function checkTurnFaceUp(game: GameState, player: PlayerId, d: { card: string; pay?: 'auto' | string[] }): Check<TurnFaceUpPlan> {
  const id = findOwnPermanent(game, player, d.card);
  if (id === null) return { ok: false, reason: `${d.card} is not a permanent you control` };
  if (!game.objects[id].faceDown) return { ok: false, reason: `${d.card} is not face down` };
  const morph = morphCostOf(game, id);
  if (morph === null) return { ok: false, reason: `${d.card} has no morph cost` };
  const cost = parseCost(morph);
  const payment = checkPayment(game, player, cost, 0, d.pay);
  if (!payment.ok) return payment;
  return { ok: true, value: { id, cost, payment: payment.value } };
}

/**
 * Turns a face-down permanent face up (CR 708.8): the same object, with its tapped state, counters
 * and damage, becomes its card again; it doesn't use the stack (116.2b), and "When this is turned
 * face up" abilities trigger.
 */
export function executeTurnFaceUp(run: Run, game: GameState, player: PlayerId, plan: TurnFaceUpPlan): void {
  pay(run, game, player, plan.payment, plan.cost, 0);
  const obj = game.objects[plan.id];
  obj.card = obj.printedCard!;
  obj.printedCard = undefined;
  obj.faceDown = undefined;
  touch(game);
  game.passes = 0;
  run.events.push({ type: 'turned-face-up', player, card: obj.card, id: obj.id });
  detectTurnedFaceUpTriggers(game, obj.id);
}
