import { ActivationCost, CardDefinition, EnchantSpec, Effect, TargetSpec } from '../cards/card-definition';
import { discardCandidates, exileCandidates, lifeCostProblem, sacrificeCandidates, sourceCostFailure, unblockedAttackers } from '../rules/activation-costs';
import { CompiledCard, compiledCardOf } from '../cards/compiled-card';
import { allModes, modeChoices, spellForModes, stackSpellText } from '../cards/spell-modes';
import { checkKeywordCostPayment, firstKeywordCostPayment, KeywordCostPayment } from '../rules/keyword-cost-payment';
import { spliceCosts, splicesOnto } from '../rules/splice-costs';
import { AlternativeCost, Attacker, GameState, PlayerId, SourceInfo, TargetValue } from '../state/game-state';
import { printedInfo } from '../state/objects';
import { activationLimitProblem, CastCostChoices, kickerCostsPaid, loyaltyAbilityProblem, offeringCandidates, sorceryTiming, totalCost } from '../rules/casting';
import { canPay, costIsTapOnly, manaAvailable, manaSources, ManaSource, manaValue, parseCost, withXSpend } from '../rules/mana';
import { activatedAbility, activatedAbilityCount, hasActivatedAbilities } from '../rules/object-abilities';
import { assignmentError, attackablePlaneswalkers, attackCost, attackTaxPerCreature, attackedTarget, attackerDamageChooser, bandsWithOther, blockDeclarationError, blockedBy, canBlock, hasBanding, lethalDamageFor, mayAssignAsUnblocked, possibleAttackers, possibleBlockers, requiredBlocks } from '../rules/combat';
import { battlefieldCharacteristics, cachedDerived, characteristics, Characteristics, sourceInfo } from '../rules/layers';
import { auraTargetSpec, distinctFromEarlier, severalTargetChoices, severalTargetsFrom, targetCandidates, targetCountBounds } from '../rules/targets';
import { evenDivision } from '../rules/divided-amounts';
import { choiceOptions } from './choice-answers';
import { activationForbiddenBy, castForbiddenBy, playerRuleApplies } from '../rules/player-rules';
import { FACE_DOWN_COST, FACE_DOWN_NAME } from '../cards/face-down';
import { morphCostOf } from '../rules/face-down';
import { LegalOption } from './decision';
import { battlefieldReferences, opponentOf, referenceOf, referenceOfTarget } from './references';
import { castTargets, kickChangesTargets, kickChoices, kicksChosen } from '../rules/kicker';

const MAX_TARGET_OPTIONS = 24;

// Target lists depend only on the specs and on the source's controller and colours (hexproof,
// protection), so one options pass computes each distinct list once.
let comboCache: { game: GameState; lists: Map<string, string[][]> } | null = null;
// Definitions are shared and read-only, so a spec list's text is made once (not at every options pass).
const SPECS_TEXT = new WeakMap<readonly TargetSpec[], string>();

function specsText(specs: readonly TargetSpec[]): string {
  let text = SPECS_TEXT.get(specs);
  if (text === undefined) {
    text = JSON.stringify(specs);
    SPECS_TEXT.set(specs, text);
  }
  return text;
}

function targetCombos(game: GameState, specs: TargetSpec[], source: SourceInfo): string[][] {
  if (comboCache?.game !== game) comboCache = { game, lists: new Map() };
  const key = `${specsText(specs)}|${source.controller}|${source.colors.join('')}|${source.spell ? source.types.join(',') : 'ability'}`;
  let lists = comboCache.lists.get(key);
  if (!lists) {
    lists = keptTargetCombos(game, specs, source);
    comboCache.lists.set(key, lists);
  }
  return lists;
}

/** By spec list and source object, the target lists an earlier options pass made (spells and abilities apart). */
interface KeptTargetLists {
  spell: WeakMap<readonly TargetSpec[], Map<number, string[][]>>;
  ability: WeakMap<readonly TargetSpec[], Map<number, string[][]>>;
}

const KEPT_TARGET_LISTS = 'target-lists';

function newKeptTargetLists(): KeptTargetLists {
  return { spell: new WeakMap(), ability: new WeakMap() };
}

/**
 * computeTargetCombos, or the lists an earlier options pass computed for the same specs and source when what they read
 * has not changed since: specs that read only the players and the battlefield's characteristics (no tapped, combat or
 * "another" condition) keep their lists with the characteristics, which every permanent entering, leaving or changing
 * drops; a source object (a card in hand, a permanent) has the same characteristics meanwhile.
 */
function keptTargetCombos(game: GameState, specs: TargetSpec[], source: SourceInfo): string[][] {
  if (!readsOnlyCharacteristics(specs)) return computeTargetCombos(game, specs, source);
  const kept = cachedDerived(game, KEPT_TARGET_LISTS, newKeptTargetLists);
  const bySpecs = source.spell ? kept.spell : kept.ability;
  let bySource = bySpecs.get(specs);
  if (bySource === undefined) {
    bySource = new Map();
    bySpecs.set(specs, bySource);
  }
  let lists = bySource.get(source.id);
  if (lists === undefined) {
    lists = computeTargetCombos(game, specs, source);
    bySource.set(source.id, lists);
  }
  return lists;
}

/** Whether the specs' legal targets are a function of the players and the battlefield's characteristics alone. */
function readsOnlyCharacteristics(specs: readonly TargetSpec[]): boolean {
  for (const spec of specs) {
    switch (spec.kind) {
      case 'player':
      case 'opponent':
      case 'player-or-planeswalker':
        continue;
      case 'any':
        if (spec.another) return false;
        continue;
      case 'permanent': {
        const f = spec.filter;
        if (f.another || f.tapped !== undefined || f.combat || f.blockingSource || f.attackedThisTurn) return false;
        continue;
      }
      default:
        return false;
    }
  }
  return true;
}

