import { AbilityDefinition, ActivationCost, CardDefinition, TargetSpec } from '../cards/card-definition';
import { compiledCard, compiledObject } from '../cards/compiled-card';
import { hasSubtype } from '../cards/subtypes';
import { activatedKeywordName, affinityFilter, isHandAbilityName, kickerCostAt } from '../cards/keywords';
import { allModes, modeChoiceError, stackSpellText } from '../cards/spell-modes';
import { Run } from '../state/events';
import { ALTERNATIVE_COSTS, AlternativeCost, GameState, OfferedCost, PlayerId, SourceInfo, StackItem, TargetValue, ZoneName } from '../state/game-state';
import { activationForbiddenBy, castForbiddenBy, playerRuleApplies, spellCostChange } from './player-rules';
import { addCounters, printedInfo, setTapped } from '../state/objects';
import { newStackItem } from '../state/stack-item';
import { resolveReference } from '../decisions/references';
import { characteristics, conditionHoldsNow, sourceInfo } from './layers';
import { activatedAbility } from './object-abilities';
import { conditionPhrase } from '../text/describe-conditions';
import { cardsFilterPhrase } from '../text/describe-card-filter';
import { activateManaAbility, addCosts, withXSpend, executePayment, ManaCost, manaSources, manaValue, parseCost, PaymentPlan, planPayment, produceMana, tapForMana } from './mana';
import { matchesFilter } from './object-filter';
import { auraTargetSpec, distinctFromEarlier, isLegalTarget, specOfTarget, targetCombinations, targetCountBounds } from './targets';
import { detectCastTriggers, detectCycleTriggers } from './triggers';
import { CostChoices, CostReferences, discardCandidates, exileCandidates, lifeCostProblem, payCostChoices, sacrificeCandidates, sourceCostProblem, unblockedAttackers } from './activation-costs';
import { markSeen } from '../state/seen-cards';
import { discardCards } from './effect-actions';
import { moveOne } from './zone-change';
import { recordCommanderCast, withCommanderTax } from './commander';
import { FACE_DOWN_COST } from '../cards/face-down';
import { copiedSpellOf } from './effect-handlers/copy-spell.handler';
import { queueRippleTriggers } from './ripple';
import { castTargets, KickChoice, kicksChosen } from './kicker';
import { checkDivision } from './divided-amounts';
import { AdditionalKeywordCost, checkKeywordCostPayment, KeywordCostPayment, keywordCostPaysMore, payKeywordCostPayment } from './keyword-cost-payment';
import { spliceCosts, splicesOnto } from './splice-costs';
import { withIndefiniteArticle } from '../text/english-article';
import { detectWardTriggers } from './ward';

/** A refusal with its reason. */
export type Check<T> = { ok: true; value: T } | { ok: false; reason: string };

const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** CR 307.1: sorcery timing — own main phase, empty stack. */
export function sorceryTiming(game: GameState, player: PlayerId): boolean {
  return game.active === player && (game.step === 'precombat-main' || game.step === 'postcombat-main') && game.stack.length === 0;
}

/** Finds the object a card reference names in one of a player's zones. */
export function findOwnCard(game: GameState, player: PlayerId, ref: string, zone: ZoneName): number | null {
  const found = resolveReference(game, ref, player, [zone]);
  if (!found || 'player' in found) return null;
  const obj = game.objects[found.object];
  return obj.owner === player && obj.zone === zone ? obj.id : null;
}

/** Finds a permanent the player controls. */
export function findOwnPermanent(game: GameState, player: PlayerId, ref: string): number | null {
  const found = resolveReference(game, ref, player, ['battlefield']);
  if (!found || 'player' in found) return null;
  return characteristics(game, found.object).controller === player ? found.object : null;
}

/** Resolves and checks target references against their specs (CR 601.2c, 115.3). */
export function checkTargets(game: GameState, player: PlayerId, specs: TargetSpec[], refs: string[] | undefined, source: SourceInfo, x = 0, kicks = 0): Check<TargetValue[]> {
  const given = refs ?? [];
  // CR 601.2c: a word "target" choosing several ("any number of", "X", one per kick 702.33c) takes as many as its number allows.
  const { min, max } = targetCountBounds(specs, x, kicks);
  if (given.length < min || given.length > max) return fail(`expected ${min === max ? min : `${min} to ${max}`} target(s), got ${given.length}`);
  const values: TargetValue[] = [];
  for (let i = 0; i < given.length; i++) {
    const spec = specOfTarget(specs, i);
    const zones: ZoneName[] = spec.kind === 'spell' ? ['stack'] : spec.kind === 'card-in-your-graveyard' ? ['graveyard'] : ['battlefield'];
    const value = resolveReference(game, given[i], player, zones);
    if (!value) return fail(`no such target: ${given[i]}`);
    if (!isLegalTarget(game, spec, value, source)) return fail(`${given[i]} is not a legal target`);
    if (!distinctFromEarlier(specs, i, value, values)) return fail(`${given[i]} is already a target of this spell or ability (CR 115.3: another target)`);
    values.push(value);
  }
  return { ok: true, value: values };
}

/** Plans the mana payment: automatic, or by tapping exactly the named permanents first. */
export function checkPayment(game: GameState, player: PlayerId, cost: ManaCost, x: number, pay: 'auto' | string[] | undefined, exclude: number[] = []): Check<PaymentPlan> {
  const all = manaSources(game, player);
  const sources = exclude.length === 0 ? all : all.filter((s) => !exclude.includes(s.id));
  if (pay && pay !== 'auto') {
    const named: typeof sources = [];
    for (const ref of pay) {
      const id = findOwnPermanent(game, player, ref);
      const source = sources.find((s) => s.id === id);
      if (id === null || !source) return fail(`${ref} can't be tapped for mana`);
      if (named.includes(source)) return fail(`${ref} is named twice`);
      named.push(source);
    }
    const plan = planPayment(game.players[player].manaPool, named, cost, x, game.players[player].snowMana);
    if (!plan) return fail('the named permanents do not pay the cost');
    // A named source the plan did not need still makes mana: its first colour.
    const chosen: Record<number, string> = {};
    for (const s of named) if (s.produces.length > 1 && !s.several) chosen[s.id] = plan.chosen?.[s.id] ?? s.produces[0];
    return { ok: true, value: { fromPool: plan.fromPool, tap: named.map((s) => s.id), chosen } };
  }
  const plan = planPayment(game.players[player].manaPool, sources, cost, x, game.players[player].snowMana);
  return plan ? { ok: true, value: plan } : fail("can't pay the mana cost");
}

