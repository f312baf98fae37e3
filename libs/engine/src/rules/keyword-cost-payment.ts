import { KeywordCost } from '../cards/card-definition';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { setTapped } from '../state/objects';
import { opponentOf, referenceOf, resolveReference } from '../decisions/references';
import { controlledMatching } from './activation-costs';
import { discardCards } from './effect-actions';
import { characteristics } from './layers';
import { matchesCardFilter } from './object-filter';
import { gainLife, loseLife } from './replacement';
import { moveObjects } from './zone-change';

/**
 * The parts of additional keyword costs that are not mana (CR 601.2h: splice 702.47a, kicker 702.33a), as chosen
 * for one cast: what is sacrificed, tapped, exiled, discarded, the caster's life paid and the opponent's gained.
 */
export interface KeywordCostPayment {
  /** Permanents sacrificed ("Sacrifice two Mountains"). */
  sacrifice: number[];
  /** Untapped permanents tapped ("Tap an untapped white creature you control"). */
  tap: number[];
  /** Life the opponent gains ("An opponent gains 5 life"). */
  opponentGainsLife: number;
  /** Cards of the caster's graveyard exiled ("Exile four cards from your graveyard"). */
  exile: number[];
  /** Cards of the caster's hand discarded ("Discard a creature card"). */
  discard: number[];
  /** Life the caster pays ("Pay 3 life"). */
  payLife: number;
  /** Permanents returned to their owners' hands ("Return a blue creature you control to its owner's hand"). */
  return: number[];
}

/** An additional cost a cast pays, with the card whose keyword it is (for the messages). */
export interface AdditionalKeywordCost {
  card: string;
  cost: string | KeywordCost;
}

type SlotKind = 'sacrifice' | 'tap' | 'exile' | 'discard' | 'return';

/** The object costs of the keyword costs, one slot per object each takes, in the order a cast names them. */
function costSlots(cost: string | KeywordCost): { kind: SlotKind; cost: KeywordCost }[] {
  if (typeof cost === 'string') return [];
  const slots: { kind: SlotKind; cost: KeywordCost }[] = [];
  if (cost.sacrifice) for (let i = 0; i < (cost.sacrificeCount ?? 1); i++) slots.push({ kind: 'sacrifice', cost });
  if (cost.tapUntapped) slots.push({ kind: 'tap', cost });
  for (let i = 0; i < (cost.exileFromGraveyard ?? 0); i++) slots.push({ kind: 'exile', cost });
  if (cost.discard) slots.push({ kind: 'discard', cost });
  if (cost.returnToHand) slots.push({ kind: 'return', cost });
  return slots;
}

const SLOT_ZONES = { sacrifice: 'battlefield', tap: 'battlefield', exile: 'graveyard', discard: 'hand', return: 'battlefield' } as const;

const SLOT_WHAT: Record<SlotKind, string> = { sacrifice: 'a permanent of its kind you control', tap: 'an untapped permanent of its kind you control', exile: 'a card of your graveyard', discard: 'another card of its kind in your hand', return: 'a permanent of its kind you control' };

/** The objects that may fill a slot: a matching permanent to sacrifice, an untapped one to tap, a card of the graveyard to exile, of the hand to discard (CR 118.3). */
function slotCandidates(game: GameState, player: PlayerId, slot: { kind: SlotKind; cost: KeywordCost }, spell: number): number[] {
  if (slot.kind === 'exile') return game.players[player].graveyard;
  if (slot.kind === 'discard') return game.players[player].hand.filter((id) => id !== spell && matchesCardFilter(game, id, slot.cost.discard!));
  const filter = slot.kind === 'sacrifice' ? slot.cost.sacrifice! : slot.kind === 'return' ? slot.cost.returnToHand! : slot.cost.tapUntapped!;
  return controlledMatching(game, player, filter, spell).filter((id) => slot.kind !== 'tap' || !game.objects[id].tapped);
}

function lifePaid(costs: readonly AdditionalKeywordCost[]): number {
  let life = 0;
  for (const { cost } of costs) if (typeof cost !== 'string') life += cost.payLife ?? 0;
  return life;
}

/**
 * CR 601.2h, 118.3: the objects a cast names (`refs`, in the order of the costs and their parts, under the decision
 * field `field`) to pay the keyword costs that are not mana; each object pays once, and life is paid only with at
 * least that much life (119.4). Null refs are only for no such cost.
 */
