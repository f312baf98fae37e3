import { CardDefinition, KeywordCost } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { setTapped } from '../state/objects';
import { opponentOf, referenceOf, resolveReference } from '../decisions/references';
import { controlledMatching } from './activation-costs';
import { characteristics } from './layers';
import { gainLife } from './replacement';
import { moveObjects } from './zone-change';

/** The parts of the splice costs that are not mana (CR 702.47a), as chosen for one cast. */
export interface SplicePayment {
  /** Permanents sacrificed ("Sacrifice two Mountains"). */
  sacrifice: number[];
  /** Untapped permanents tapped ("Tap an untapped white creature you control"). */
  tap: number[];
  /** Life the opponent gains ("An opponent gains 5 life"). */
  opponentGainsLife: number;
  /** Cards of the caster's graveyard exiled ("Exile four cards from your graveyard"). */
  exile: number[];
}

type SlotKind = 'sacrifice' | 'tap' | 'exile';

/** CR 702.47a: a card splices onto a spell with the quality it names (a subtype, or "instant or sorcery"); the spell needs a text box of one spell. */
export function splicesOnto(splice: NonNullable<CardDefinition['splice']>, spell: CardDefinition): boolean {
  const quality = splice.onto === 'instant or sorcery' ? spell.types.includes('Instant') || spell.types.includes('Sorcery') : spell.subtypes.includes(splice.onto);
  return !!spell.spell && quality;
}

/** The object costs of a spliced card, one slot per permanent it takes, in the order a cast names them. */
function costSlots(cost: string | KeywordCost): { kind: SlotKind; cost: KeywordCost }[] {
  if (typeof cost === 'string') return [];
  const slots: { kind: SlotKind; cost: KeywordCost }[] = [];
  if (cost.sacrifice) for (let i = 0; i < (cost.sacrificeCount ?? 1); i++) slots.push({ kind: 'sacrifice', cost });
  if (cost.tapUntapped) slots.push({ kind: 'tap', cost });
  for (let i = 0; i < (cost.exileFromGraveyard ?? 0); i++) slots.push({ kind: 'exile', cost });
  return slots;
}

/** The objects that may fill a slot: a matching permanent to sacrifice, an untapped one to tap, a card of the graveyard to exile (CR 118.3). */
function slotCandidates(game: GameState, player: PlayerId, slot: { kind: SlotKind; cost: KeywordCost }, spell: number): number[] {
  if (slot.kind === 'exile') return game.players[player].graveyard;
  const filter = slot.kind === 'sacrifice' ? slot.cost.sacrifice! : slot.cost.tapUntapped!;
  return controlledMatching(game, player, filter, spell).filter((id) => slot.kind === 'sacrifice' || !game.objects[id].tapped);
}

/**
 * CR 702.47a, 601.2h: the permanents a cast names (`refs`, in the order of the spliced cards and their costs)
 * to pay the splice costs that are not mana; each permanent pays once. Null refs are only for no such cost.
 */
export function checkSplicePayment(game: GameState, player: PlayerId, spell: number, spliced: readonly number[], refs: readonly string[] | undefined, exclude: readonly number[]): { ok: true; value: SplicePayment } | { ok: false; reason: string } {
  const payment: SplicePayment = { sacrifice: [], tap: [], opponentGainsLife: 0, exile: [] };
  const used: number[] = [];
  let next = 0;
  for (const id of spliced) {
    const cost = compiledCard(game, game.objects[id].card).def.splice!.cost;
    if (typeof cost !== 'string') payment.opponentGainsLife += cost.opponentGainsLife ?? 0;
    for (const slot of costSlots(cost)) {
      const ref = refs?.[next++];
      if (ref === undefined) return { ok: false, reason: `name in "spliceCost" the permanent(s) ${game.objects[id].card}'s splice cost takes (CR 702.47a)` };
      const found = resolveReference(game, ref, player, [slot.kind === 'exile' ? 'graveyard' : 'battlefield']);
      const permanent = found && !('player' in found) ? found.object : null;
      if (permanent === null || used.includes(permanent) || exclude.includes(permanent) || !slotCandidates(game, player, slot, spell).includes(permanent)) {
        return { ok: false, reason: `${ref} can't pay ${game.objects[id].card}'s splice cost (${slot.kind === 'exile' ? 'a card of your graveyard' : `${slot.kind === 'tap' ? 'an untapped' : 'a'} permanent of its kind you control`}, once)` };
      }
      used.push(permanent);
      payment[slot.kind].push(permanent);
    }
  }
  if (refs && next < refs.length) return { ok: false, reason: '"spliceCost" names more permanents than the splice costs take' };
  return { ok: true, value: payment };
}

/** Whether a splice payment does anything beyond mana. */
export function splicePaysMore(payment: SplicePayment): boolean {
  return payment.sacrifice.length > 0 || payment.tap.length > 0 || payment.opponentGainsLife > 0 || payment.exile.length > 0;
}

/** The first permanents that pay the splice costs of these cards (for the legal options), or null when they can't be paid. */
export function firstSplicePayment(game: GameState, player: PlayerId, spell: number, spliced: readonly number[]): string[] | null {
  const used: number[] = [];
  for (const id of spliced) {
    for (const slot of costSlots(compiledCard(game, game.objects[id].card).def.splice!.cost)) {
      const free = slotCandidates(game, player, slot, spell).find((p) => !used.includes(p));
      if (free === undefined) return null;
      used.push(free);
    }
  }
  return used.map((p) => referenceOf(game, p));
}

/** CR 601.2h: the splice costs that are not mana are paid with the spell's mana: tapping, sacrificing, the opponent's life, exiling. */
export function paySplicePayment(run: Run, game: GameState, player: PlayerId, payment: SplicePayment): void {
  for (const id of payment.tap) setTapped(game, id, true);
  const sacrificed = payment.sacrifice.filter((id) => characteristics(game, id).controller === player);
  if (sacrificed.length) moveObjects(run, game, sacrificed.map((id) => ({ id, to: 'graveyard' as const })));
  if (payment.opponentGainsLife > 0) gainLife(run, game, opponentOf(player), payment.opponentGainsLife);
  const exiled = payment.exile.filter((id) => game.objects[id].zone === 'graveyard');
  if (exiled.length) moveObjects(run, game, exiled.map((id) => ({ id, to: 'exile' as const })));
}