/** Pays a planned cost: named permanents are tapped for mana, then the cost is paid from the pool. Returns the mana spent ("WUG1"-style letters). */
export function pay(run: Run, game: GameState, player: PlayerId, plan: PaymentPlan, cost: ManaCost, x: number): string {
  for (const id of plan.tap) activateManaAbility(run, game, player, id, plan.chosen?.[id]);
  const fromPool = planPayment(game.players[player].manaPool, [], cost, x, game.players[player].snowMana);
  if (!fromPool) throw new Error('payment plan no longer pays the cost');
  executePayment(game, player, fromPool);
  return fromPool.fromPool;
}

/** The number of colours among mana spent (CR 702.44a: sunburst counts them; colourless is no colour, 105.1). */
function colorsAmong(mana: string): number {
  let n = 0;
  for (const c of 'WUBRG') if (mana.includes(c)) n++;
  return n;
}

/** A checked cast, ready to be carried out. */
export interface CastPlan {
  card: number;
  targets: TargetValue[];
  x: number;
  kicked: boolean;
  /** The kicker costs paid, once for each time (CR 702.33c-d); absent when not kicked. */
  kicks?: number[];
  alt: AlternativeCost | null;
  /** Cast face down for {3} (CR 702.37c). */
  faceDown?: boolean;
  cost: ManaCost;
  payment: PaymentPlan;
  /** The chosen modes of a modal spell (CR 700.2a). */
  modes?: number[];
  /** The amounts divided among the targets, by target index (CR 601.2d). */
  divided?: number[];
  /** The buyback cost was paid (CR 702.27a). */
  buyback?: true;
  /** Creatures tapped for convoke (CR 702.51a). */
  convoke?: number[];
  /** Times the replicate cost was paid (CR 702.56a). */
  replicate?: number;
  /** The permanent sacrificed for offering (CR 702.48a). */
  offering?: number;
  /** Cards of the hand spliced onto the spell, in order (CR 702.47a-b). */
  spliced?: number[];
  /** The splice costs that are not mana (CR 702.47a): what is sacrificed, tapped, and the opponent's life gain. */
  splicePayment?: KeywordCostPayment;
  /** The kicker costs that are not mana (CR 702.33a): what is sacrificed, discarded, tapped, the life paid. */
  kickerPayment?: KeywordCostPayment;
  /** The spell's mandatory additional cost, as chosen (CR 601.2b, 601.2h). */
  additionalPayment?: KeywordCostPayment;
}

/** The optional costs a cast decision chooses to pay (CR 601.2b). */
export interface CastCostChoices {
  /** The kicker costs paid (`KickChoice`, CR 702.33a-d). */
  kicked?: KickChoice;
  buyback?: boolean;
  entwine?: boolean;
  /** Times the replicate cost is paid (CR 702.56a). */
  replicate?: number;
  /** The permanent sacrificed for offering, whose mana cost reduces the total cost (CR 702.48b-c). */
  sacrificed?: number;
  /** Cards of the hand spliced onto the spell, whose splice costs are paid (CR 702.47a). */
  spliced?: readonly number[];
}

/**
 * CR 601.2f: the total cost of a spell — its mana cost or the alternative cost it is cast for, plus
 * the additional costs chosen (kicker 702.33a, buyback 702.27a, entwine 702.42a) and the commander
 * tax (903.8). The one place a spell's cost is made: checking, paying and the legal options use it.
 */
export function totalCost(game: GameState, player: PlayerId, card: number, alt: AlternativeCost | null, choices: CastCostChoices): Check<ManaCost> {
  const obj = game.objects[card];
  const def = compiledCard(game, obj.card).def;
  // CR 118.9, 702.35b: an alternative cost replaces the mana cost; additional costs and changes still apply.
  // CR 107.3b: without paying its mana cost, X is 0.
  let cost = withXSpend(parseCost(alt === 'flashback' ? def.flashback : alt === 'madness' ? def.madness : alt === 'free' ? null : def.manaCost), def.xSpend);
  // CR 702.33a-d: each kicker cost paid, once for each time.
  const kicks = kicksChosen(def, choices.kicked);
  if (typeof kicks === 'string') return fail(kicks);
  for (const k of kicks) cost = addCosts(cost, parseCost(kickerCostAt(def, k).mana));
  if (choices.buyback) {
    if (!def.buyback) return fail(`${def.name} has no buyback`);
    cost = addCosts(cost, parseCost(def.buyback));
  }
  if (choices.entwine) {
    if (!def.entwine) return fail(`${def.name} has no entwine`);
    cost = addCosts(cost, parseCost(def.entwine));
  }
  // CR 702.56a: the replicate cost, once for each time it is paid.
  if (choices.replicate) {
    if (!def.replicate) return fail(`${def.name} has no replicate`);
    if (!Number.isInteger(choices.replicate) || choices.replicate < 0) return fail('replicate is a number of times');
    for (let i = 0; i < choices.replicate; i++) cost = addCosts(cost, parseCost(def.replicate));
  }
  // CR 702.47a: each spliced card's splice cost is an additional cost.
  for (const id of choices.spliced ?? []) {
    const splice = compiledCard(game, game.objects[id].card).def.splice;
    if (!splice) return fail(`${game.objects[id].card} has no splice`);
    cost = addCosts(cost, parseCost(typeof splice.cost === 'string' ? splice.cost : splice.cost.mana));
  }
  const taxed = withCommanderTax(game, player, obj, cost);
  // CR 601.2f: increases (the tax, "cost {2} more") before reductions ("cost {1} less", affinity), which never take the generic mana below zero.
  const change = spellCostChange(game, player, def.types);
  // CR 601.2f: "If …, this spell costs {6} less to cast" reads its condition as the spell is cast.
  const own = def.costReduction && conditionHoldsNow(game, card, player, def.costReduction.condition) ? def.costReduction.generic : 0;
  const changed = change === 0 && own === 0 ? taxed : { ...taxed, generic: Math.max(0, taxed.generic + change - own) };
  const offered = choices.sacrificed === undefined ? changed : reducedByOffering(changed, parseCost(compiledCard(game, game.objects[choices.sacrificed].card).def.manaCost));
  return { ok: true, value: reducedByAffinity(game, player, def.keywords, offered) };
}

/**
 * CR 702.48c (2006 502.42c): offering reduces the total cost by the sacrificed permanent's mana cost: its generic
 * mana the generic part, its coloured mana (a hybrid symbol as either colour) mana of the same colour, and coloured
 * mana beyond that the generic part, never below zero.
 */
function reducedByOffering(cost: ManaCost, sacrificed: ManaCost): ManaCost {
  const colored = cost.colored.slice();
  let excess = 0;
  for (const symbol of [...sacrificed.colored.map((c) => [c]), ...sacrificed.hybrid]) {
    const i = colored.findIndex((c) => (symbol as string[]).includes(c));
    if (i >= 0) colored.splice(i, 1);
    else excess++;
  }
  return { ...cost, colored, generic: Math.max(0, cost.generic - sacrificed.generic - excess) };
}