function computeTargetCombos(game: GameState, specs: TargetSpec[], source: SourceInfo): string[][] {
  // One target (most lists): every candidate, none earlier to differ from.
  if (specs.length === 1 && !specs[0].number) {
    const candidates = targetCandidates(game, specs[0], source);
    const lists: string[][] = [];
    for (let i = 0; i < candidates.length && i < MAX_TARGET_OPTIONS; i++) lists.push([referenceOfTarget(game, candidates[i])]);
    return lists;
  }
  let combos: TargetValue[][] = [[]];
  const several = severalTargetsFrom(specs);
  for (let i = 0; i < specs.length; i++) {
    const candidates = targetCandidates(game, specs[i], source);
    if (i === several) {
      // CR 601.2c: a word "target" choosing several; X is listed from 0 to 8 targets, each variant keeping those that fit its X.
      // CR 702.33c: one target and one more per kick, listed from one target to nine (multikicker is listed up to 8 times).
      const { min, max } = targetCountBounds(specs, 8, 8);
      const least = specs[i].number!.min === 'X' ? 0 : specs[i].number!.min === 'one-per-kick' ? 1 : min - i;
      const choices = severalTargetChoices(candidates, least, max - i);
      combos = combos.flatMap((prefix) => choices.map((chosen) => [...prefix, ...chosen])).slice(0, MAX_TARGET_OPTIONS);
      continue;
    }
    combos = combos.flatMap((prefix) => candidates.filter((c) => distinctFromEarlier(specs, i, c, prefix)).map((c) => [...prefix, c])).slice(0, MAX_TARGET_OPTIONS);
  }
  return combos.map((combo) => combo.map((t) => referenceOfTarget(game, t)));
}

// An Aura's one target spec, made once per definition (its list is then the same object at every options pass).
const AURA_TARGETS = new WeakMap<CardDefinition, TargetSpec[]>();

function auraTargets(def: CardDefinition, enchant: EnchantSpec): TargetSpec[] {
  let specs = AURA_TARGETS.get(def);
  if (specs === undefined) {
    specs = [auraTargetSpec(enchant)];
    AURA_TARGETS.set(def, specs);
  }
  return specs;
}

function uniqueByName(game: GameState, ids: number[]): number[] {
  const out: number[] = [];
  const names: string[] = [];
  for (const id of ids) {
    const name = game.objects[id].card;
    if (names.includes(name)) continue;
    names.push(name);
    out.push(id);
  }
  return out;
}

/** What the options ask of a card at every priority, read from its definition once. */
interface CardFacts {
  isLand: boolean;
  /** CR 307.1, 702.8a: an instant or a card with flash may be cast whenever its controller has priority. */
  instantSpeed: boolean;
  /** Coloured and hybrid symbols of the cost each way of casting pays: no cost change but offering's removes them (CR 601.2f). */
  symbols: Record<'manaCost' | AlternativeCost, number>;
}

// Definitions are shared and read-only, so their facts are made once per compiled card.
const CARD_FACTS = new WeakMap<CompiledCard, CardFacts>();

function cardFacts(compiled: CompiledCard): CardFacts {
  let facts = CARD_FACTS.get(compiled);
  if (facts === undefined) {
    const def = compiled.def;
    const symbols = (text: string | null | undefined) => {
      const cost = parseCost(text);
      return cost.colored.length + cost.hybrid.length;
    };
    facts = {
      isLand: def.types.includes('Land'),
      instantSpeed: def.types.includes('Instant') || def.keywords.includes('flash'),
      symbols: { manaCost: symbols(def.manaCost), flashback: symbols(def.flashback), madness: symbols(def.madness), free: 0 },
    };
    CARD_FACTS.set(compiled, facts);
  }
  return facts;
}

// Most cards have no offering: one shared empty list instead of one per card at every priority.
const NO_OFFERINGS: readonly number[] = [];
// A card that targets nothing (most casts): shared empty lists, read only.
const NO_SPECS: TargetSpec[] = [];
const NO_COMBOS: string[][] = [[]];
const NO_EFFECTS: Effect[] = [];

