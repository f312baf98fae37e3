import { AbilityDefinition, ActivationCost } from '../cards/card-definition';
import type { CompiledCard } from '../cards/compiled-card';
import { manaAbilitiesOf } from './object-abilities';
import { ChoiceRequest, Color, GameState, PlayerId, SourceInfo } from '../state/game-state';
import { setTapped } from '../state/objects';
import { Run } from '../state/events';
import { Asker, NeedChoice } from './ask';
import { battlefieldCharacteristics, cachedDerived, characteristics, Characteristics, sourceInfo } from './layers';
import { detectPlayerActionTriggers } from './triggers';
import { dealDamage } from './replacement';
import { anyManaTriggers, extraManaOnTap, triggeredManaOnTap } from './triggered-mana';

/** A mana symbol that only one kind of mana pays: a colour, or colourless {C} (CR 107.4c). */
export type SpecificMana = Color | 'C';

/** A mana cost broken into its symbols (CR 107.4). */
export interface ManaCost {
  generic: number;
  /** Coloured symbols and {C}, each paid only by that kind of mana. */
  colored: SpecificMana[];
  hybrid: [Color, Color][];
  xCount: number;
  /** {S} symbols: each paid only by mana from a snow source (CR 107.4h); absent is none. */
  snow?: number;
  /** The only colours that may pay X ("Spend only black mana on X"); any mana when absent. */
  xColors?: string;
}

const COST_CACHE = new Map<string, ManaCost>();

/** Parses "{2}{G/W}{X}" into symbols. */
export function parseCost(text: string | null | undefined): ManaCost {
  if (!text) return { generic: 0, colored: [], hybrid: [], xCount: 0 };
  const cached = COST_CACHE.get(text);
  if (cached) return cached;
  const cost: ManaCost = { generic: 0, colored: [], hybrid: [], xCount: 0 };
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    const sym = m[1];
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === 'X') cost.xCount++;
    else if (sym.includes('/')) cost.hybrid.push(sym.split('/') as [Color, Color]);
    else if (sym === 'S') cost.snow = (cost.snow ?? 0) + 1;
    else cost.colored.push(sym as SpecificMana);
  }
  COST_CACHE.set(text, cost);
  return cost;
}

/** Adds two costs (additional costs such as kicker, CR 601.2f). */
export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  const xColors = a.xColors ?? b.xColors;
  const snow = (a.snow ?? 0) + (b.snow ?? 0);
  const sum: ManaCost = { generic: a.generic + b.generic, colored: a.colored.concat(b.colored), hybrid: a.hybrid.concat(b.hybrid), xCount: a.xCount + b.xCount };
  if (xColors) sum.xColors = xColors;
  if (snow) sum.snow = snow;
  return sum;
}

/** A mana cost with the colours its X may be paid with ("Spend only black mana on X", CR 107.3). */
export function withXSpend(cost: ManaCost, xSpend: string | undefined): ManaCost {
  return xSpend && cost.xCount > 0 ? { ...cost, xColors: xSpend } : cost;
}

/** Mana value of a cost with X = 0 (CR 202.3). */
export function manaValue(cost: ManaCost): number {
  return cost.generic + cost.colored.length + cost.hybrid.length + (cost.snow ?? 0);
}

/**
 * A permanent that can tap for mana now: `produces` is its colour, or its choices ("GW" for
 * "{G} or {W}"), painless ones first; `painful` holds the colours only a damaging ability makes.
 * With `several`, one activation adds every letter of `produces` ("{T}: Add {C}{C}", CR 106.4).
 */
export interface ManaSource {
  id: number;
  produces: string;
  painful?: string;
  several?: true;
  /** A snow permanent: its mana pays {S} (CR 107.4h). */
  snow?: true;
}

// Definitions are shared and read-only, so whether a cost is {T} alone is worked out once per cost.
const TAP_ONLY = new WeakMap<ActivationCost, boolean>();

/** True if an ability's whole cost is {T} (asked of every permanent at every priority). */
export function costIsTapOnly(cost: ActivationCost): boolean {
  let tapOnly = TAP_ONLY.get(cost);
  if (tapOnly === undefined) {
    tapOnly = Object.keys(cost).length === 1 && cost.tap === true;
    TAP_ONLY.set(cost, tapOnly);
  }
  return tapOnly;
}

/** CR 605.1a, 605.3b: a payment taps a source only for a mana ability whose whole cost is {T}; others are activated on their own first. */
function tapsForPayment(ability: ManaAbility): boolean {
  return costIsTapOnly(ability.cost);
}