export function checkKeywordCostPayment(game: GameState, player: PlayerId, spell: number, costs: readonly AdditionalKeywordCost[], refs: readonly string[] | undefined, exclude: readonly number[], field: string): { ok: true; value: KeywordCostPayment } | { ok: false; reason: string } {
  // Most casts have no such cost and name nothing: one shared empty payment (read only) instead of a new one for each cast checked.
  if (costs.length === 0 && (!refs || refs.length === 0)) return NO_KEYWORD_COST;
  const payment: KeywordCostPayment = { sacrifice: [], tap: [], opponentGainsLife: 0, exile: [], discard: [], payLife: lifePaid(costs), return: [] };
  if (payment.payLife > 0 && payment.payLife > game.players[player].life) return { ok: false, reason: `you can't pay ${payment.payLife} life with ${game.players[player].life} life (CR 119.4)` };
  const used: number[] = [];
  let next = 0;
  for (const { card, cost } of costs) {
    if (typeof cost !== 'string') payment.opponentGainsLife += cost.opponentGainsLife ?? 0;
    // CR 601.2h: "Sacrifice all creatures you control" takes every one of them, none named.
    if (typeof cost !== 'string' && cost.sacrificeAll) for (const id of controlledMatching(game, player, cost.sacrificeAll, spell)) if (!exclude.includes(id) && !used.includes(id)) (used.push(id), payment.sacrifice.push(id));
    for (const slot of costSlots(cost)) {
      const ref = refs?.[next++];
      if (ref === undefined) return { ok: false, reason: `name in "${field}" what ${card}'s cost takes (CR 601.2h)` };
      const found = resolveReference(game, ref, player, [SLOT_ZONES[slot.kind]]);
      const object = found && !('player' in found) ? found.object : null;
      if (object === null || used.includes(object) || exclude.includes(object) || !slotCandidates(game, player, slot, spell).includes(object)) {
        return { ok: false, reason: `${ref} can't pay ${card}'s cost (${SLOT_WHAT[slot.kind]}, once)` };
      }
      used.push(object);
      payment[slot.kind].push(object);
    }
  }
  if (refs && next < refs.length) return { ok: false, reason: `"${field}" names more than the costs take` };
  return { ok: true, value: payment };
}

const NO_KEYWORD_COST: { ok: true; value: KeywordCostPayment } = Object.freeze({ ok: true, value: Object.freeze({ sacrifice: Object.freeze([]) as unknown as number[], tap: Object.freeze([]) as unknown as number[], opponentGainsLife: 0, exile: Object.freeze([]) as unknown as number[], discard: Object.freeze([]) as unknown as number[], payLife: 0, return: Object.freeze([]) as unknown as number[] }) });

/** Whether a keyword cost payment does anything beyond mana. */
export function keywordCostPaysMore(payment: KeywordCostPayment): boolean {
  return payment.sacrifice.length > 0 || payment.tap.length > 0 || payment.opponentGainsLife > 0 || payment.exile.length > 0 || payment.discard.length > 0 || payment.payLife > 0 || payment.return.length > 0;
}

/** The first objects that pay these keyword costs (for the legal options), or null when they can't be paid. */
export function firstKeywordCostPayment(game: GameState, player: PlayerId, spell: number, costs: readonly AdditionalKeywordCost[]): string[] | null {
  if (lifePaid(costs) > game.players[player].life) return null;
  const used: number[] = [];
  for (const { cost } of costs) {
    for (const slot of costSlots(cost)) {
      const free = slotCandidates(game, player, slot, spell).find((p) => !used.includes(p));
      if (free === undefined) return null;
      used.push(free);
    }
  }
  return used.map((p) => referenceOf(game, p));
}

/** CR 601.2h: the keyword costs that are not mana are paid with the spell's mana: tapping, sacrificing, returning, life, exiling, discarding. */
export function payKeywordCostPayment(run: Run, game: GameState, player: PlayerId, payment: KeywordCostPayment): void {
  for (const id of payment.tap) setTapped(game, id, true);
  const sacrificed = payment.sacrifice.filter((id) => characteristics(game, id).controller === player);
  if (sacrificed.length) moveObjects(run, game, sacrificed.map((id) => ({ id, to: 'graveyard' as const })));
  const returned = payment.return.filter((id) => game.objects[id].zone === 'battlefield');
  if (returned.length) moveObjects(run, game, returned.map((id) => ({ id, to: 'hand' as const })));
  if (payment.payLife > 0) loseLife(run, game, player, payment.payLife);
  if (payment.opponentGainsLife > 0) gainLife(run, game, opponentOf(player), payment.opponentGainsLife);
  const exiled = payment.exile.filter((id) => game.objects[id].zone === 'graveyard');
  if (exiled.length) moveObjects(run, game, exiled.map((id) => ({ id, to: 'exile' as const })));
  const discarded = payment.discard.filter((id) => game.objects[id].zone === 'hand');
  if (discarded.length) discardCards(run, game, player, discarded);
}