/** Lists the casts of one card (with an alternative cost or not) that the player could make now. */
function castConsiderer(game: GameState, player: PlayerId, lazySources: () => ManaSource[], out: LegalOption[]): (id: number, alt?: AlternativeCost) => void {
  const pool = game.players[player].manaPool;
  const snowPool = game.players[player].snowMana;
  let sources: ManaSource[] = [];
  let available = -1;
  const sorcery = sorceryTiming(game, player);
  // The hand's cards with splice, found once for all the casts considered (CR 702.47a).
  let splicing: number[] | null = null;
  const spliceCards = () => (splicing ??= game.players[player].hand.filter((c) => compiledCardOf(game, c).def.splice));
  return (id: number, alt?: AlternativeCost) => {
    const compiled = compiledCardOf(game, id);
    const facts = cardFacts(compiled);
    // CR 307.1: cheap timing and mana checks first; rule statics and targets only for castable cards.
    if (!castListable(compiled, facts, sorcery, alt)) return;
    const def = compiled.def;
    if ((alt === 'flashback' || alt === 'madness') && !def[alt]) return;
    const timely = withinTiming(facts, sorcery, alt);
    // CR 702.48a: a card with offering may also be cast any time an instant could, sacrificing a permanent of its subtype.
    const offerings: readonly number[] = def.offering && !alt ? offeringCandidates(game, player, def.offering) : NO_OFFERINGS;
    if (!timely && offerings.length === 0) return;
    if (castForbiddenBy(game, player, def.types, def.name)) return;
    if (available < 0) {
      sources = lazySources();
      available = manaAvailable(pool, sources);
    }
    // The total cost keeps every coloured and hybrid symbol: a card with more than the mana available is skipped before it is made.
    if (offerings.length === 0 && facts.symbols[alt ?? 'manaCost'] > available) return;
    const base = totalCost(game, player, id, alt ?? null, {});
    if (!base.ok) return;
    const cost = base.value;
    if (offerings.length === 0 && manaValue(cost) > available) return;
    // CR 601.2f: each variant's total cost comes from the one cost function the cast itself uses.
    const payable = (choices: CastCostChoices, x = 0, tapped: readonly number[] = []) => {
      const total = choices.kicked || choices.buyback || choices.entwine || choices.replicate || choices.sacrificed !== undefined || choices.spliced ? totalCost(game, player, id, alt ?? null, choices) : base;
      return total.ok && canPay(pool, tapped.length ? sources.filter((s) => !tapped.includes(s.id)) : sources, total.value, x, snowPool);
    };
    const variants: (CastCostChoices & { x?: number; spliceCost?: string[]; kickerCost?: string[] })[] = [];
    // Out of its timing only offering's casts are listed (CR 702.48a).
    if (timely && cost.xCount > 0) {
      for (let x = 1; x <= 8 && payable({}, x); x++) variants.push({ x });
    } else if (timely && payable({})) variants.push({});
    // CR 702.33a-d: each kicker choice that is affordable (multikicker up to 8 times, like X).
    // CR 702.33a: a kicker cost that is not only mana is paid with the first objects that can pay it.
    if (timely) {
      for (const kicked of kickChoices(def, 8)) {
        const paid = typeof def.kicker === 'object' ? kickerCostsPaid(def, kicksChosen(def, kicked) as number[]) : [];
        const kickerCost = paid.length ? firstKeywordCostPayment(game, player, id, paid) : [];
        if (kickerCost === null) continue;
        const tapped = kickerCost.length ? (checkKeywordCostPayment(game, player, id, paid, kickerCost, [], 'kickerCost') as { ok: true; value: KeywordCostPayment }).value.tap : [];
        if (payable({ kicked }, 0, tapped)) variants.push(kickerCost.length ? { kicked, kickerCost } : { kicked });
      }
    }
    // CR 702.27a, 702.42a: buyback and entwine are optional additional costs; each affordable variant may also pay them.
    if (def.buyback) for (const v of variants.slice()) if (payable({ ...v, buyback: true }, v.x)) variants.push({ ...v, buyback: true });
    if (def.entwine) for (const v of variants.slice()) if (payable({ ...v, entwine: true }, v.x)) variants.push({ ...v, entwine: true });
    // CR 702.56a: replicate is paid any number of times: each affordable count (up to 8, like X).
    if (def.replicate) for (const v of variants.slice()) for (let n = 1; n <= 8 && payable({ ...v, replicate: n }, v.x); n++) variants.push({ ...v, replicate: n });
    for (const sacrificed of offerings) if (payable({ sacrificed })) variants.push({ sacrificed });
    // CR 702.47a: each affordable set of the hand's cards that splice onto the spell (the first three such cards), their
    // costs that are not mana paid with the first permanents that can pay them.
    const splicers = alt || !def.spell ? [] : spliceCards().filter((c) => c !== id && splicesOnto(compiledCardOf(game, c).def.splice!, def)).slice(0, 3);
    for (let mask = 1; mask < 1 << splicers.length; mask++) {
      const spliced = splicers.filter((_, i) => mask & (1 << i));
      const spliceCost = firstKeywordCostPayment(game, player, id, spliceCosts(game, spliced));
      if (spliceCost === null) continue;
      const tapped = spliceCost.length ? (checkKeywordCostPayment(game, player, id, spliceCosts(game, spliced), spliceCost, [], 'spliceCost') as { ok: true; value: KeywordCostPayment }).value.tap : [];
      // A kicker cost that takes objects is not combined with a splice cost here: the first objects could be the same.
      for (const v of variants.slice()) if (v.sacrificed === undefined && !v.spliced && !v.kickerCost && payable({ ...v, spliced }, v.x, tapped)) variants.push({ ...v, spliced, ...(spliceCost.length ? { spliceCost } : {}) });
    }
    if (variants.length === 0) return;
    // CR 601.2b, 601.2h: a mandatory additional cost, paid with the first objects that can pay it; none: the card can't be cast.
    const additionalCost = def.additionalCost ? firstKeywordCostPayment(game, player, id, [{ card: def.name, cost: def.additionalCost }]) : undefined;
    if (additionalCost === null) return;
    const first = out.length;
    const obj = game.objects[id];
    const card = obj.card;
    // CR 700.2a: a modal spell is cast with each legal choice of modes, each with its own targets; an entwined one with all of them.
    const choices: { modes?: number[]; entwine: boolean }[] = def.spell?.modes ? modeChoices(def.spell.modes.choose, def.spell.modes.options.length).map((modes) => ({ modes, entwine: false })) : [{ entwine: false }];
    if (def.entwine && def.spell) choices.push({ modes: allModes(def.spell), entwine: true });
    // The spell as a source of targets, made only for a spell that targets (most castable cards don't).
    let info: SourceInfo | null = null;
    const spellInfo = (): SourceInfo => {
      if (info === null) {
        info = printedInfo(game, obj);
        info.controller = player;
        info.spell = true;
      }
      return info;
    };
    for (const { modes, entwine } of choices) {
      // CR 702.33g: the targets of a kicked part are chosen only for a kicked cast; 702.47d: the spliced text's after the spell's own.
      const targetChoices = (kicked: boolean, spliced?: readonly number[]) => {
        const text = def.spell ? stackSpellText(game, def.spell, modes, spliced?.map((c) => game.objects[c].card)) : null;
        const specs: TargetSpec[] = text ? castTargets(text, kicked) : def.enchant ? auraTargets(def, def.enchant) : NO_SPECS;
        return { specs, combos: specs.length ? targetCombos(game, specs, spellInfo()) : NO_COMBOS, effects: text?.effects ?? NO_EFFECTS };
      };
      const unkicked = targetChoices(false);
      const kicked = def.spell && kickChangesTargets(spellForModes(def.spell, modes)) ? targetChoices(true) : unkicked;
      for (const variant of variants) {
        if (!!variant.entwine !== entwine) continue;
        const { spliced } = variant;
        const { specs, combos, effects } = spliced ? targetChoices(!!variant.kicked, spliced) : variant.kicked ? kicked : unkicked;
        const offering = variant.sacrificed !== undefined ? referenceOf(game, variant.sacrificed) : undefined;
        const splice = spliced ? spliced.map((c) => referenceOf(game, c)) : undefined;
        if (!specs.length) out.push(castOption(card, alt, variant, offering, splice, modes, undefined));
        else if (severalTargetsFrom(specs) !== null) {
          for (const targets of combos) {
            const fitted = fittedTargets(specs, targets, variant.x ?? 0, (kicksChosen(def, variant.kicked) as number[]).length, effects);
            if (fitted) out.push(castOption(card, alt, variant, offering, splice, modes, targets, fitted.divide));
          }
        } else for (const targets of combos) out.push(castOption(card, alt, variant, offering, splice, modes, targets));
      }
    }
    if (additionalCost?.length) for (let i = first; i < out.length; i++) (out[i] as Extract<LegalOption, { do: 'cast' }>).additionalCost = additionalCost;
  };
}

/**
 * One cast option, its fields set one by one in the order the option lists show them (card, alt,
 * the variant's choices, offering, splice, modes, targets): a hot path, where spreading objects costs.
 */