/** The colours a permanent's mana abilities make, painless ones first (CR 605.1a). */
function sourceColors(abilities: readonly ManaAbility[]): Pick<ManaSource, 'produces' | 'painful' | 'several'> {
  const several = abilities.length === 1 && !abilities[0].oneOf && abilities[0].produce.length > 1 ? abilities[0] : undefined;
  if (several) return several.damageToYou ? { produces: several.produce, painful: several.produce, several: true } : { produces: several.produce, several: true };
  let produces = '';
  let painful = '';
  const single = abilities.filter((a) => a.oneOf || a.produce.length === 1);
  for (const a of single) if (!a.damageToYou) for (const c of a.produce) if (!produces.includes(c)) produces += c;
  for (const a of single) {
    if (a.damageToYou) {
      for (const c of a.produce) {
        if (produces.includes(c)) continue;
        produces += c;
        painful += c;
      }
    }
  }
  return painful ? { produces, painful } : { produces };
}

/**
 * A source whose tapping also triggers mana abilities for its controller (CR 605.4a): one colour and the extra is one
 * activation making several; a source of one of several colours is planned without the extra, which still comes.
 */
function withExtraMana(colors: Pick<ManaSource, 'produces' | 'painful' | 'several'>, extra: string): Pick<ManaSource, 'produces' | 'painful' | 'several'> {
  if (!extra || (!colors.several && colors.produces.length !== 1)) return colors;
  return { ...colors, produces: colors.produces + extra, several: true };
}

/** The colours of the abilities a payment taps for (those whose whole cost is {T}), or null without any. */
function tapColors(abilities: readonly ManaAbility[]): Pick<ManaSource, 'produces' | 'painful' | 'several'> | null {
  const tapping = abilities.filter(tapsForPayment);
  return tapping.length === 0 ? null : sourceColors(tapping);
}

// Definitions are shared and read-only: a card's own tap colours are worked out once per compiled card.
const PRINTED_TAP_COLORS = new WeakMap<CompiledCard, Pick<ManaSource, 'produces' | 'painful' | 'several'> | null>();

function printedTapColors(compiled: CompiledCard): Pick<ManaSource, 'produces' | 'painful' | 'several'> | null {
  let colors = PRINTED_TAP_COLORS.get(compiled);
  if (colors === undefined) {
    colors = tapColors(compiled.manaAbilities);
    PRINTED_TAP_COLORS.set(compiled, colors);
  }
  return colors;
}

/** A permanent that may tap for mana, as far as its characteristics tell; whether it is tapped or sick is read at each ask. */
interface PossibleSource {
  source: ManaSource;
  /** CR 302.6: a creature without haste taps only once it has been controlled since the turn began. */
  needsUnsick: boolean;
}

// Constant keys: a key built at each call would be hashed at each call.
const POSSIBLE_SOURCE_KEYS: Record<PlayerId, string> = { A: 'mana-sources:A', B: 'mana-sources:B' };

/**
 * The permanents possibleSources reads: the player's with a mana ability (their own or given), and any with triggered
 * abilities of their own (triggered mana abilities, whose extra mana a source counts on): the opponent's lands, or a
 * creature without them, entering or leaving keeps the list.
 */
function sourceReadsOf(player: PlayerId): (c: Characteristics) => boolean {
  return (c) => (c.controller === player && (c.compiled.manaAbilities.length > 0 || c.granted !== undefined)) || c.compiled.triggered.length > 0;
}
// One function per player, made once rather than a closure at every call of possibleSources (a hot path).
const SOURCE_READS: Record<PlayerId, (c: Characteristics) => boolean> = { A: sourceReadsOf('A'), B: sourceReadsOf('B') };

/** A player's permanents with a mana ability a payment may use, lands first: they change only with the characteristics. */
function possibleSources(game: GameState, player: PlayerId): PossibleSource[] {
  return cachedDerived(game, POSSIBLE_SOURCE_KEYS[player], () => {
    const lands: PossibleSource[] = [];
    const others: PossibleSource[] = [];
    const chars = battlefieldCharacteristics(game);
    const triggered = anyManaTriggers(game);
    for (const id of game.battlefield) {
      const c = chars.get(id)!;
      if (c.controller !== player || ((c.compiled.manaAbilities.length === 0 || !c.hasAbilities) && !c.granted)) continue;
      const own = c.granted ? tapColors(manaAbilitiesOf(c)) : printedTapColors(c.compiled);
      if (own === null) continue;
      const colors = triggered ? withExtraMana(own, extraManaOnTap(game, id, player)) : own;
      if (!colors.produces) continue;
      // A snow source's extra mana from an Aura is not snow mana: such a source is planned as not snow (never more than it makes).
      const source: ManaSource = colors === own && c.compiled.def.supertypes.includes('Snow') ? { id, ...colors, snow: true } : { id, ...colors };
      (c.types.includes('Land') ? lands : others).push({ source, needsUnsick: c.isCreature && !c.keywords.includes('haste') });
    }
    return lands.concat(others);
  }, SOURCE_READS[player]);
}