/** The permanents a card with "[subtype] offering" may sacrifice as it is cast (CR 702.48a): its caster's, of that subtype. */
export function offeringCandidates(game: GameState, player: PlayerId, subtype: string): number[] {
  return game.battlefield.filter((id) => {
    const c = characteristics(game, id);
    return c.controller === player && hasSubtype(c, subtype);
  });
}

/**
 * CR 702.41a: "affinity for [text]" makes the spell cost {1} less for each [text] its caster
 * controls; 702.41b: each instance reduces. CR 601.2f: reductions apply after additional costs and
 * reduce only the generic part, never below zero (2006 502.31b).
 */
function reducedByAffinity(game: GameState, player: PlayerId, keywords: readonly string[], cost: ManaCost): ManaCost {
  let less = 0;
  for (const k of keywords) {
    const filter = affinityFilter(k);
    if (!filter) continue;
    for (const id of game.battlefield) if (matchesFilter(game, characteristics(game, id), filter, player, null)) less++;
  }
  return less === 0 || cost.generic === 0 ? cost : { ...cost, generic: Math.max(0, cost.generic - less) };
}

/**
 * Checks a cast decision in full before anything changes (CR 601.2, "Handling Illegal Actions").
 * `offered` is the card a resolving ability offers and its cost (madness 702.35a, ripple 702.60a):
 * the only card that may be cast for that cost, and then regardless of its type's timing.
 */
export function checkCast(
  game: GameState,
  player: PlayerId,
  d: { card: string; targets?: string[]; x?: number; kicked?: KickChoice; buyback?: boolean; entwine?: boolean; alt?: string; pay?: 'auto' | string[]; modes?: number[]; convoke?: string[]; replicate?: number; splice?: string[]; spliceCost?: string[]; kickerCost?: string[]; additionalCost?: string[]; offering?: string; divide?: Record<string, number> },
  offered?: { card: number; alt: OfferedCost },
): Check<CastPlan> {
  if (d.alt === 'morph') return checkCastFaceDown(game, player, d);
  const alt = (ALTERNATIVE_COSTS as readonly string[]).includes(d.alt ?? '') ? (d.alt as AlternativeCost) : null;
  if (d.alt !== undefined && alt === null) return fail(`unknown alternative cost: ${d.alt}`);
  if ((alt === 'madness' || alt === 'free') && offered === undefined) return fail(`a card is cast ${alt === 'madness' ? 'for its madness cost' : 'without paying its mana cost'} only as the ability offering it resolves (CR 702.35a, 702.60a)`);
  if (offered !== undefined && alt !== offered.alt) return fail(`cast the offered card with "alt": "${offered.alt}" or decline with {"do":"choose","choice":false}`);
  // CR 903.8: a player may cast their commander from the command zone.
  const card = offered ? offeredCardNamed(game, player, d.card, offered.card) : findOwnCard(game, player, d.card, alt ? 'graveyard' : 'hand') ?? (alt ? null : findOwnCard(game, player, d.card, 'command'));
  if (card === null) return fail(`${d.card} is not ${offered ? 'the card the resolving ability offers' : `in your ${alt ? 'graveyard' : game.commander ? 'hand or command zone' : 'hand'}`}`);
  const compiled = compiledCard(game, game.objects[card].card);
  const def = compiled.def;
  if (def.types.includes('Land')) return fail('lands are played, not cast');
  const forbidden = castForbiddenBy(game, player, def.types, def.name);
  if (forbidden) return fail(forbidden);
  if (alt === 'flashback' && !def.flashback) return fail(`${def.name} has no flashback`);
  if (alt === 'madness' && !def.madness) return fail(`${def.name} has no madness`);
  // CR 700.2a: a modal spell's modes are chosen as it is cast; only a modal spell takes modes.
  // CR 702.42a: an entwined spell chooses all its modes ("modes" may be left out).
  if (d.entwine && !def.entwine) return fail(`${def.name} has no entwine`);
  const chosenModes = d.entwine && def.spell && d.modes === undefined ? allModes(def.spell) : d.modes;
  const modeError = def.spell ? modeChoiceError(def.spell, chosenModes, !!d.entwine) : chosenModes && chosenModes.length > 0 ? 'the spell is not modal' : null;
  if (modeError) return fail(`${def.name}: ${modeError}`);
  const modes = def.spell?.modes ? chosenModes : undefined;
  // CR 702.48a: offering sacrifices a permanent of its subtype as the card is cast.
  let sacrificed: number | undefined;
  if (d.offering !== undefined) {
    if (!def.offering) return fail(`${def.name} has no offering`);
    const id = findOwnPermanent(game, player, d.offering);
    if (id === null || !offeringCandidates(game, player, def.offering).includes(id)) return fail(`${d.offering} is not ${withIndefiniteArticle(def.offering)} you control (CR 702.48a)`);
    sacrificed = id;
  }
  // CR 702.35a, 702.60a: madness and ripple cast the card while their trigger resolves, whatever its type's timing;
  // 702.48a: offering casts it any time its caster could cast an instant.
  const instantSpeed = def.types.includes('Instant') || def.keywords.includes('flash') || offered !== undefined || sacrificed !== undefined;
  if (!instantSpeed && !sorceryTiming(game, player)) return fail(`${def.name} can be cast only at sorcery speed`);
  const spliced = splicedCards(game, player, card, def, d.splice ?? []);
  if (!spliced.ok) return spliced;
  const total = totalCost(game, player, card, alt, { kicked: d.kicked, buyback: d.buyback, entwine: d.entwine, replicate: d.replicate, sacrificed, spliced: spliced.value });
  if (!total.ok) return total;
  const kicks = kicksChosen(def, d.kicked) as number[];
  // CR 702.47d: targets for the spliced text are chosen as for the spell's own, after them; 702.33g: a kicked part's only if kicked.
  const text = def.spell ? stackSpellText(game, def.spell, modes, spliced.value.map((id) => game.objects[id].card)) : null;
  const specs: TargetSpec[] = text ? castTargets(text, kicks.length > 0) : def.enchant ? [auraTargetSpec(def.enchant)] : [];
  const info: SourceInfo = printedInfo(game, game.objects[card]);
  info.controller = player;
  info.spell = true;
  const targets = checkTargets(game, player, specs, d.targets, info, d.x ?? 0, kicks.length);
  if (!targets.ok) return targets;
  const convoked = convokedCost(game, player, def, d.convoke, total.value);
  if (!convoked.ok) return convoked;
  const { cost, creatures } = convoked.value;
  // CR 702.47a: the permanents the splice costs take; a creature tapped for convoke doesn't also pay them.
  const splicePayment = checkKeywordCostPayment(game, player, card, spliceCosts(game, spliced.value), d.spliceCost, creatures, 'spliceCost');
  if (!splicePayment.ok) return splicePayment;
  // CR 702.33a: the kicker costs that are not mana; an object that pays a splice cost doesn't also pay them.
  const splicePaid = paidObjects(splicePayment.value);
  const kickerPayment = checkKeywordCostPayment(game, player, card, kickerCostsPaid(def, kicks), d.kickerCost, [...creatures, ...splicePaid], 'kickerCost');
  if (!kickerPayment.ok) return kickerPayment;
  // CR 601.2b, 601.2h: a spell's mandatory additional cost ("As an additional cost to cast this spell, sacrifice a creature").
  const additionalPayment = checkKeywordCostPayment(game, player, card, def.additionalCost ? [{ card: def.name, cost: def.additionalCost }] : [], d.additionalCost, [...creatures, ...splicePaid, ...paidObjects(kickerPayment.value)], 'additionalCost');
  if (!additionalPayment.ok) return additionalPayment;
  // CR 119.4: paying 0 life is always possible, even with 0 or less life.
  const lifePaid = splicePayment.value.payLife + kickerPayment.value.payLife + additionalPayment.value.payLife;
  if (lifePaid > 0 && lifePaid > game.players[player].life) return fail(`you can't pay ${lifePaid} life with ${game.players[player].life} life (CR 119.4)`);
  const spliceTapped = [...splicePayment.value.tap, ...kickerPayment.value.tap, ...additionalPayment.value.tap, ...additionalPayment.value.sacrifice];
  const x = d.x ?? 0;
  if (!Number.isInteger(x) || x < 0) return fail('X must be a whole number');
  if (cost.xCount === 0 && x !== 0) return fail(`${def.name} has no X`);
  const division = checkDivision(game, player, text?.effects ?? [], targets.value, d.divide, x);
  if (!division.ok) return division;
  // A creature tapped for convoke is not also tapped for mana.
  const payment = checkPayment(game, player, cost, x, d.pay, [...creatures, ...spliceTapped]);
  if (!payment.ok) return payment;
  // Fields set one by one in this order (every cast is checked again as it is made: a hot path, where spreading objects costs).
  const plan: CastPlan = { card, targets: targets.value, x, kicked: kicks.length > 0 } as CastPlan;
  if (kicks.length > 0) plan.kicks = kicks;
  plan.alt = alt;
  plan.cost = cost;
  plan.payment = payment.value;
  if (modes) plan.modes = modes.slice();
  if (division.value) plan.divided = division.value;
  if (d.buyback) plan.buyback = true;
  if (creatures.length) plan.convoke = creatures;
  if (d.replicate) plan.replicate = d.replicate;
  if (sacrificed !== undefined) plan.offering = sacrificed;
  if (spliced.value.length) plan.spliced = spliced.value;
  if (keywordCostPaysMore(splicePayment.value)) plan.splicePayment = splicePayment.value;
  if (keywordCostPaysMore(kickerPayment.value)) plan.kickerPayment = kickerPayment.value;
  if (keywordCostPaysMore(additionalPayment.value)) plan.additionalPayment = additionalPayment.value;
  return { ok: true, value: plan };
}