function castOption(card: string, alt: AlternativeCost | undefined, variant: CastCostChoices & { x?: number; spliceCost?: string[]; kickerCost?: string[] }, offering: string | undefined, splice: string[] | undefined, modes: number[] | undefined, targets: string[] | undefined, divide?: Record<string, number>): LegalOption {
  const option: Extract<LegalOption, { do: 'cast' }> = { do: 'cast', card };
  if (alt) option.alt = alt;
  for (const key in variant) if (key !== 'sacrificed' && key !== 'spliced') (option as Record<string, unknown>)[key] = variant[key as keyof typeof variant];
  if (offering !== undefined) option.offering = offering;
  if (splice) option.splice = splice;
  if (modes) option.modes = modes;
  if (targets) option.targets = targets;
  if (divide) option.divide = divide;
  return option;
}

/**
 * CR 601.2c-d: whether a choice of targets for a word "target" choosing several fits the X and kicks chosen, and the even division
 * the option announces when the effect divides an amount among them (null: it doesn't fit or can't be divided).
 */
function fittedTargets(specs: readonly TargetSpec[], targets: readonly string[], x: number, kicks: number, effects: readonly Effect[]): { divide?: Record<string, number> } | null {
  const { min, max } = targetCountBounds(specs, x, kicks);
  if (targets.length < min || targets.length > max) return null;
  const divide = evenDivision(effects, targets, x);
  return divide === null ? null : divide ? { divide } : {};
}

function castOptions(game: GameState, player: PlayerId, hand: number[], lazySources: () => ManaSource[], out: LegalOption[]): void {
  const pool = game.players[player].manaPool;
  const sorcery = sorceryTiming(game, player);
  // Made for the first card that may be cast now: at most priorities no card in hand is.
  let consider: ((id: number, alt?: AlternativeCost) => void) | null = null;
  for (const id of hand) if (timelyCast(game, id, sorcery)) (consider ??= castConsiderer(game, player, lazySources, out))(id);
  // CR 903.8: commanders are cast from the command zone (with the tax).
  for (const id of game.players[player].command) if (timelyCast(game, id, sorcery)) (consider ??= castConsiderer(game, player, lazySources, out))(id);
  // CR 702.37c: a morph card may be cast face down for {3} (a creature spell: sorcery timing).
  if (sorcery) {
    const morphs = hand.filter((id) => compiledCardOf(game, id).def.morph);
    if (morphs.length > 0 && !castForbiddenBy(game, player, ['Creature']) && canPay(pool, lazySources(), parseCost(FACE_DOWN_COST), 0)) for (const id of morphs) out.push({ do: 'cast', card: game.objects[id].card, alt: 'morph' });
  }
  // CR 702.34a: only a flashback card is cast from the graveyard (one option per name); the name check only for those.
  const graveyard = game.players[player].graveyard;
  for (const id of graveyard) {
    if (!compiledCardOf(game, id).def.flashback) continue;
    const card = game.objects[id].card;
    if (graveyard.find((other) => game.objects[other].card === card) === id && timelyCast(game, id, sorcery, 'flashback')) (consider ??= castConsiderer(game, player, lazySources, out))(id, 'flashback');
  }
}

/** CR 307.1: whether a cast is within its timing now; CR 702.35a, 702.60a: madness and ripple's free casts ignore it. */
function withinTiming(facts: CardFacts, sorcery: boolean, alt?: AlternativeCost): boolean {
  return sorcery || alt === 'madness' || alt === 'free' || facts.instantSpeed;
}

/**
 * The timing test castConsiderer starts with: a land is never cast (CR 307.1); out of its timing only a card with
 * offering may be, and only for its own cost (CR 702.48a).
 */
function castListable(compiled: CompiledCard, facts: CardFacts, sorcery: boolean, alt?: AlternativeCost): boolean {
  return !facts.isLand && (withinTiming(facts, sorcery, alt) || (!alt && !!compiled.def.offering));
}

/** castListable of a card of the hand, command zone or graveyard: whether castConsiderer needs making at all. */
function timelyCast(game: GameState, id: number, sorcery: boolean, alt?: AlternativeCost): boolean {
  const compiled = compiledCardOf(game, id);
  return castListable(compiled, cardFacts(compiled), sorcery, alt);
}

interface ActivatablePermanent {
  id: number;
  card: string;
  c: Characteristics;
  /** By printed activated ability: the cost of a mana ability whose whole cost is {T} (offered whenever the permanent can tap), else null. */
  tapManaOnly: readonly (ActivationCost | null)[];
  /** By ability: its bare mana ability's option once made, kept with this entry (made again when its reference changes). */
  manaOptions: LegalOption[];
}

/**
 * The option of a permanent's mana ability whose whole cost is {T}: one frozen object for every options pass of the
 * same battlefield (no new object at each priority; a caller can't change what a later pass returns).
 */
function manaAbilityOption(permanent: ActivatablePermanent, ability: number): LegalOption {
  return (permanent.manaOptions[ability] ??= Object.freeze({ do: 'activate', card: permanent.card, ability, manaAbility: true }));
}

// Passing is always an option: one frozen object shared by every options pass.
const PASS_OPTION: LegalOption = Object.freeze({ do: 'pass' });

// Definitions are shared and read-only, so which abilities are bare {T} mana abilities is read once per compiled card.
const TAP_MANA_ONLY = new WeakMap<CompiledCard, (ActivationCost | null)[]>();

function tapManaOnly(compiled: CompiledCard): (ActivationCost | null)[] {
  let costs = TAP_MANA_ONLY.get(compiled);
  if (costs === undefined) {
    costs = compiled.activated.map((i) => {
      const ability = compiled.abilities[i];
      return ability.kind === 'mana' && costIsTapOnly(ability.cost) ? ability.cost : null;
    });
    TAP_MANA_ONLY.set(compiled, costs);
  }
  return costs;
}

// Constant keys: a key built at each call would be hashed at each call.
const ACTIVATABLE_KEYS: Record<PlayerId, string> = { A: 'activatable:A', B: 'activatable:B' };

/** A player's activatable permanents, and the references their `card` names were read from. */
interface ActivatableList {
  permanents: ActivatablePermanent[];
  refs: Map<number, string>;
}