/** Untapped permanents a player controls that can tap for mana now, lands first (deterministic order). */
export function manaSources(game: GameState, player: PlayerId): ManaSource[] {
  const out: ManaSource[] = [];
  for (const { source, needsUnsick } of possibleSources(game, player)) {
    const obj = game.objects[source.id];
    if (!obj.tapped && !(needsUnsick && obj.sick)) out.push(source);
  }
  return out;
}

/** How a cost will be paid: letters taken from the pool and permanents tapped for mana. */
export interface PaymentPlan {
  fromPool: string;
  tap: number[];
  /** The colour chosen for each tapped source that makes one of several (CR 106.1). */
  chosen?: Record<number, string>;
  /** The letters of `fromPool` that are mana from a snow source (CR 107.4h); absent is none. */
  fromSnowPool?: string;
}

interface Unit {
  color: string;
  sourceId: number | null;
  painful: string;
  snow?: boolean;
}

// The need of an {S} symbol: any one mana from a snow source (CR 107.4h).
const SNOW_NEED: string[] = ['S'];

/** The pool's letters as units, those not from a snow source first (spent first on what any mana pays). */
function poolUnits(pool: string, snowPool: string): Unit[] {
  if (!snowPool) return [...pool].map((color) => ({ color, sourceId: null, painful: '' }));
  let other = pool;
  for (const ch of snowPool) {
    const i = other.indexOf(ch);
    if (i >= 0) other = other.slice(0, i) + other.slice(i + 1);
  }
  return [...[...other].map((color) => ({ color, sourceId: null, painful: '' })), ...[...snowPool].map((color) => ({ color, sourceId: null, painful: '', snow: true }))];
}

/**
 * Finds a payment for a cost from the pool and the given sources, or null (CR 601.2g-h).
 * Coloured and hybrid symbols are matched first with backtracking; generic takes what is left.
 */
export function planPayment(pool: string, sources: ManaSource[], cost: ManaCost, x: number, snowPool = ''): PaymentPlan | null {
  // Generic mana alone (most costs the options try, at every priority): the first units in order pay it.
  if (genericOnly(cost, x)) return planGeneric(snowPool ? poolUnits(pool, snowPool).map((u) => u.color).join('') : pool, sources, cost.generic + cost.xCount * x, snowPool);
  const matched = matchUnits(pool, sources, cost, x, snowPool);
  return matched && planOf(matched);
}

/**
 * Whether planPayment finds a payment, without making the plan: the legal options ask only this, of
 * every card and ability at every priority.
 */
export function canPay(pool: string, sources: ManaSource[], cost: ManaCost, x: number, snowPool = ''): boolean {
  if (!genericOnly(cost, x)) return (snowPool ? undefined : payableByCounting(pool, sources, cost, x)) ?? matchUnits(pool, sources, cost, x, snowPool) !== null;
  // As planGeneric takes them: the pool's letters (as its units with snow mana), then each source's mana.
  return manaAvailable(snowPool ? poolUnits(pool, snowPool).map((u) => u.color).join('') : pool, sources) >= cost.generic + cost.xCount * x;
}

/** The most mana the pool and the sources can make: a letter of the pool, one mana a source, every letter of one making several (CR 106.4). */
export function manaAvailable(pool: string, sources: readonly ManaSource[]): number {
  let amount = pool.length;
  for (const source of sources) amount += source.several ? source.produces.length : 1;
  return amount;
}

/**
 * canPay of coloured and generic symbols when each unit of mana is one letter (the pool's, basic lands', a source making
 * several): matchUnits' backtracking finds a match exactly when each colour has as many units as symbols, and generic mana
 * takes what is left; without building the units. Undefined when a symbol or a source (one of several colours) needs matchUnits.
 */