/** The kicker costs a cast pays, once for each kick (CR 702.33a-d), as additional costs. */
export function kickerCostsPaid(def: CardDefinition, kicks: readonly number[]): AdditionalKeywordCost[] {
  return kicks.map((k) => ({ card: def.name, cost: kickerCostAt(def, k) }));
}

/** The objects a keyword cost payment takes (each object pays one cost only, CR 601.2h). */
function paidObjects(payment: KeywordCostPayment): number[] {
  return [...payment.sacrifice, ...payment.tap, ...payment.exile, ...payment.discard, ...payment.return];
}

/**
 * CR 702.47a-b: the cards of the caster's hand spliced onto a spell, each with splice onto a subtype the spell has,
 * other than the spell's own card and none twice.
 */
function splicedCards(game: GameState, player: PlayerId, card: number, def: CardDefinition, refs: readonly string[]): Check<number[]> {
  const ids: number[] = [];
  for (const ref of refs) {
    const id = findOwnCard(game, player, ref, 'hand');
    if (id === null || id === card) return fail(`${ref} is not another card in your hand`);
    if (ids.includes(id)) return fail(`${ref} is spliced onto the spell once only (CR 702.47b)`);
    const splice = compiledCard(game, game.objects[id].card).def.splice;
    if (!splice) return fail(`${ref} has no splice`);
    if (!splicesOnto(splice, def)) return fail(`${ref} splices only onto ${splice.onto} spells (CR 702.47a)`);
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/** The card a resolving ability offers (exiled by madness, revealed by ripple), if the reference names it (by reference or by name). */
function offeredCardNamed(game: GameState, player: PlayerId, ref: string, offered: number): number | null {
  const obj = game.objects[offered];
  if (!obj || (obj.zone !== 'exile' && obj.zone !== 'library') || obj.owner !== player) return null;
  return findOwnCard(game, player, ref, obj.zone) === offered || ref.replace(/^[AB]:/, '').replace(/#\d+$/, '') === obj.card ? offered : null;
}

/**
 * Whether a player could cast the card a resolving ability offers for `alt` now (madness 702.35a: its madness
 * cost; ripple 702.60a: without paying its mana cost): not a land, the cost payable with their mana, and a legal
 * target for each target of a non-modal spell (a modal spell is offered and checked mode by mode as it is cast).
 */
export function offeredCastPossible(game: GameState, player: PlayerId, card: number, alt: OfferedCost): boolean {
  const def = compiledCard(game, game.objects[card].card).def;
  if ((alt === 'madness' && !def.madness) || def.types.includes('Land') || castForbiddenBy(game, player, def.types, def.name)) return false;
  const total = totalCost(game, player, card, alt, {});
  if (!total.ok || !planPayment(game.players[player].manaPool, manaSources(game, player), total.value, 0)) return false;
  const specs: TargetSpec[] = def.spell ? (def.spell.modes ? [] : castTargets(def.spell, false)) : def.enchant ? [auraTargetSpec(def.enchant)] : [];
  return specs.length === 0 || targetCombinations(game, specs, { ...printedInfo(game, game.objects[card]), controller: player, spell: true }).length > 0;
}

/**
 * CR 702.51a: for each coloured mana of the total cost, the caster may tap an untapped creature of
 * that colour they control instead of paying it, and for each generic mana any untapped creature
 * they control; 702.51b: it is not an additional or alternative cost and applies after the total
 * cost is determined (601.2f). Each named creature pays a coloured symbol of one of its colours if
 * one is left, else a hybrid symbol of its colour, else {1}; none pays {C} (colourless is not a
 * colour). Returns the mana left to pay and the creatures to tap.
 */
function convokedCost(game: GameState, player: PlayerId, def: CardDefinition, refs: string[] | undefined, cost: ManaCost): Check<{ cost: ManaCost; creatures: number[] }> {
  if (!refs || refs.length === 0) return { ok: true, value: { cost, creatures: [] } };
  if (!def.keywords.includes('convoke')) return fail(`${def.name} has no convoke`);
  const rest: ManaCost = { ...cost, colored: cost.colored.slice(), hybrid: cost.hybrid.slice() };
  const creatures: number[] = [];
  for (const ref of refs) {
    const id = findOwnPermanent(game, player, ref);
    const c = id === null ? null : characteristics(game, id);
    if (id === null || !c || !c.types.includes('Creature')) return fail(`${ref} is not a creature you control`);
    // CR 302.6 restricts only {T} abilities: a creature that just arrived may convoke.
    if (game.objects[id].tapped) return fail(`${ref} is tapped`);
    if (creatures.includes(id)) return fail(`${ref} is named twice`);
    creatures.push(id);
    const colored = rest.colored.findIndex((m) => m !== 'C' && c.colors.includes(m));
    const hybrid = colored < 0 ? rest.hybrid.findIndex(([a, b]) => c.colors.includes(a) || c.colors.includes(b)) : -1;
    if (colored >= 0) rest.colored.splice(colored, 1);
    else if (hybrid >= 0) rest.hybrid.splice(hybrid, 1);
    else if (rest.generic > 0) rest.generic--;
    else return fail(`${ref} has no mana of the cost left to pay: a creature pays {1} or one mana of its colour (CR 702.51a)`);
  }
  return { ok: true, value: { cost: rest, creatures } };
}

/**
 * Checks casting a morph card face down (CR 702.37c, 708.4): from the hand, as the face-down 2/2
 * creature spell (sorcery timing, no targets, no X, no kicker) for {3}.
 */
function checkCastFaceDown(game: GameState, player: PlayerId, d: { card: string; targets?: string[]; x?: number; kicked?: KickChoice; buyback?: boolean; pay?: 'auto' | string[]; modes?: number[] }): Check<CastPlan> {
  const card = findOwnCard(game, player, d.card, 'hand');
  if (card === null) return fail(`${d.card} is not in your hand`);
  if (!compiledCard(game, game.objects[card].card).def.morph) return fail(`${d.card} has no morph`);
  // CR 708.4: the face-down spell's characteristics are the 2/2's: a creature spell without flash.
  if (!sorceryTiming(game, player)) return fail('a face-down creature spell can be cast only at sorcery speed');
  const forbidden = castForbiddenBy(game, player, ['Creature']);
  if (forbidden) return fail(forbidden);
  if ((d.targets ?? []).length > 0 || d.x || d.kicked || d.buyback || (d.modes ?? []).length > 0) return fail('a face-down spell has no targets, X, kicker, buyback or modes');
  const cost = parseCost(FACE_DOWN_COST);
  const payment = checkPayment(game, player, cost, 0, d.pay);
  if (!payment.ok) return payment;
  return { ok: true, value: { card, targets: [], x: 0, kicked: false, alt: null, faceDown: true, cost, payment: payment.value } };
}

/** Carries out a checked cast: the card moves to the stack and its costs are paid (CR 601.2a-h). */
export function executeCast(run: Run, game: GameState, player: PlayerId, plan: CastPlan): void {
  if (game.objects[plan.card].zone === 'command') recordCommanderCast(game, player, game.objects[plan.card].card);
  const castFrom = game.objects[plan.card].zone;
  const onStack = moveOne(run, game, plan.faceDown ? { id: plan.card, to: 'stack', controller: player, faceDown: true } : { id: plan.card, to: 'stack', controller: player });
  const name = onStack.card;
  // CR 601.2h, 702.51a: the convoking creatures are tapped as the cost is paid (no mana: nothing is spent).
  for (const id of plan.convoke ?? []) setTapped(game, id, true);
  const spent = pay(run, game, player, plan.payment, plan.cost, plan.x);
  // CR 702.48b: the offered permanent is sacrificed as the spell becomes cast (601.2h).
  if (plan.offering !== undefined) moveOne(run, game, { id: plan.offering, to: 'graveyard' });
  // CR 702.47a: the spliced cards are revealed and stay in the hand.
  if (plan.spliced) markSeen(game, ['A', 'B'], plan.spliced);
  if (plan.splicePayment) payKeywordCostPayment(run, game, player, plan.splicePayment);
  // CR 601.2h: "the discarded card's mana value" (Dralnu's Pet) is the card's as it was discarded to pay the kicker.
  const kickerDiscarded = plan.kickerPayment?.discard[0];
  const kickerDiscardedManaValue = kickerDiscarded === undefined ? undefined : manaValue(parseCost(compiledCard(game, game.objects[kickerDiscarded].card).def.manaCost));
  if (plan.kickerPayment) payKeywordCostPayment(run, game, player, plan.kickerPayment);
  // CR 608.2h: "the total power of the sacrificed creatures" is read as they last existed, before they leave.
  const sacrificedPower = plan.additionalPayment?.sacrifice.reduce((n, id) => n + Math.max(0, characteristics(game, id).power), 0);
  if (plan.additionalPayment) payKeywordCostPayment(run, game, player, plan.additionalPayment);
  const colorsSpent = colorsAmong(spent);
  const sourceInfo = printedInfo(game, onStack);
  sourceInfo.controller = player;
  sourceInfo.colors = compiledCard(game, name).colors;
  sourceInfo.spell = true;
  // The optional parts set one by one, not by spreads (every cast makes one: a hot path).
  const item = newStackItem({
    id: onStack.id,
    kind: 'spell',
    objectId: onStack.id,
    source: onStack.id,
    sourceCard: name,
    controller: player,
    abilityIndex: null,
    targets: plan.targets,
    x: plan.x,
    kicked: plan.kicked,
    alt: plan.alt,
    sourceInfo,
    context: {},
  });
  if (plan.kicks) item.kicks = plan.kicks;
  if (plan.modes) item.modes = plan.modes;
  if (plan.divided) item.divided = plan.divided;
  if (sacrificedPower !== undefined) item.sacrificedPower = sacrificedPower;
  if (kickerDiscardedManaValue !== undefined) item.kickerDiscardedManaValue = kickerDiscardedManaValue;
  if (plan.buyback) item.buyback = true;
  if (plan.spliced) item.spliced = plan.spliced.map((id) => game.objects[id].card);
  if (colorsSpent > 0) item.colorsSpent = colorsSpent;
  item.castFrom = castFrom;
  game.stack.push(item);
  detectWardTriggers(game, item);
  game.passes = 0;
  triggerStorm(game, item, compiledCard(game, name).def.keywords);
  queueRippleTriggers(game, item, compiledCard(game, name).def.keywords);
  triggerReplicate(game, item, plan.replicate ?? 0);
  run.events.push({ type: 'cast', player, card: name, stackId: onStack.id });
  detectCastTriggers(game, player, onStack.id, item.sourceInfo.colors);
}

/**
 * CR 702.40a: storm triggers as the spell is cast and copies it for each spell cast before it this
 * turn, by any player (counted now: spells cast in response don't count); 702.40b: each instance
 * triggers separately. Copies are not cast (707.10), so only cast spells are counted.
 */
function triggerStorm(game: GameState, item: StackItem, keywords: readonly string[]): void {
  const before = (game.players.A.spellsCastThisTurn ?? 0) + (game.players.B.spellsCastThisTurn ?? 0);
  game.players[item.controller].spellsCastThisTurn = (game.players[item.controller].spellsCastThisTurn ?? 0) + 1;
  for (const k of keywords) {
    if (k !== 'storm') continue;
    copySpellTrigger(game, item, before);
  }
}

/**
 * CR 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for each time
 * its replicate cost was paid"; the copies may have new targets. Put on the stack like storm's
 * trigger (the same copy effect), above the spell.
 */
function triggerReplicate(game: GameState, item: StackItem, times: number): void {
  if (times <= 0) return;
  copySpellTrigger(game, item, times);
}

/** Queues a "copy this spell N times" trigger of its controller (storm 702.40a, replicate 702.56a), with the spell's cast choices. */
function copySpellTrigger(game: GameState, item: StackItem, count: number): void {
  game.pendingTriggers.push({ controller: item.controller, source: item.source, sourceCard: item.sourceCard, abilityIndex: -1, sourceInfo: item.sourceInfo, context: {}, delayed: { effects: [{ kind: 'copy-spell', count, spell: copiedSpellOf(item) }] } });
}

/** A checked land play. */
export function checkPlayLand(game: GameState, player: PlayerId, ref: string): Check<number> {
  // "You may play lands from your graveyard" (Crucible of Worlds, CR 305.1): a land there may be played like one in hand.
  const fromGraveyard = playerRuleApplies(game, player, 'play-lands-from-graveyard');
  const card = findOwnCard(game, player, ref, 'hand') ?? (fromGraveyard ? findOwnCard(game, player, ref, 'graveyard') : null);
  if (card === null) return fail(`${ref} is not in your hand${fromGraveyard ? ' or graveyard' : ''}`);
  if (!compiledCard(game, game.objects[card].card).def.types.includes('Land')) return fail(`${ref} is not a land`);
  // CR 305.2, 505.6b: one land per turn, own main phase, empty stack.
  if (!sorceryTiming(game, player)) return fail('a land can be played only in your main phase with an empty stack');
  if (game.players[player].landsPlayed >= 1) return fail('you have already played a land this turn');
  return { ok: true, value: card };
}

/** Plays a land (a special action, CR 305.1). */
export function executePlayLand(run: Run, game: GameState, player: PlayerId, card: number): void {
  game.players[player].landsPlayed++;
  moveOne(run, game, { id: card, to: 'battlefield', controller: player });
  game.passes = 0;
}

/**
 * Why a loyalty ability can't be activated now, or null (CR 606.3: sorcery timing, once each turn
 * among the permanent's loyalty abilities; 606.6: a negative cost needs that many loyalty counters).
 */
export function loyaltyAbilityProblem(game: GameState, player: PlayerId, source: number, loyalty: number | undefined): string | null {
  if (loyalty === undefined) return null;
  if (!sorceryTiming(game, player)) return 'a loyalty ability can be activated only at sorcery speed (CR 606.3)';
  const obj = game.objects[source];
  if (obj.loyaltyTurn === game.turn) return `a loyalty ability of ${obj.card} has already been activated this turn (CR 606.3)`;
  if (loyalty < 0 && (obj.counters.loyalty ?? 0) < -loyalty) return `${obj.card} has fewer than ${-loyalty} loyalty counters (CR 606.6)`;
  return null;
}

function chosen(refs: string[] | undefined, kind: 'sacrifice' | 'discard', needed: boolean, find: (ref: string) => number | null, allowed: number[]): Check<number[]> {
  const given = refs ?? [];
  if (!needed) return given.length === 0 ? { ok: true, value: [] } : { ok: false, reason: `this ability has no ${kind} cost` };
  if (given.length !== 1) return { ok: false, reason: `choose one ${kind === 'sacrifice' ? 'permanent to sacrifice' : 'card to discard'} in "costs.${kind}"` };
  const id = find(given[0]);
  return id !== null && allowed.includes(id) ? { ok: true, value: [id] } : { ok: false, reason: `${given[0]} can't be ${kind === 'sacrifice' ? 'sacrificed' : 'discarded'} for this cost` };
}

/** Checks the permanents and cards a decision chose for an activation's costs. */
function checkCostChoices(game: GameState, player: PlayerId, cost: ActivationCost, source: number, refs: CostReferences | undefined): Check<CostChoices> {
  const life = lifeCostProblem(game, player, cost);
  if (life) return { ok: false, reason: life };
  const sacrifice = chosen(refs?.sacrifice, 'sacrifice', cost.sacrifice !== undefined, (r) => findOwnPermanent(game, player, r), sacrificeCandidates(game, player, cost, source));
  if (!sacrifice.ok) return sacrifice;
  const discard = chosen(refs?.discard, 'discard', cost.discard !== undefined, (r) => findOwnCard(game, player, r, 'hand'), discardCandidates(game, player, cost, source));
  if (!discard.ok) return discard;
  const exile = exiledCards(game, player, cost, refs?.exile);
  if (!exile.ok) return exile;
  const returned = returnedAttacker(game, player, cost, refs?.return);
  if (!returned.ok) return returned;
  return { ok: true, value: { sacrifice: sacrifice.value, discard: discard.value, exile: exile.value, returned: returned.value } };
}

/** Checks the graveyard cards an exile cost takes: that many different cards of the player's own graveyard the filter accepts (CR 602.2b, 118.3). */
function exiledCards(game: GameState, player: PlayerId, cost: ActivationCost, refs: string[] | undefined): Check<number[]> {
  const exiled = cost.exileGraveyardCards;
  if (!exiled) return refs === undefined || refs.length === 0 ? { ok: true, value: [] } : fail('this ability has no exile cost');
  const wanted = cardsFilterPhrase(exiled.filter, exiled.count);
  if (refs === undefined || refs.length !== exiled.count) return fail(`choose ${wanted} from your graveyard to exile in "costs.exile"`);
  const candidates = exileCandidates(game, player, cost);
  const ids: number[] = [];
  for (const ref of refs) {
    const id = findOwnCard(game, player, ref, 'graveyard');
    if (id === null || !candidates.includes(id)) return fail(`${ref} can't be exiled for this cost (${wanted} from your graveyard)`);
    if (ids.includes(id)) return fail(`${ref} is named twice in "costs.exile": the cost takes ${wanted}`);
    ids.push(id);
  }
  return { ok: true, value: ids };
}

/** Checks ninjutsu's returned attacker: one unblocked attacking creature the player controls (CR 702.49a, 702.49c). */
function returnedAttacker(game: GameState, player: PlayerId, cost: ActivationCost, ref: string | undefined): Check<number[]> {
  if (!cost.returnUnblockedAttacker) return ref === undefined ? { ok: true, value: [] } : fail('this ability returns no attacker');
  const candidates = unblockedAttackers(game, player);
  if (candidates.length === 0) return fail('ninjutsu needs an unblocked attacking creature you control (CR 702.49c)');
  if (ref === undefined) return fail('name the unblocked attacker to return in "return"');
  const id = findOwnPermanent(game, player, ref);
  return id !== null && candidates.includes(id) ? { ok: true, value: [id] } : fail(`${ref} is not an unblocked attacking creature you control`);
}

/** Why an activated ability's own limits forbid activating it now, or null (CR 602.5b). */
export function activationLimitProblem(game: GameState, player: PlayerId, source: number, abilityIndex: number, ability: Extract<AbilityDefinition, { kind: 'activated' }>): string | null {
  if (ability.sorcerySpeed && !sorceryTiming(game, player)) return 'this ability can be activated only at sorcery speed';
  if (ability.during === 'your-turn' && game.active !== player) return 'this ability can be activated only during your turn';
  if (ability.during === 'your-upkeep' && (game.active !== player || game.step !== 'upkeep')) return 'this ability can be activated only during your upkeep';
  // CR 602.5b, 207.2c: "Activate only if seven or more cards are in your graveyard" (threshold), read now.
  if (ability.condition && !conditionHoldsNow(game, source, player, ability.condition))
    return `this ability can be activated only if ${conditionPhrase(ability.condition, sourceInfo(game, source).card, false)}`;
  if (ability.perTurn !== undefined && activationsThisTurn(game, source, abilityIndex) >= ability.perTurn)
    return `this ability can be activated only ${ability.perTurn === 1 ? 'once' : `${ability.perTurn} times`} each turn (CR 602.5b)`;
  return null;
}

function activationsThisTurn(game: GameState, source: number, abilityIndex: number): number {
  const record = game.objects[source].activationsThisTurn;
  return record && record.turn === game.turn ? (record.counts[abilityIndex] ?? 0) : 0;
}

/** A checked activation. */
export interface ActivationPlan {
  source: number;
  abilityIndex: number;
  ability: Extract<AbilityDefinition, { kind: 'activated' | 'mana' }>;
  targets: TargetValue[];
  payment: PaymentPlan | null;
  cost: ManaCost;
  /** The value of X in the cost (CR 107.3, 602.2b), 0 without one. */
  x: number;
  costChoices: CostChoices;
  /** The amounts divided among the targets, by target index (CR 601.2d, 602.2b). */
  divided?: number[];
}

/** Checks an activated or mana ability (CR 602.2, 605.3). */
export function checkActivate(
  game: GameState,
  player: PlayerId,
  d: { card: string; ability: number | string; targets?: string[]; x?: number; pay?: 'auto' | string[]; costs?: CostReferences; return?: string; divide?: Record<string, number> },
): Check<ActivationPlan> {
  // CR 702.29a, 702.29e, 702.49a, 702.53a, 702.57a: cycling, typecycling, ninjutsu, transmute and forecast are activated from the hand.
  const fromHand = typeof d.ability === 'string' && isHandAbilityName(d.ability);
  // CR 702.49d: commander ninjutsu also works from the command zone.
  const source = fromHand ? (findOwnCard(game, player, d.card, 'hand') ?? (d.ability === 'commander ninjutsu' ? findOwnCard(game, player, d.card, 'command') : null)) : findOwnPermanent(game, player, d.card);
  if (source === null) return fail(`${d.card} is not ${fromHand ? 'in your hand' : 'a permanent you control'}`);
  const compiled = compiledObject(game, source);
  let abilityIndex: number | undefined;
  let ability: AbilityDefinition | undefined;
  if (typeof d.ability === 'number') {
    // CR 613.1f: a permanent's abilities include those effects gave it, numbered after its card's own.
    const c = characteristics(game, source);
    const found = fromHand ? null : activatedAbility(c, d.ability);
    if (found === null && d.ability < compiled.activated.length && !c.hasAbilities) return fail(`${d.card} has lost its abilities`);
    abilityIndex = found?.abilityIndex;
    ability = found?.ability;
  } else {
    abilityIndex = compiled.abilities.findIndex((a) => a.kind === 'activated' && activatedKeywordName(a) === d.ability);
    ability = compiled.abilities[abilityIndex];
  }
  if (abilityIndex === undefined || abilityIndex < 0 || ability === undefined) return fail(`${d.card} has no such ability`);
  if (ability.kind !== 'activated' && ability.kind !== 'mana') return fail(`${d.card} has no such ability`);
  // CR 702.49a, 702.29a: ninjutsu, cycling and the other hand abilities work only while the card is in the hand.
  if (!fromHand && ability.kind === 'activated' && ability.fromHand) return fail(`${d.card}'s ${activatedKeywordName(ability) ?? 'ability'} works only from the hand`);
  const obj = game.objects[source];
  if (!fromHand) {
    const c = characteristics(game, source);
    if (!c.hasAbilities && abilityIndex < compiled.abilities.length) return fail(`${d.card} has lost its abilities`);
    // CR 302.6, 107.6: {T}/{Q} need the permanent untapped/tapped and a creature's control since the turn began (or haste).
    const sourceProblem = sourceCostProblem(game, source, ability.cost);
    if (sourceProblem) return fail(sourceProblem);
  }
  if (ability.kind === 'activated') {
    const limited = activationLimitProblem(game, player, source, abilityIndex, ability);
    if (limited) return fail(limited);
  }
  const forbidden = activationForbiddenBy(game, source, ability.kind === 'mana', d.card);
  if (forbidden) return fail(forbidden);
  const loyaltyProblem = loyaltyAbilityProblem(game, player, source, ability.cost.loyalty);
  if (loyaltyProblem) return fail(loyaltyProblem);
  const info = fromHand ? printedInfo(game, obj) : sourceInfo(game, source);
  if (fromHand) info.controller = player;
  const specs = ability.kind === 'activated' ? ability.targets : [];
  const targets = checkTargets(game, player, specs, d.targets, info, d.x ?? 0);
  if (!targets.ok) return targets;
  // CR 301.5c: an Equipment can't equip itself; it must target another creature.
  if (ability.kind === 'activated' && ability.keyword === 'equip' && targets.value.some((t) => 'object' in t && t.object === source)) return fail("equipment can't equip itself");
  const costChoices = checkCostChoices(game, player, ability.cost, source, d.return === undefined ? d.costs : { ...d.costs, return: d.return });
  if (!costChoices.ok) return costChoices;
  const cost = withXSpend(parseCost(ability.cost.mana), ability.cost.xSpend);
  // CR 107.3, 602.2b: the activator announces X as the cost is determined.
  const x = d.x ?? 0;
  if (!Number.isInteger(x) || x < 0) return fail('X must be a whole number');
  if (cost.xCount === 0 && x !== 0) return fail(`${d.card}'s ability has no X`);
  const division = checkDivision(game, player, ability.kind === 'activated' ? ability.effects : [], targets.value, d.divide, x);
  if (!division.ok) return division;
  let payment: PaymentPlan | null = null;
  // CR 605.3a: a mana ability's mana cost is paid like any activation's ("{1}, {T}: Add {W}{U}").
  if (ability.kind === 'activated' || ability.cost.mana) {
    // A permanent tapped or sacrificed for the cost can't also pay its mana.
    const exclude = [...(ability.cost.tap || ability.cost.sacrificeSelf ? [source] : []), ...costChoices.value.sacrifice, ...costChoices.value.returned];
    const planned = checkPayment(game, player, cost, x, d.pay, exclude);
    if (!planned.ok) return planned;
    payment = planned.value;
  }
  return { ok: true, value: { source, abilityIndex, ability, targets: targets.value, payment, cost, x, costChoices: costChoices.value, ...(division.value ? { divided: division.value } : {}) } };
}

/**
 * Pays the costs an activation takes besides mana, {T}, {Q}, counters and loyalty: the chosen
 * sacrifices and discards, life, then the source itself sacrificed or discarded (CR 602.2b, 118.3).
 * Returns the source's id after that (a discarded card is a new object, CR 400.7).
 */
function payOwnCosts(run: Run, game: GameState, player: PlayerId, plan: ActivationPlan): number {
  const { ability, source } = plan;
  payCostChoices(run, game, player, ability.cost, plan.costChoices);
  if (ability.cost.sacrificeSelf) moveOne(run, game, { id: source, to: 'graveyard' });
  if (!ability.cost.discardSelf) return source;
  return discardCards(run, game, player, [source])[0].id;
}

/** Carries out a checked activation: costs are paid and the ability goes on the stack (mana abilities resolve at once). */
export function executeActivate(run: Run, game: GameState, player: PlayerId, plan: ActivationPlan): void {
  const { ability, source } = plan;
  game.passes = 0;
  const obj = game.objects[source];
  const fromHand = obj.zone === 'hand' || obj.zone === 'command';
  const info = fromHand ? printedInfo(game, obj) : sourceInfo(game, source);
  if (fromHand) info.controller = player;
  if (plan.payment) pay(run, game, player, plan.payment, plan.cost, plan.x);
  // CR 106.12: a land's mana ability with {T} taps it for mana.
  if (ability.cost.tap) (ability.kind === 'mana' ? tapForMana(game, player, source) : setTapped(game, source, true));
  if (ability.cost.untap) setTapped(game, source, false);
  if (ability.cost.removeCounters) addCounters(game, source, ability.cost.removeCounters.counter, -ability.cost.removeCounters.count);
  if (ability.kind === 'mana') {
    // CR 605.3a-b: a mana ability's costs are paid, then its mana is added at once, without the stack.
    payOwnCosts(run, game, player, plan);
    const colors = produceMana(run, game, player, info, ability);
    if (colors) game.action = { type: 'add-mana-of-choice', player, colors };
    return;
  }
  if (ability.cost.loyalty !== undefined) {
    // CR 606.4: the loyalty cost puts or removes loyalty counters as the ability is activated.
    addCounters(game, source, 'loyalty', ability.cost.loyalty);
    game.objects[source].loyaltyTurn = game.turn;
  }
  if (ability.perTurn !== undefined) {
    // Counted on the object: a permanent that leaves and returns is a new object with a fresh count (CR 400.7).
    const counts = game.objects[source].activationsThisTurn?.turn === game.turn ? game.objects[source].activationsThisTurn!.counts : {};
    game.objects[source].activationsThisTurn = { turn: game.turn, counts: { ...counts, [plan.abilityIndex]: (counts[plan.abilityIndex] ?? 0) + 1 } };
  }
  // CR 702.49c: the ninja will attack what the returned creature attacked.
  const returned = game.combat?.attackers.find((a) => plan.costChoices.returned.includes(a.id));
  // CR 702.49a-b: ninjutsu reveals the card, which stays revealed while the ability is on the stack; 702.57b: forecast's
  // cost reveals it and it stays in the hand, known to both players.
  if (ability.kind === 'activated' && obj.zone === 'hand' && (ability.keyword === 'ninjutsu' || ability.keyword === 'commander ninjutsu' || ability.cost.revealSelf)) markSeen(game, ['A', 'B'], [source]);
  const sourceId = payOwnCosts(run, game, player, plan);
  const context = returned ? (returned.planeswalker !== undefined ? { player: returned.defender, object: returned.planeswalker } : { player: returned.defender }) : {};
  const item = newStackItem({ id: game.nextId++, kind: 'ability', objectId: null, source: sourceId, sourceCard: obj.card, controller: player, abilityIndex: plan.abilityIndex, targets: plan.targets, x: plan.x, kicked: false, alt: null, sourceInfo: info, context });
  // CR 113.7a: an ability an effect gave the source (or whose text an effect changed, CR 612.1) exists on the stack whatever happens to that effect.
  if (ability !== compiledCard(game, obj.card).abilities[plan.abilityIndex]) item.granted = ability;
  if (plan.divided) item.divided = plan.divided;
  game.stack.push(item);
  detectWardTriggers(game, item);
  // CR 702.29c, 702.29f: typecycling is cycling; "When you cycle" abilities trigger on it too.
  if (ability.kind === 'activated' && (ability.keyword === 'cycling' || ability.keyword === 'typecycling')) {
    run.events.push({ type: 'cycled', player, card: sourceId });
    detectCycleTriggers(game, sourceId, player);
  }
  run.events.push({ type: 'activate', player, card: obj.card, ability: plan.abilityIndex });
}