/** The permanents activatablePermanents reads: the player's whose card has activated abilities or that were given some. */
const ACTIVATABLE_READS: Record<PlayerId, (c: Characteristics) => boolean> = {
  A: (c) => c.controller === 'A' && (c.compiled.activated.length > 0 || c.granted !== undefined),
  B: (c) => c.controller === 'B' && (c.compiled.activated.length > 0 || c.granted !== undefined),
};

/**
 * Permanents a player controls whose activated or mana abilities work, with their references. The list reads only the
 * permanents with activated abilities (printed or given): others entering, leaving or changing keep it, and only the
 * references (a new permanent of the same name numbers them) are read again.
 */
function activatablePermanents(game: GameState, player: PlayerId): ActivatablePermanent[] {
  const list = cachedDerived(game, ACTIVATABLE_KEYS[player], () => {
    const chars = battlefieldCharacteristics(game);
    const refs = battlefieldReferences(game);
    const permanents: ActivatablePermanent[] = [];
    for (const id of game.battlefield) {
      const c = chars.get(id)!;
      if (c.controller === player && hasActivatedAbilities(c)) permanents.push({ id, card: refs.get(id)!, c, tapManaOnly: tapManaOnly(c.compiled), manaOptions: [] });
    }
    return { permanents, refs } as ActivatableList;
  }, ACTIVATABLE_READS[player]);
  const refs = battlefieldReferences(game);
  if (list.refs !== refs) {
    list.refs = refs;
    for (const permanent of list.permanents) {
      const card = refs.get(permanent.id)!;
      if (card === permanent.card) continue;
      permanent.card = card;
      permanent.manaOptions = [];
    }
  }
  return list.permanents;
}

/**
 * Every way to pay an ability's sacrifice, discard and graveyard-exile costs (capped), null for an ability without them; none when it
 * can't be paid. `manaPaidWithout`: whether the mana cost can still be paid without a permanent sacrificed for the cost
 * (the activation doesn't tap a sacrificed permanent for mana).
 */
function costOptions(game: GameState, player: PlayerId, cost: ActivationCost, source: number, manaPaidWithout?: (sacrificed: number) => boolean): ({ sacrifice?: string[]; discard?: string[]; exile?: string[] } | null)[] {
  if (!cost.sacrifice && !cost.discard && !cost.exileGraveyardCards) return [null];
  const candidates = cost.sacrifice ? sacrificeCandidates(game, player, cost, source) : [];
  const sacrifices = cost.sacrifice ? (manaPaidWithout ? candidates.filter(manaPaidWithout) : candidates).map((id) => [referenceOf(game, id)]) : [undefined];
  const discards = cost.discard ? discardCandidates(game, player, cost, source).map((id) => [referenceOf(game, id)]) : [undefined];
  // CR 602.2b: "Exile two cards from your graveyard": each set of that many different cards, the first COST_OPTION_CAP of them.
  const exiles = cost.exileGraveyardCards ? cardSets(exileCandidates(game, player, cost), cost.exileGraveyardCards.count, COST_OPTION_CAP).map((ids) => ids.map((id) => referenceOf(game, id))) : [undefined];
  const out: { sacrifice?: string[]; discard?: string[]; exile?: string[] }[] = [];
  for (const sacrifice of sacrifices)
    for (const discard of discards) for (const exile of exiles) if (out.length < COST_OPTION_CAP) out.push({ ...(sacrifice ? { sacrifice } : {}), ...(discard ? { discard } : {}), ...(exile ? { exile } : {}) });
  return out;
}

/** How many ways to pay an ability's object costs the legal options list. */
const COST_OPTION_CAP = 16;

/** The sets of `size` different ids in list order, at most `limit` of them. */
function cardSets(ids: readonly number[], size: number, limit: number): number[][] {
  const out: number[][] = [];
  const chosen: number[] = [];
  const pick = (from: number): void => {
    if (chosen.length === size) return void out.push([...chosen]);
    for (let i = from; i <= ids.length - (size - chosen.length) && out.length < limit; i++) {
      chosen.push(ids[i]);
      pick(i + 1);
      chosen.pop();
    }
  };
  pick(0);
  return out;
}

function activateOptions(game: GameState, player: PlayerId, hand: number[], lazySources: () => ManaSource[], out: LegalOption[]): void {
  const pool = game.players[player].manaPool;
  const snowPool = game.players[player].snowMana;
  for (const permanent of activatablePermanents(game, player)) {
    const { id, card, c, tapManaOnly } = permanent;
    const count = activatedAbilityCount(c);
    for (let n = 0; n < count; n++) {
      // A printed mana ability whose whole cost is {T} (most options): offered whenever the permanent can tap.
      const tapCost = tapManaOnly[n];
      if (tapCost !== undefined && tapCost !== null && c.hasAbilities) {
        if (sourceCostFailure(game, id, tapCost) === null) out.push(manaAbilityOption(permanent, n));
        continue;
      }
      const found = activatedAbility(c, n);
      if (found === null) continue;
      const ability = found.ability;
      // CR 702.49a, 702.29a: a hand ability (ninjutsu, cycling …) of a card on the battlefield can't be activated.
      if (ability.kind === 'activated' && ability.fromHand) continue;
      if (activationForbiddenBy(game, id, ability.kind === 'mana', card)) continue;
      if ((ability.cost.tap || ability.cost.untap || ability.cost.removeCounters) && sourceCostFailure(game, id, ability.cost) !== null) continue;
      if (ability.kind === 'mana' && costIsTapOnly(ability.cost)) {
        out.push(manaAbilityOption(permanent, n));
        continue;
      }
      if (ability.kind === 'activated' && activationLimitProblem(game, player, id, found.abilityIndex, ability)) continue;
      if (ability.cost.loyalty !== undefined && loyaltyAbilityProblem(game, player, id, ability.cost.loyalty)) continue;
      // CR 107.3: an X cost is listed for X from 1 up to 8, as for spells.
      const xs: (number | undefined)[] = [undefined];
      let manaPaidWithout: ((sacrificed: number) => boolean) | undefined;
      if (ability.cost.mana) {
        const sources = lazySources();
        const usable = ability.cost.tap || ability.cost.sacrificeSelf ? sources.filter((s) => s.id !== id) : sources;
        const cost = withXSpend(parseCost(ability.cost.mana), ability.cost.xSpend);
        if (ability.cost.sacrifice) manaPaidWithout = (sacrificed) => canPay(pool, usable.filter((s) => s.id !== sacrificed), cost, xs[0] ?? 0, snowPool);
        if (cost.xCount > 0) {
          xs.length = 0;
          for (let x = 1; x <= 8 && canPay(pool, usable, cost, x, snowPool); x++) xs.push(x);
        }
        if (xs.length === 0 || !canPay(pool, usable, cost, xs[0] ?? 0, snowPool)) continue;
      }
      if (lifeCostProblem(game, player, ability.cost)) continue;
      const costs = costOptions(game, player, ability.cost, id, manaPaidWithout);
      if (costs.length === 0) continue;
      // CR 605.3a: a mana ability with other costs is listed once for each way to pay them.
      const manaAbility = ability.kind === 'mana';
      const specs = ability.kind === 'activated' ? ability.targets : [];
      let combos = specs.length ? targetCombos(game, specs, sourceInfo(game, id)) : [[]];
      if (ability.kind === 'activated' && ability.keyword === 'equip') combos = combos.filter((combo) => combo[0] !== card);
      const several = severalTargetsFrom(specs) !== null;
      for (const x of xs)
        for (const targets of combos) {
          const fitted = several && ability.kind === 'activated' ? fittedTargets(specs, targets, x ?? 0, 0, ability.effects) : {};
          if (!fitted) continue;
          for (const chosen of costs) {
            // Fields set one by one in the order the option lists show them: a hot path, where spreading objects costs.
            const option: Extract<LegalOption, { do: 'activate' }> = { do: 'activate', card, ability: n };
            if (specs.length) option.targets = targets;
            if (fitted.divide) option.divide = fitted.divide;
            if (x !== undefined) option.x = x;
            if (chosen) option.costs = chosen;
            if (manaAbility) option.manaAbility = true;
            out.push(option);
          }
        }
    }
  }
  // CR 702.49d: commander ninjutsu works from the command zone too.
  for (const id of hand) handAbilityOptions(game, player, id, lazySources, out);
  for (const id of game.players[player].command) handAbilityOptions(game, player, id, lazySources, out);
}