function payableByCounting(pool: string, sources: readonly ManaSource[], cost: ManaCost, x: number): boolean | undefined {
  if (cost.hybrid.length > 0 || cost.snow || cost.xColors) return undefined;
  let units = pool.length;
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i];
    if (s.several) units += s.produces.length;
    else if (s.produces.length === 1) units++;
    else return undefined;
  }
  const colored = cost.colored;
  if (colored.length + cost.generic + cost.xCount * x > units) return false;
  for (let i = 0; i < colored.length; i++) {
    const color = colored[i];
    // Each colour once, at its first symbol.
    if (colored.indexOf(color) !== i) continue;
    let need = 1;
    for (let j = i + 1; j < colored.length; j++) if (colored[j] === color) need++;
    let have = 0;
    for (let k = 0; k < pool.length && have < need; k++) if (pool[k] === color) have++;
    for (let k = 0; k < sources.length && have < need; k++) {
      const produces = sources[k].produces;
      if (produces.length === 1) {
        if (produces === color) have++;
      } else for (let m = 0; m < produces.length; m++) if (produces[m] === color) have++;
    }
    if (have < need) return false;
  }
  return true;
}

/** A cost that generic mana alone pays: no coloured, hybrid or {S} symbol, and no X of given colours above 0 (CR 107.3). */
function genericOnly(cost: ManaCost, x: number): boolean {
  return cost.colored.length === 0 && cost.hybrid.length === 0 && !cost.snow && (!cost.xColors || cost.xCount * x === 0);
}

/** The mana units a payment may use (the pool's, then the sources'), with those that pay the cost marked. */
interface MatchedUnits {
  units: Unit[];
  used: boolean[];
  paidWith: string[];
}

/** Coloured and hybrid symbols matched first with backtracking; generic takes what is left; null: the cost can't be paid. */
function matchUnits(pool: string, sources: ManaSource[], cost: ManaCost, x: number, snowPool: string): MatchedUnits | null {
  const units: Unit[] = poolUnits(pool, snowPool);
  for (const s of sources) {
    if (s.several) for (const c of s.produces) units.push({ color: c, sourceId: s.id, painful: s.painful ?? '', snow: s.snow });
    else units.push({ color: s.produces, sourceId: s.id, painful: s.painful ?? '', snow: s.snow });
  }
  // CR 107.3, 601.2h: an X that only some colours may pay is that many symbols of those colours.
  const xColors = cost.xColors ? [...cost.xColors] : null;
  const generic = cost.generic + (xColors ? 0 : cost.xCount * x);
  // CR 107.4h: {S} first, the symbol fewest units pay.
  const needs: string[][] = [...new Array<string[]>(cost.snow ?? 0).fill(SNOW_NEED), ...cost.colored.map((c) => [c]), ...cost.hybrid.map((h) => [h[0], h[1]])];
  if (xColors) {
    const payers = units.filter((u) => xColors.some((c) => u.color.includes(c))).length;
    if (payers < cost.xCount * x) return null;
    for (let i = 0; i < cost.xCount * x; i++) needs.push(xColors);
  }
  if (needs.length + generic > units.length) return null;
  const used = new Array<boolean>(units.length).fill(false);
  const paidWith: string[] = new Array<string>(units.length);
  // Units that pay a symbol without damage are tried before those that hurt (painlands' coloured mana).
  const assign = (i: number): boolean => {
    if (i === needs.length) return true;
    for (const hurting of [false, true]) {
      for (let u = 0; u < units.length; u++) {
        if (used[u]) continue;
        const { color, painful } = units[u];
        const match = needs[i] === SNOW_NEED ? (units[u].snow ? (color.length === 1 ? color : ([...color].find((c) => !painful.includes(c)) ?? color[0])) : null) : color.length === 1 ? (needs[i].includes(color) ? color : null) : (needs[i].find((c) => color.includes(c) && !painful.includes(c)) ?? needs[i].find((c) => color.includes(c)) ?? null);
        if (match === null || painful.includes(match) !== hurting) continue;
        used[u] = true;
        paidWith[u] = match;
        if (assign(i + 1)) return true;
        used[u] = false;
      }
    }
    return false;
  };
  if (!assign(0)) return null;
  let remaining = generic;
  for (let u = 0; u < units.length && remaining > 0; u++) {
    if (!used[u]) {
      used[u] = true;
      remaining--;
    }
  }
  if (remaining > 0) return null;
  return { units, used, paidWith };
}

/** The plan that taps the marked units' sources and takes the marked pool letters. */
function planOf({ units, used, paidWith }: MatchedUnits): PaymentPlan {
  let fromPool = '';
  let fromSnowPool = '';
  const tap: number[] = [];
  let chosen: Record<number, string> | undefined;
  units.forEach((unit, u) => {
    if (!used[u]) return;
    if (unit.sourceId === null) {
      fromPool += unit.color;
      if (unit.snow) fromSnowPool += unit.color;
    } else {
      // A source making several mana is tapped once; what the cost does not take stays in the pool (CR 106.4).
      if (!tap.includes(unit.sourceId)) tap.push(unit.sourceId);
      if (unit.color.length > 1) (chosen ??= {})[unit.sourceId] = paidWith[u] ?? unit.color[0];
    }
  });
  const plan: PaymentPlan = chosen ? { fromPool, tap, chosen } : { fromPool, tap };
  if (fromSnowPool) plan.fromSnowPool = fromSnowPool;
  return plan;
}

/** planPayment's plan for generic mana alone, without listing the units: the pool first (snow mana last), then the sources in order. */
function planGeneric(pool: string, sources: ManaSource[], generic: number, snowPool: string): PaymentPlan | null {
  let fromPool = '';
  let remaining = generic;
  if (remaining > 0 && pool.length > 0) {
    fromPool = pool.length <= remaining ? pool : pool.slice(0, remaining);
    remaining -= fromPool.length;
  }
  const tap: number[] = [];
  let chosen: Record<number, string> | undefined;
  for (let i = 0; i < sources.length && remaining > 0; i++) {
    const s = sources[i];
    tap.push(s.id);
    if (s.several) remaining -= Math.min(remaining, s.produces.length);
    else {
      // A source of one of several colours pays with its first (CR 106.1).
      if (s.produces.length > 1) (chosen ??= {})[s.id] = s.produces[0];
      remaining--;
    }
  }
  if (remaining > 0) return null;
  const plan: PaymentPlan = chosen ? { fromPool, tap, chosen } : { fromPool, tap };
  // The pool's snow letters are its last ones (poolUnits): those of them taken are snow mana spent.
  const snowTaken = snowPool ? fromPool.length - (pool.length - snowPool.length) : 0;
  if (snowTaken > 0) plan.fromSnowPool = fromPool.slice(fromPool.length - snowTaken);
  return plan;
}

/** Plans an automatic payment from the pool first, then the player's sources. */
export function planAutoPayment(game: GameState, player: PlayerId, cost: ManaCost, x: number, exclude: number[] = []): PaymentPlan | null {
  const sources = manaSources(game, player).filter((s) => !exclude.includes(s.id));
  return planPayment(game.players[player].manaPool, sources, cost, x, game.players[player].snowMana);
}

/** Carries out a payment plan: taps the sources (their mana is spent at once) and empties used pool mana. */
export function executePayment(game: GameState, player: PlayerId, plan: PaymentPlan): void {
  let pool = game.players[player].manaPool;
  for (const ch of plan.fromPool) {
    const i = pool.indexOf(ch);
    pool = pool.slice(0, i) + pool.slice(i + 1);
  }
  game.players[player].manaPool = pool;
  if (game.players[player].snowMana) spendSnowMana(game, player, plan.fromSnowPool ?? '');
  for (const id of plan.tap) {
    setTapped(game, id, true);
    landTappedForMana(game, player, id);
  }
}

/** Takes spent snow mana out of the pool's snow letters, which stay letters of the pool (CR 107.4h). */
function spendSnowMana(game: GameState, player: PlayerId, spent: string): void {
  const ps = game.players[player];
  let snow = ps.snowMana ?? '';
  for (const ch of spent) {
    const i = snow.indexOf(ch);
    if (i >= 0) snow = snow.slice(0, i) + snow.slice(i + 1);
  }
  let left = ps.manaPool;
  let kept = '';
  for (const ch of snow) {
    const i = left.indexOf(ch);
    if (i < 0) continue;
    left = left.slice(0, i) + left.slice(i + 1);
    kept += ch;
  }
  if (kept) ps.snowMana = kept;
  else ps.snowMana = undefined;
}

/** CR 106.12: a land whose mana ability with {T} in its cost was activated was tapped for mana (Manabarbs). */
function landTappedForMana(game: GameState, player: PlayerId, id: number): void {
  if (characteristics(game, id).types.includes('Land')) detectPlayerActionTriggers(game, 'taps-land-for-mana', player);
}

/** A mana ability's definition. */
export type ManaAbility = Extract<AbilityDefinition, { kind: 'mana' }>;