/** The abilities a card in the hand (or a commander in the command zone) may activate now. */
function handAbilityOptions(game: GameState, player: PlayerId, id: number, lazySources: () => ManaSource[], out: LegalOption[]): void {
  const compiled = compiledCardOf(game, id);
  if (compiled.handAbilities.length === 0 || activationForbiddenBy(game, id, false, game.objects[id].card)) return;
  const pool = game.players[player].manaPool;
  const snowPool = game.players[player].snowMana;
  const card = game.objects[id].card;
  for (const { name, ability } of compiled.handAbilities) {
    if (game.objects[id].zone === 'command' && name !== 'commander ninjutsu') continue;
    if (activationLimitProblem(game, player, id, compiled.abilities.indexOf(ability), ability)) continue;
    // CR 702.57a: a forecast ability may target; it is listed once for each choice of targets.
    const combos = ability.targets.length ? targetCombos(game, ability.targets, { ...printedInfo(game, game.objects[id]), controller: player }) : [[]];
    // CR 702.49a: ninjutsu returns an unblocked attacker, which can't also pay its mana.
    const returns = ability.cost.returnUnblockedAttacker ? unblockedAttackers(game, player) : [null];
    for (const returned of returns) {
      const sources = returned === null ? lazySources() : lazySources().filter((s) => s.id !== returned);
      if (!canPay(pool, sources, parseCost(ability.cost.mana), 0, snowPool)) continue;
      for (const targets of combos) out.push({ do: 'activate', card, ability: name, ...(ability.targets.length ? { targets } : {}), ...(returned !== null ? { return: referenceOf(game, returned) } : {}) });
    }
  }
}

// Constant keys: a key built at each call would be hashed at each call.
const FACE_DOWN_KEYS: Record<PlayerId, string> = { A: 'face-down:A', B: 'face-down:B' };

/**
 * The face-down permanents a player controls, with the characteristics: a permanent turns face up or down only entering
 * the battlefield or by a change that forgets them (CR 708.8), so the battlefield is not searched at every priority.
 */
function faceDownPermanents(game: GameState, player: PlayerId): number[] {
  return cachedDerived(game, FACE_DOWN_KEYS[player], () => {
    return game.battlefield.filter((id) => game.objects[id].faceDown && characteristics(game, id).controller === player);
  }, isFaceDown);
}

/** The permanents faceDownPermanents reads: the face-down ones (CR 708.2: named FACE_DOWN_NAME; turning face up forgets all). */
function isFaceDown(c: Characteristics): boolean {
  return c.card === FACE_DOWN_NAME;
}

/** CR 116.2b, 702.37e: each face-down permanent the player controls whose morph cost they can pay. */
function turnFaceUpOptions(game: GameState, player: PlayerId, lazySources: () => ManaSource[], out: LegalOption[]): void {
  for (const id of faceDownPermanents(game, player)) {
    const morph = morphCostOf(game, id);
    if (morph !== null && canPay(game.players[player].manaPool, lazySources(), parseCost(morph), 0, game.players[player].snowMana)) out.push({ do: 'turnFaceUp', card: battlefieldReferences(game).get(id)! });
  }
}

/** CR 305.1: the lands the player may play now, lands in hand, and in the graveyard for a player who may play lands from there (Crucible of Worlds). */
function landOptions(game: GameState, player: PlayerId, hand: number[], out: LegalOption[]): void {
  if (game.players[player].landsPlayed >= 1 || !sorceryTiming(game, player)) return;
  const played = new Set<string>();
  const from = playerRuleApplies(game, player, 'play-lands-from-graveyard') ? [...hand, ...game.players[player].graveyard] : hand;
  for (const id of from) {
    const card = game.objects[id].card;
    if (!played.has(card) && compiledCardOf(game, id).def.types.includes('Land')) out.push({ do: 'play', card });
    played.add(card);
  }
}

// The last priority decision whose options were listed, and whether they had more than passing: a pass taken
// from them asks hasPriorityAction of the same state (a new decision has a new pending object and count). One
// object whose fields each listing sets, not a new one at every priority.
const lastPriority: { game: GameState | null; pending: GameState['pending']; decisions: number; acts: boolean } = { game: null, pending: null, decisions: -1, acts: false };

function priorityOptions(game: GameState, player: PlayerId): LegalOption[] {
  const out: LegalOption[] = [PASS_OPTION];
  const hand = uniqueByName(game, game.players[player].hand);
  landOptions(game, player, hand, out);
  let sources: ManaSource[] | null = null;
  const lazySources = () => (sources ??= manaSources(game, player));
  castOptions(game, player, hand, lazySources, out);
  activateOptions(game, player, hand, lazySources, out);
  turnFaceUpOptions(game, player, lazySources, out);
  return out;
}

/**
 * True if the player with priority has a legal option besides passing: the question of
 * `legalOptions(game).length > 1`, answered without building every option: the cheap lists come
 * first (a mana ability is usually there) and the first one with an option ends the search.
 */
export function hasPriorityAction(game: GameState, player: PlayerId): boolean {
  // The options listed for this very decision (a pass taken from them) already tell.
  if (lastPriority.game === game && lastPriority.pending === game.pending && lastPriority.decisions === game.decisions && game.pending?.player === player) return lastPriority.acts;
  comboCache = null;
  const found: LegalOption[] = [];
  const hand = uniqueByName(game, game.players[player].hand);
  landOptions(game, player, hand, found);
  if (found.length > 0) return true;
  let sources: ManaSource[] | null = null;
  const lazySources = () => (sources ??= manaSources(game, player));
  activateOptions(game, player, hand, lazySources, found);
  if (found.length > 0) return true;
  turnFaceUpOptions(game, player, lazySources, found);
  if (found.length > 0) return true;
  castOptions(game, player, hand, lazySources, found);
  return found.length > 0;
}

function attackOptions(game: GameState, player: PlayerId): LegalOption[] {
  const candidates = possibleAttackers(game);
  const defender = opponentOf(player);
  // CR 508.1d: creatures that attack each combat if able are in every legal declaration.
  const required = candidates.filter((id) => characteristics(game, id).attacksEachCombat);
  const optional = candidates.filter((id) => !required.includes(id));
  // No attacker, all of them, each alone, then (up to four) every other choice: each set once, without comparing keys.
  const n = optional.length;
  const subsets: number[][] = [[]];
  if (n > 0) subsets.push(optional);
  if (n > 1) for (const id of optional) subsets.push([id]);
  if (n > 2 && n <= 4) {
    for (let mask = 1; mask < (1 << n) - 1; mask++) if ((mask & (mask - 1)) !== 0) subsets.push(optional.filter((_, i) => mask & (1 << i)));
  }
  const refs = battlefieldReferences(game);
  const out: LegalOption[] = [];
  // CR 702.22c: bands are formed only with a creature that has banding or "bands with other" (most combats have none).
  const mayBand = candidates.some((id) => characteristics(game, id).keywords.some((k) => k === 'banding' || k.startsWith('bands with other ')));
  for (const subset of subsets) {
    const chosen = required.length ? [...required, ...subset] : subset;
    const attackers: Record<string, string> = {};
    for (const id of chosen) attackers[refs.get(id)!] = defender;
    out.push({ do: 'attack', attackers });
    const band = mayBand ? widestBand(game, chosen) : null;
    if (band) out.push({ do: 'attack', attackers, bands: [band.map((id) => refs.get(id)!)] });
  }
  // CR 508.1b: each attacker on its own, and all of them, may attack each planeswalker instead.
  for (const walker of candidates.length ? attackablePlaneswalkers(game) : []) {
    const target = refs.get(walker)!;
    const all: Record<string, string> = {};
    for (const id of candidates) all[refs.get(id)!] = target;
    for (const id of optional) out.push({ do: 'attack', attackers: { ...Object.fromEntries(required.map((r) => [refs.get(r)!, defender])), [refs.get(id)!]: target } });
    if (candidates.length > 1) out.push({ do: 'attack', attackers: all });
  }
  return attackTaxPerCreature(game) > 0 ? out.filter((o) => attackAffordable(game, player, o, refs)) : out;
}

/** CR 508.1g-h: whether the player can pay an attack's cost with mana its attackers don't make. */
function attackAffordable(game: GameState, player: PlayerId, option: LegalOption, refs: Map<number, string>): boolean {
  if (option.do !== 'attack') return true;
  const ids = new Map([...refs].map(([id, ref]) => [ref, id]));
  const attackers = Object.keys(option.attackers).map((ref) => ids.get(ref)!);
  const generic = attackCost(game, attackers.map((id) => (option.attackers[refs.get(id)!] === opponentOf(player) ? { id } : { id, planeswalker: -1 })));
  const sources = manaSources(game, player).filter((s) => !attackers.includes(s.id));
  return generic === 0 || canPay(game.players[player].manaPool, sources, parseCost(`{${generic}}`), 0);
}

/**
 * CR 702.22c: the widest band of some attackers — all those with banding and the strongest one without —
 * when it has two creatures or more and one of them has banding; without banding, all of them when they are
 * [quality] creatures one of which has "bands with other [quality]"; null otherwise.
 */
function widestBand(game: GameState, attackers: number[]): number[] | null {
  const banding = attackers.filter((id) => hasBanding(game, id));
  if (banding.length === 0) return attackers.length >= 2 && bandsWithOther(game, attackers, 'all') ? attackers : null;
  const others = attackers.filter((id) => !banding.includes(id)).sort((a, b) => characteristics(game, b).power - characteristics(game, a).power);
  const band = others.length ? [...banding, others[0]] : banding;
  return band.length >= 2 ? band : null;
}

function blockOptions(game: GameState): LegalOption[] {
  const out: LegalOption[] = [{ do: 'block', blockers: {} }];
  const attackers = game.combat?.attackers ?? [];
  const blockers = possibleBlockers(game);
  const refs = battlefieldReferences(game);
  const spread: Record<string, string> = {};
  let spreadCount = 0;
  for (const a of attackers) {
    const able = blockers.filter((b) => canBlock(game, b, a.id));
    if (able.length === 0) continue;
    const c = characteristics(game, a.id);
    const menace = c.keywords.includes('menace');
    const attacker = refs.get(a.id)!;
    if (!menace) for (const b of able) out.push({ do: 'block', blockers: { [refs.get(b)!]: attacker } });
    // Gang block: every creature that can block this attacker blocks it (CR 509.1a), as many as it may be blocked by (509.1b).
    const gang = c.maxBlockers === undefined ? able : able.slice(0, c.maxBlockers);
    if (gang.length >= 2) {
      const blocks: Record<string, string> = {};
      for (const b of gang) blocks[refs.get(b)!] = attacker;
      out.push({ do: 'block', blockers: blocks });
    }
    // The spread declaration: this attacker's first able blocker not yet blocking (an attacker is named once).
    if (menace) continue;
    for (const b of able) {
      const blocker = refs.get(b)!;
      if (spread[blocker]) continue;
      spread[blocker] = attacker;
      spreadCount++;
      break;
    }
  }
  // One blocker on each attacker it can stop, where possible.
  if (spreadCount >= 2) out.push({ do: 'block', blockers: spread });
  return obeyingRequirements(game, out, refs);
}