/** The ability that makes `color` (a painless one first), or the first mana ability. */
function manaAbilityFor(abilities: readonly ManaAbility[], color: string | undefined): ManaAbility | undefined {
  if (color === undefined) return abilities[0];
  return abilities.find((a) => !a.damageToYou && a.produce.includes(color)) ?? abilities.find((a) => a.produce.includes(color));
}

// A mana ability resolves inside a payment and cannot stop it to ask: should two effects that modify
// its damage need an order (CR 616.1), they apply in timestamp order.
const TIMESTAMP_ORDER: Asker = {
  ask<T>(request: ChoiceRequest): T {
    if (request.type === 'order-effects') return request.effects.map((_, i) => i) as T;
    throw new NeedChoice(request);
  },
};

/**
 * Activates a mana ability while paying a cost: taps the source and adds its mana (CR 605.3, no
 * stack). The ability is `ability` when named, else the one whose whole cost is {T} that makes
 * `color`. Returns what `produceMana` returns.
 */
export function activateManaAbility(run: Run, game: GameState, player: PlayerId, id: number, color?: string, ability?: ManaAbility): Color[] | null {
  const chosen = ability ?? manaAbilityFor(manaAbilitiesOf(characteristics(game, id)).filter(tapsForPayment), color);
  if (!chosen) throw new Error('not a mana source');
  tapForMana(game, player, id);
  // The full snapshot of the source only where it deals damage (a painland); else only whether it is snow is read.
  if (chosen.damageToYou) return produceMana(run, game, player, sourceInfo(game, id), chosen, color);
  return addAbilityMana(game, player, chosen, color, characteristics(game, id).compiled.def.supertypes.includes('Snow'));
}

/** Taps a permanent for a mana ability's {T} cost; a land tapped this way was tapped for mana (CR 106.12). */
export function tapForMana(game: GameState, player: PlayerId, id: number): void {
  setTapped(game, id, true);
  landTappedForMana(game, player, id);
  // CR 605.1b, 605.4a: triggered mana abilities ("Whenever enchanted land is tapped for mana, …") add their mana at once.
  for (const added of triggeredManaOnTap(game, id, player)) game.players[added.player].manaPool += added.mana;
}

/**
 * A mana ability's effect once its costs are paid (CR 605.3b): its mana is added — every symbol of
 * "Add {W}{U}{B}{R}{G}" (106.4) — and a painland's damage dealt. A source that makes one of several
 * colours adds `color`; without one it returns the choices to ask for. `source` is the ability's
 * source as it was when activated (it may have been sacrificed for the cost, 112.7a).
 */
export function produceMana(run: Run, game: GameState, player: PlayerId, source: SourceInfo, ability: ManaAbility, color?: string): Color[] | null {
  // CR 605.1a: the damage is part of the mana ability's effect.
  if (ability.damageToYou) dealDamage(run, game, { source, target: { player }, amount: ability.damageToYou, combat: false }, TIMESTAMP_ORDER);
  return addAbilityMana(game, player, ability, color, !!source.snow);
}

/** The mana a mana ability adds (CR 106.4: each mana in the pool is one of its types; doubling adds as much of each again); as produceMana returns. */
function addAbilityMana(game: GameState, player: PlayerId, ability: ManaAbility, color: string | undefined, snow: boolean): Color[] | null {
  if (ability.doubles) {
    game.players[player].manaPool += game.players[player].manaPool;
    return null;
  }
  if (!ability.oneOf) {
    game.players[player].manaPool += ability.produce;
    if (snow) addSnowMana(game, player, ability.produce);
    return null;
  }
  if (color === undefined || !ability.produce.includes(color)) return [...ability.produce] as Color[];
  game.players[player].manaPool += color;
  if (snow) addSnowMana(game, player, color);
  return null;
}

/** CR 107.4h, 106.3: the pool remembers the mana a snow permanent made (only {S} cares). */
function addSnowMana(game: GameState, player: PlayerId, mana: string): void {
  game.players[player].snowMana = (game.players[player].snowMana ?? '') + mana;
}

/** CR 605.3b: the colour of "Add {G} or {W}" is chosen as the ability resolves. */
export function addManaOfChoice(game: GameState, asker: Asker, player: PlayerId, colors: Color[]): void {
  const color = asker.ask<Color>({ type: 'pick-color', player, prompt: `Add one mana: ${colors.join(' or ')}`, colors });
  game.players[player].manaPool += color;
}