/**
 * CR 509.1c: with blocking requirements in force (provoke, 702.39a), each option is combined with each
 * declaration obeying the most requirements (a creature provoked twice chooses which one it blocks);
 * only legal declarations are offered.
 */
function obeyingRequirements(game: GameState, options: LegalOption[], refs: Map<number, string>): LegalOption[] {
  const required = requiredBlocks(game);
  if (required.obeyed === 0) return options;
  const ids = new Map([...refs].map(([id, ref]) => [ref, id]));
  const seen = new Set<string>();
  const out: LegalOption[] = [];
  for (const declaration of required.declarations) {
    for (const option of [{ do: 'block', blockers: {} } as LegalOption, ...options]) {
      if (option.do !== 'block') continue;
      const blocks: [number, number][] = [...declaration];
      for (const [blocker, attacker] of Object.entries(option.blockers)) {
        const b = ids.get(blocker)!;
        if (!blocks.some(([x]) => x === b)) blocks.push([b, ids.get(attacker)!]);
      }
      const key = blocks.map(([b, a]) => `${b}>${a}`).sort().join(',');
      if (seen.has(key) || blockDeclarationError(game, blocks, required)) continue;
      seen.add(key);
      out.push({ do: 'block', blockers: Object.fromEntries(blocks.map(([b, a]) => [refs.get(b)!, refs.get(a)!])) });
    }
  }
  return out;
}

function assignOptions(game: GameState): LegalOption[] {
  const request = game.pending?.request;
  if (!request || request.type !== 'assign') return [];
  const a = game.combat!.attackers.find((x) => x.id === request.attacker);
  if (!a) return blockerAssignOptions(game, request.attacker);
  const options = attackerAssignOptions(game, a);
  // CR 510.1b: a creature that may assign its damage as though it weren't blocked puts all of it on what it attacks.
  if (mayAssignAsUnblocked(game, a)) {
    const attacked = attackedTarget(a);
    options.push({ do: 'assign', attacker: referenceOf(game, a.id), damage: { ['player' in attacked ? attacked.player : referenceOf(game, attacked.object)]: characteristics(game, a.id).power } });
  }
  // CR 702.22j: the defending player may also put all of the attacker's damage on any one blocker.
  if (attackerDamageChooser(game, a) === a.defender) {
    const power = characteristics(game, a.id).power;
    for (const b of a.blockers) options.push({ do: 'assign', attacker: referenceOf(game, a.id), damage: { [referenceOf(game, b)]: power } });
  }
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(JSON.stringify(o)) && !!seen.add(JSON.stringify(o)));
}

/** CR 510.1d, 702.22k: all of a blocker's damage on each creature of the band it blocks. */
function blockerAssignOptions(game: GameState, blocker: number): LegalOption[] {
  const power = characteristics(game, blocker).power;
  return blockedBy(game, blocker).map((a) => ({ do: 'assign', blocker: referenceOf(game, blocker), damage: { [referenceOf(game, a.id)]: power } }));
}

function attackerAssignOptions(game: GameState, a: Attacker): LegalOption[] {
  const c = characteristics(game, a.id);
  const deathtouch = c.keywords.includes('deathtouch');
  const damage: Record<string, number> = {};
  let left = c.power;
  const targets: { target: TargetValue; amount: number }[] = [];
  // CR 510.1c: its blockers all gone, a blocked creature assigns no combat damage (a trampler, all to the player: 702.19e).
  if (a.blockers.length === 0 && !c.keywords.includes('trample')) return [{ do: 'assign', attacker: referenceOf(game, a.id), damage: {} }];
  for (const b of a.blockers) {
    const lethal = Math.min(left, lethalDamageFor(game, b, deathtouch));
    damage[referenceOf(game, b)] = lethal;
    targets.push({ target: { object: b }, amount: lethal });
    left -= lethal;
  }
  if (left > 0) {
    if (c.keywords.includes('trample')) {
      const attacked = attackedTarget(a);
      damage['player' in attacked ? attacked.player : referenceOf(game, attacked.object)] = left;
      targets.push({ target: attacked, amount: left });
    } else {
      const first = referenceOf(game, a.blockers[0]);
      damage[first] += left;
      targets[0].amount += left;
    }
  }
  if (assignmentError(game, a, targets)) return [];
  return [{ do: 'assign', attacker: referenceOf(game, a.id), damage }];
}

/** The legal answers to the pending decision, in the decision vocabulary. */
export function legalOptions(game: GameState): LegalOption[] {
  const pending = game.pending;
  comboCache = null;
  if (!pending) return [];
  switch (pending.kind) {
    case 'priority': {
      const options = priorityOptions(game, pending.player);
      lastPriority.game = game;
      lastPriority.pending = pending;
      lastPriority.decisions = game.decisions;
      lastPriority.acts = options.length > 1;
      return options;
    }
    case 'mulligan':
      return game.players[pending.player].hand.length > 0
        ? [
            { do: 'choose', choice: 'keep' },
            { do: 'choose', choice: 'mulligan' },
          ]
        : [{ do: 'choose', choice: 'keep' }];
    case 'attackers':
      return attackOptions(game, pending.player);
    case 'blockers':
      return blockOptions(game);
    case 'assign':
      return assignOptions(game);
    case 'choose': {
      const request = pending.request!;
      const choices: LegalOption[] = choiceOptions(game, request).map((choice) => ({ do: 'choose', choice }));
      if (request.type !== 'offered-cast') return choices;
      // CR 702.35a, 702.60a: each cast of the offered card for its cost, then declining.
      const casts: LegalOption[] = [];
      let sources: ManaSource[] | null = null;
      castConsiderer(game, pending.player, () => (sources ??= manaSources(game, pending.player)), casts)(request.card, request.alt);
      return [...casts, ...choices];
    }
  }
}
