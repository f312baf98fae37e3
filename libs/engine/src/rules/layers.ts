import { CardType, Condition, GrantedAbility, GrantedTrigger, StaticEffect, AffectedObjects, PermanentFilter } from '../cards/card-definition';
import { enteringTimes } from './kicker';
import { CompiledCard, compiledObject } from '../cards/compiled-card';
import { chosenKeyword, KEYWORD_COUNTERS, ptCounter } from '../cards/keywords';
import { LAND_TYPES, shareCreatureType } from '../cards/subtypes';
import { Color, ContinuousEffect, GameObject, GameState, PlayerId, SourceInfo } from '../state/game-state';
import { conditionHolds } from './conditions';
import { countValue, CountScope } from './counts';
import { matchesFilter } from './object-filter';
import { manaValue, parseCost } from './mana';

/** An object's characteristics after applying continuous effects (CR 613). */
export interface Characteristics {
  id: number;
  card: string;
  controller: PlayerId;
  types: CardType[];
  subtypes: string[];
  /** Changeling (CR 702.73a): every creature type, until a type-changing effect sets its creature types. */
  everyCreatureType: boolean;
  legendary: boolean;
  colors: Color[];
  power: number;
  toughness: number;
  keywords: string[];
  /** False once an effect removed all its abilities (Humility): its printed abilities do nothing. */
  hasAbilities: boolean;
  /** Activated and mana abilities effects gave it (CR 613.1f: 'have "{T}: Add one mana of any color."'), in timestamp order; absent when none. */
  granted?: GrantedAbility[];
  /** Triggered abilities effects gave it (CR 613.1f), in timestamp order; absent when none. */
  grantedTriggers?: GrantedTrigger[];
  cantAttackOrBlock: boolean;
  /** CR 509.1b: it can't be declared as a blocker. */
  cantBlock: boolean;
  /** CR 509.1b: no creature can be declared as a blocker of it. */
  cantBeBlocked: boolean;
  /** CR 502.3: it stays tapped in its controller's untap step. */
  doesntUntap: boolean;
  /** CR 508.1d: it attacks each combat if able (a requirement). */
  attacksEachCombat: boolean;
  /** CR 509.1b: "can't be blocked except by …": each list is one such ability, a blocker must match one of its filters. */
  blockerFilters?: PermanentFilter[][];
  /** CR 508.1c: "can't attack unless defending player controls an Island": the defending player must control a permanent of each filter. */
  attackNeeds?: PermanentFilter[];
  /** CR 509.1b: "can't be blocked by more than N creatures": the smallest such N. */
  maxBlockers?: number;
  /** CR 509.1c: "all creatures able to block it do so": each creature able to block it is required to. */
  mustBeBlocked: boolean;
  /** CR 509.1a: how many more attackers than one it may block (High Ground). */
  extraBlocks: number;
  /** CR 510.1b-c: its controller may assign its combat damage as though it weren't blocked (Rhox). */
  assignsAsUnblocked: boolean;
  /** CR 601.2c: "can't be the target of blue or black spells": each filter names spells that can't target it. */
  untargetableBySpells?: PermanentFilter[];
  isCreature: boolean;
  /** The card's compiled definition (shared, read-only). */
  compiled: CompiledCard;
}

interface CacheEntry {
  chars: Map<number, Characteristics>;
  /** "As long as" statics and whether each held when the entry was computed (null: none on the battlefield). */
  conditional: ConditionalStatics | null;
  refs: Map<number, string> | null;
  derived: Map<string, Derived> | null;
  /** Every static ability on the battlefield is local (staysLocal): none reads or changes a permanent entering or leaving. */
  local: boolean;
  /**
   * A local entry after plain permanents (plainCard) entered or left the battlefield: every other
   * permanent keeps its characteristics, so `chars` is brought up to date at the next read.
   */
  stale: boolean;
  /**
   * A local entry after a change to these objects alone (attached, counters, an effect naming one): only
   * they and the permanents they are attached to are computed again at the next read; null when none.
   */
  changed: number[] | null;
  /** `chars` is another game's too (carryCharacteristics): replaced when brought up to date, never changed in place. */
  shared: boolean;
}

/** A value cachedDerived computed, and which permanents it reads when it says so. */
interface Derived {
  value: unknown;
  reads?: (c: Characteristics) => boolean;
}

const CACHE = new WeakMap<GameState, CacheEntry>();
// The most recently used entry, to skip the WeakMap on the hot path.
let lastGame: GameState | null = null;
let lastEntry: CacheEntry | null = null;

/**
 * The kinds of continuous effect the layers apply (CR 613.1); the others (prevention shields CR 615,
 * regeneration shields CR 701.15) change no characteristic, so creating or ending them keeps the cache.
 */
export const CHARACTERISTIC_EFFECT_KINDS = ['control', 'change-text', 'become', 'grant', 'set-pt', 'pump', 'restrict', 'switch-pt'] as const;

/** A continuous effect the layers read: each names the one object it changes. */
export type CharacteristicEffect = Extract<ContinuousEffect['effect'], { kind: (typeof CHARACTERISTIC_EFFECT_KINDS)[number] }>;

/** True if the layers read this continuous effect (one of CHARACTERISTIC_EFFECT_KINDS). */
export function changesCharacteristics(effect: ContinuousEffect['effect']): effect is CharacteristicEffect {
  return (CHARACTERISTIC_EFFECT_KINDS as readonly string[]).includes(effect.kind);
}

/**
 * The kinds of static ability the layers don't read (computeAll applies the others): with only these
 * on the battlefield, and none with a condition, no permanent's characteristics depend on another's.
 */
const PLAIN_STATIC_KINDS: ReadonlySet<StaticEffect['kind']> = new Set<StaticEffect['kind']>([
  'attack-tax',
  'can-block-only',
  'cant-be-blocked-by-subtype',
  'cant-cast-exiled-name',
  'double-damage',
  'draw-replacement',
  'enters-tapped',
  'player-rule',
  'prevent-damage',
  'spell-cost',
  'spells-cant-be-countered',
]);

const PLAIN_CARDS = new WeakMap<CompiledCard, boolean>();

/**
 * A static ability that changes no characteristics but its source's own or its host's (CR 613: Pacifism,
 * Bonesplitter, Mind Control), with no condition and nothing counted: a permanent entering (to which
 * nothing is attached yet) or leaving the battlefield changes what it does to no other permanent.
 */
function staysLocal(inst: StaticInstance): boolean {
  if (inst.condition) return false;
  const e = inst.effect;
  if (PLAIN_STATIC_KINDS.has(e.kind)) return true;
  if (!('affected' in e) || (e.kind === 'modify-pt' && (e.forEach || e.sharingCreatureType))) return false;
  return e.affected.kind === 'self' || e.affected.kind === 'enchanted' || e.affected.kind === 'equipped';
}

/** True if none of the card's static abilities is read by the layers or has a condition. */
function plainCard(compiled: CompiledCard): boolean {
  if (compiled.staticKinds.length === 0) return true;
  let plain = PLAIN_CARDS.get(compiled);
  if (plain === undefined) {
    plain = compiled.abilities.every((a) => a.kind !== 'static' || (!a.condition && PLAIN_STATIC_KINDS.has(a.effect.kind)));
    PLAIN_CARDS.set(compiled, plain);
  }
  return plain;
}

/**
 * A permanent entered or left the battlefield. On a battlefield of local statics a plain card changes
 * no other permanent's characteristics, so the entry is kept and brought up to date when next read;
 * anything else forgets the characteristics (touch).
 */
export function battlefieldMoved(game: GameState, obj: GameObject): void {
  const entry = lastGame === game ? lastEntry : CACHE.get(game);
  if (!entry) return;
  if (!entry.local || !plainCard(compiledObject(game, obj.id))) {
    touch(game);
    return;
  }
  entry.stale = true;
  entry.refs = null;
}

/**
 * Something of this one object that the layers read changed (what it is attached to, its counters or
 * timestamp, an effect naming it). On a battlefield of local statics (staysLocal) a permanent's
 * characteristics read only its own and those of what is attached to it, so only this object and
 * the permanents it is attached to are computed again; anything else forgets the characteristics.
 */
export function touchObject(game: GameState, id: number): void {
  const entry = lastGame === game ? lastEntry : CACHE.get(game);
  if (!entry) return;
  if (!entry.local) {
    touch(game);
    return;
  }
  (entry.changed ??= []).push(id);
  entry.refs = null;
}

/** Forgets computed characteristics; every change to what they depend on calls this. */
export function touch(game: GameState): void {
  CACHE.delete(game);
  if (lastGame === game) {
    lastGame = null;
    lastEntry = null;
  }
}

function entryFor(game: GameState): CacheEntry {
  // The hot path: the game asked last, with no condition to check again.
  if (lastGame === game && lastEntry !== null && lastEntry.conditional === null && !lastEntry.stale && lastEntry.changed === null) return lastEntry;
  let entry = lastGame === game && lastEntry ? lastEntry : CACHE.get(game);
  if (entry?.stale || entry?.changed) {
    // The permanents that entered, left or were computed again, as they were and as they are.
    const moved: Characteristics[] = [];
    if (entry.stale) {
      const chars = entry.shared ? patchedBattlefield(game, entry.chars, moved) : patchedInPlace(game, entry.chars, moved) ? entry.chars : null;
      if (chars) {
        entry.chars = chars;
        entry.stale = false;
        entry.shared = false;
      } else entry = undefined;
    }
    if (entry?.changed) {
      entry.chars = recomputedAround(game, entry.chars, entry.changed, moved, entry.shared);
      entry.changed = null;
      entry.shared = false;
    }
    if (entry?.derived) dropDerived(entry.derived, moved);
  }
  // CR 611.3a: a condition is checked continuously; what it reads (the turn, tapping, combat, a
  // hand) does not drop the cache, so an entry with conditions is recomputed when one changed.
  if (entry?.conditional && !conditionsUnchanged(game, entry.chars, entry.conditional)) entry = undefined;
  if (!entry) {
    const computed = computeAll(game);
    entry = { chars: computed.chars, conditional: computed.conditional, refs: null, derived: null, local: computed.local, stale: false, changed: null, shared: false };
    CACHE.set(game, entry);
  }
  lastGame = game;
  lastEntry = entry;
  return entry;
}

/**
 * References of every permanent on the battlefield ("A:Forest#2"), cached with the characteristics
 * since both change only when the battlefield or control changes.
 */
export function cachedBattlefieldReferences(game: GameState, compute: (game: GameState) => Map<number, string>): Map<number, string> {
  const entry = entryFor(game);
  if (!entry.refs) entry.refs = compute(game);
  return entry.refs;
}

/**
 * The characteristics of a battlefield of local statics after plain permanents entered or left: the
 * others' as computed, the new ones' as computeAll gives them (printed values, keyword and P/T
 * counters, a kicked entering's keywords); null when a new one is not plain or an effect names it.
 */
function patchedBattlefield(game: GameState, before: Map<number, Characteristics>, moved: Characteristics[]): Map<number, Characteristics> | null {
  const chars = new Map<number, Characteristics>();
  const bf = game.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const id = bf[i];
    let c = before.get(id);
    if (c === undefined) {
      const computed = enteredCharacteristics(game, game.objects[id]);
      if (computed === null) return null;
      c = computed;
      moved.push(c);
    }
    chars.set(id, c);
  }
  for (const [id, c] of before) if (!chars.has(id)) moved.push(c);
  return chars;
}

/**
 * patchedBattlefield on the map itself: the battlefield keeps its order and adds at its end, and so
 * does a map, so the permanents that left are deleted and the new ones set at its end. False (the
 * map then half done, to be dropped) when a new one is not plain or an effect names it, or when the
 * battlefield's order is not the map's.
 */
function patchedInPlace(game: GameState, chars: Map<number, Characteristics>, moved: Characteristics[]): boolean {
  const bf = game.battlefield;
  let i = 0;
  for (const [id, c] of chars) {
    if (i < bf.length && bf[i] === id) {
      i++;
      continue;
    }
    if (game.objects[id]?.zone === 'battlefield') return false;
    chars.delete(id);
    moved.push(c);
  }
  for (; i < bf.length; i++) {
    const c = enteredCharacteristics(game, game.objects[bf[i]]);
    if (c === null) return false;
    chars.set(bf[i], c);
    moved.push(c);
  }
  return true;
}

/**
 * The characteristics of a battlefield of local statics after a change to some objects (touchObject):
 * each changed permanent and every permanent it is attached to, transitively, is computed again by
 * computeAll over the part of the battlefield its characteristics read (it and what is attached to
 * it, transitively); the others are kept. Set in place (a key keeps its place in a map), or in a new map,
 * in battlefield order, when the old one is `shared` with a copy.
 */
function recomputedAround(game: GameState, before: Map<number, Characteristics>, changed: readonly number[], moved: Characteristics[], shared: boolean): Map<number, Characteristics> {
  const affected = new Set<number>();
  for (const id of changed) {
    for (let at: number | null = id; at !== null && !affected.has(at); ) {
      const obj: GameObject | undefined = game.objects[at];
      if (obj === undefined || obj.zone !== 'battlefield') break;
      affected.add(at);
      at = obj.attachedTo;
    }
  }
  const bf = game.battlefield;
  // What the affected permanents' statics come from: themselves and what is attached to them, transitively.
  const read = new Set(affected);
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = 0; i < bf.length; i++) {
      const obj = game.objects[bf[i]];
      if (obj.attachedTo !== null && read.has(obj.attachedTo) && !read.has(obj.id)) {
        read.add(obj.id);
        grew = true;
      }
    }
  }
  const recomputed = computeAll(game, bf.filter((id) => read.has(id))).chars;
  if (!shared) {
    for (const id of affected) {
      const c = recomputed.get(id)!;
      moved.push(before.get(id)!, c);
      before.set(id, c);
    }
    return before;
  }
  const chars = new Map<number, Characteristics>();
  for (let i = 0; i < bf.length; i++) {
    const id = bf[i];
    if (affected.has(id)) {
      const c = recomputed.get(id)!;
      moved.push(before.get(id)!, c);
      chars.set(id, c);
    } else chars.set(id, before.get(id)!);
  }
  return chars;
}

/** Drops the derived values that read a permanent that entered, left or was computed again (cachedDerived's `reads`), and those that don't say. */
function dropDerived(derived: Map<string, Derived>, moved: readonly Characteristics[]): void {
  for (const [key, d] of derived) {
    const reads = d.reads;
    if (reads === undefined || moved.some((c) => reads(c))) derived.delete(key);
  }
}

/** computeAll's result for a plain permanent that nothing is attached to and no effect names, on a battlefield of local statics; or null. */
function enteredCharacteristics(game: GameState, obj: GameObject): Characteristics | null {
  const c = baseCharacteristics(game, obj);
  if (!plainCard(c.compiled)) return null;
  for (const ce of game.effects) if ('object' in ce.effect && ce.effect.object === obj.id) return null;
  for (const id of game.battlefield) if (game.objects[id].attachedTo === obj.id) return null;
  // Layer 6 in computeAll's order for one timestamp: keyword counters, then a kicked entering's keywords.
  const counters = obj.counters;
  for (const name in counters) if ((KEYWORD_COUNTERS as readonly string[]).includes(name)) addKeywords(c, [name]);
  const entering = obj.kicks?.length ? c.compiled.def.entersWithCounters : undefined;
  for (const e of entering ?? []) {
    if (!e.ifKicked || (!e.keywords && !e.abilities) || enteringTimes(e, obj.kicks!) === 0) continue;
    if (e.keywords) addKeywords(c, e.keywords);
    if (e.abilities) grantAbilities(c, e.abilities);
  }
  // Layer 7c: P/T counters.
  for (const name in counters) {
    const pt = ptCounter(name);
    if (pt) {
      c.power += pt.power * counters[name];
      c.toughness += pt.toughness * counters[name];
    }
  }
  return c;
}

function hasCounters(obj: GameObject): boolean {
  for (const _kind in obj.counters) return true;
  return false;
}

function baseCharacteristics(game: GameState, obj: GameObject): Characteristics {
  const compiled = compiledObject(game, obj.id);
  const def = compiled.def;
  return {
    id: obj.id,
    card: obj.card,
    controller: obj.controller,
    types: def.types,
    subtypes: def.subtypes,
    everyCreatureType: compiled.everyCreatureType,
    legendary: def.supertypes.includes('Legendary'),
    colors: compiled.colors,
    power: def.power ?? 0,
    toughness: def.toughness ?? 0,
    // Shared with the definition until an effect adds one (addKeywords copies it first).
    keywords: def.keywords,
    hasAbilities: true,
    cantAttackOrBlock: false,
    cantBlock: false,
    cantBeBlocked: false,
    doesntUntap: false,
    attacksEachCombat: false,
    mustBeBlocked: false,
    assignsAsUnblocked: false,
    extraBlocks: 0,
    isCreature: def.types.includes('Creature'),
    compiled,
  };
}

interface StaticInstance {
  source: GameObject;
  timestamp: number;
  effect: StaticEffect;
  condition?: Condition;
}

interface ConditionalStatics {
  instances: StaticInstance[];
  held: boolean[];
}

/** Whether a static's condition holds on a battlefield whose controllers are settled (after layer 2). */
function holds(game: GameState, chars: Map<number, Characteristics>, inst: StaticInstance): boolean {
  return conditionHolds({ game, sourceId: inst.source.id, controller: chars.get(inst.source.id)!.controller, permanents: chars.values() }, inst.condition!);
}

function conditionsUnchanged(game: GameState, chars: Map<number, Characteristics>, conditional: ConditionalStatics): boolean {
  return conditional.instances.every((inst, i) => holds(game, chars, inst) === conditional.held[i]);
}

function affects(game: GameState, inst: StaticInstance, affected: AffectedObjects, target: Characteristics, sourceController: PlayerId): boolean {
  switch (affected.kind) {
    case 'self':
      return inst.source.id === target.id;
    case 'enchanted':
    case 'equipped':
      return inst.source.attachedTo === target.id;
    case 'creatures':
      if (affected.controller === 'enchanted-player') return target.isCreature && target.controller === inst.source.enchantedPlayer;
      return target.isCreature && (affected.controller === 'any' || target.controller === sourceController);
    case 'group':
      return matchesFilter(game, target, affected.filter, sourceController, inst.source.id);
  }
}

/** The characteristics of the permanents `bf` (the battlefield, or a part of it whose statics reach only inside it), in its order. */
function computeAll(game: GameState, bf: readonly number[] = game.battlefield): { chars: Map<number, Characteristics>; conditional: ConditionalStatics | null; local: boolean } {
  const map = new Map<number, Characteristics>();
  // Most battlefields have no counters and no kicked permanent: their layer passes are skipped.
  let countered = false;
  let kicked = false;
  for (let i = 0; i < bf.length; i++) {
    const obj = game.objects[bf[i]];
    map.set(obj.id, baseCharacteristics(game, obj));
    if (!countered && hasCounters(obj)) countered = true;
    if (obj.kicks?.length) kicked = true;
  }
  // Static abilities of permanents on the battlefield, with their source's timestamp (CR 613.7a).
  const statics: StaticInstance[] = [];
  for (let i = 0; i < bf.length; i++) {
    const source = game.objects[bf[i]];
    const compiled = map.get(source.id)!.compiled;
    if (compiled.staticKinds.length === 0) continue;
    const abilities = compiled.abilities;
    for (let j = 0; j < abilities.length; j++) {
      const a = abilities[j];
      if (a.kind === 'static') statics.push(a.condition ? { source, timestamp: source.timestamp, effect: a.effect, condition: a.condition } : { source, timestamp: source.timestamp, effect: a.effect });
    }
  }
  const effects = game.effects;

  // Layer 2: control-changing effects in timestamp order (CR 613.1b).
  const control: { timestamp: number; apply: () => void }[] = [];
  for (const inst of statics) {
    const e = inst.effect;
    if (e.kind !== 'control') continue;
    control.push({
      timestamp: inst.timestamp,
      apply: () => {
        for (const c of map.values()) if (affects(game, inst, e.affected, c, map.get(inst.source.id)!.controller)) c.controller = map.get(inst.source.id)!.controller;
      },
    });
  }
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'control') continue;
    control.push({
      timestamp: ce.timestamp,
      apply: () => {
        const c = map.get(e.object);
        if (c) c.controller = e.controller;
      },
    });
  }
  if (control.length > 0) {
    control.sort((a, b) => a.timestamp - b.timestamp);
    for (const op of control) op.apply();
  }
  // Layer 4, static abilities: "Each noncreature artifact is an artifact creature" (CR 205.1a); the
  // objects it changes here are the ones its power and toughness part sets in layer 7b (CR 613.6).
  const becameTypes = new Map<StaticInstance, Characteristics[]>();
  for (const inst of statics) {
    const e = inst.effect;
    if (e.kind !== 'become-types') continue;
    const controller = map.get(inst.source.id)!.controller;
    const changed = [...map.values()].filter((c) => affects(game, inst, e.affected, c, controller));
    for (const c of changed) {
      // Subtypes of card types it no longer has go with them (CR 205.1a): an artifact land loses its land types.
      if (!e.types.includes('Land')) c.subtypes = c.subtypes.filter((t) => !(LAND_TYPES as readonly string[]).includes(t));
      c.types = e.types.slice();
      c.isCreature = c.types.includes('Creature');
    }
    becameTypes.set(inst, changed);
  }
  // Layers 4 and 5: type- and colour-changing effects, in timestamp order (CR 613.1d-e; the
  // effects list is in creation order). "It's still a land" keeps the prior types (CR 205.1b).
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'become') continue;
    const c = map.get(e.object);
    if (!c) continue;
    c.types = e.keepsTypes ? [...c.types, ...e.types.filter((t) => !c.types.includes(t))] : e.types.slice();
    c.subtypes = e.keepsTypes ? [...c.subtypes, ...e.subtypes.filter((t) => !c.subtypes.includes(t))] : e.subtypes.slice();
    // A later type-setting effect overrides changeling's characteristic-defining ability (CR 613.3, 702.73a).
    if (!e.keepsTypes) c.everyCreatureType = false;
    c.isCreature = c.types.includes('Creature');
    if (e.colors) c.colors = e.colors.slice();
  }
  // CR 611.3a: an "as long as" static applies only while its condition holds; conditions read
  // controllers and printed types, settled here (conditions never sit on control statics).
  let conditional: ConditionalStatics | null = null;
  if (statics.some((s) => s.condition)) {
    conditional = { instances: statics.filter((s) => s.condition), held: [] };
    conditional.held = conditional.instances.map((inst) => holds(game, map, inst));
    const failing = new Set(conditional.instances.filter((_inst, i) => !conditional!.held[i]));
    if (failing.size > 0) statics.splice(0, statics.length, ...statics.filter((s) => !failing.has(s)));
  }

  // Layer 6: ability-adding and -removing effects in timestamp order (CR 613.1f).
  const abilityOps: { timestamp: number; apply: () => void }[] = [];
  for (const inst of statics) {
    const e = inst.effect;
    const sourceChars = map.get(inst.source.id)!;
    if (e.kind === 'grant-keywords') {
      abilityOps.push({
        timestamp: inst.timestamp,
        apply: () => {
          // CR 614.12: "protection from the chosen color" reads the source's choice as it entered.
          const chosen = game.objects[inst.source.id]?.chosen;
          const keywords = chosen ? e.keywords.map((k) => chosenKeyword(k, chosen)) : e.keywords;
          for (const c of map.values()) if (affects(game, inst, e.affected, c, sourceChars.controller)) addKeywords(c, keywords);
        },
      });
    } else if (e.kind === 'grant-ability') {
      abilityOps.push({
        timestamp: inst.timestamp,
        apply: () => {
          const ability = e.ability;
          for (const c of map.values())
            if (affects(game, inst, e.affected, c, sourceChars.controller)) grantAbilities(c, [ability]);
        },
      });
    } else if (e.kind === 'lose-all-abilities') {
      abilityOps.push({
        timestamp: inst.timestamp,
        apply: () => {
          for (const c of map.values())
            if (affects(game, inst, e.affected, c, sourceChars.controller)) {
              c.keywords = [];
              c.hasAbilities = false;
              c.granted = undefined;
              c.grantedTriggers = undefined;
            }
        },
      });
    }
  }
  // CR 122.1b: a keyword counter grants its keyword; applied at the object's timestamp (when the counter was put on is not kept).
  if (countered) for (const c of map.values()) {
    const counters = game.objects[c.id].counters;
    for (const name in counters) {
      if ((KEYWORD_COUNTERS as readonly string[]).includes(name)) abilityOps.push({ timestamp: game.objects[c.id].timestamp, apply: () => addKeywords(c, [name]) });
    }
  }
  // CR 702.33e, 614.1c: a kicked permanent that "enters … and with flying" (or a quoted ability) has it from the spell's resolution, at its timestamp.
  if (kicked) for (const c of map.values()) {
    const obj = game.objects[c.id];
    const entering = obj.kicks?.length ? c.compiled.def.entersWithCounters : undefined;
    for (const e of entering ?? []) {
      if (!e.ifKicked || (!e.keywords && !e.abilities) || enteringTimes(e, obj.kicks!) === 0) continue;
      abilityOps.push({
        timestamp: obj.timestamp,
        apply: () => {
          if (e.keywords) addKeywords(c, e.keywords);
          if (e.abilities) grantAbilities(c, e.abilities);
        },
      });
    }
  }
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'grant' && !(e.kind === 'become' && (e.keywords.length > 0 || e.abilities))) continue;
    abilityOps.push({
      timestamp: ce.timestamp,
      apply: () => {
        const c = map.get(e.object);
        if (!c) return;
        addKeywords(c, e.keywords);
        if (e.kind === 'become' && e.abilities) (c.granted ??= []).push(...e.abilities);
      },
    });
  }
  if (abilityOps.length > 0) {
    abilityOps.sort((a, b) => a.timestamp - b.timestamp);
    for (const op of abilityOps) op.apply();
  }

  // Statics whose source lost its abilities stop applying in later layers (CR 613.6).
  const active = statics.filter((s) => map.get(s.source.id)!.hasAbilities);

  // Layer 7a: characteristic-defining abilities (CR 604.3, 613.4a).
  for (const inst of active) {
    const e = inst.effect;
    if (e.kind !== 'defining-pt') continue;
    const c = map.get(inst.source.id)!;
    c.power = c.toughness = countValue(staticCountScope(game, map, c), e.count);
  }
  // Layer 7b: effects that set base power and toughness, in timestamp order (CR 613.4b). CR 2006 418.5a
  // sublayer 6b also holds the modifications made by spells and abilities ("gets +4/+4 until end of
  // turn"), in the same timestamp order, so a later "becomes 0/1" overrides an earlier pump; counters
  // (6c) and static modifications (6d) still come after, as in today's 7c.
  const editionOf2006 = game.rules === '2006';
  const setOps: { timestamp: number; apply: () => void }[] = [];
  for (const inst of active) {
    const e = inst.effect;
    if (e.kind !== 'set-base-pt') continue;
    const controller = map.get(inst.source.id)!.controller;
    setOps.push({
      timestamp: inst.timestamp,
      apply: () => {
        for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) setPt(c, e.power, e.toughness);
      },
    });
  }
  for (const [inst, changed] of becameTypes) {
    if (inst.effect.kind !== 'become-types' || !inst.effect.ptIsManaValue) continue;
    setOps.push({
      timestamp: inst.timestamp,
      apply: () => {
        for (const c of changed) {
          const value = manaValue(parseCost(c.compiled.def.manaCost));
          setPt(c, value, value);
        }
      },
    });
  }
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'set-pt' && e.kind !== 'become' && !(editionOf2006 && e.kind === 'pump')) continue;
    const c = map.get(e.object);
    if (!c) continue;
    setOps.push({ timestamp: ce.timestamp, apply: () => (e.kind === 'pump' ? setPt(c, c.power + e.power, c.toughness + e.toughness) : setPt(c, e.power, e.toughness)) });
  }
  if (setOps.length > 0) {
    setOps.sort((a, b) => a.timestamp - b.timestamp);
    for (const op of setOps) op.apply();
  }
  // Layer 7c: modifications and counters (CR 613.4c); addition commutes, so order is free.
  for (const inst of active) {
    const e = inst.effect;
    if (e.kind === 'modify-pt') {
      const source = map.get(inst.source.id)!;
      const controller = source.controller;
      // CR 122.1: "for each age counter on Glacial Plating" reads the source's own counters.
      const times = e.forEachCounter ? (game.objects[inst.source.id].counters[e.forEachCounter] ?? 0) : e.forEach && !e.sharingCreatureType ? countValue(staticCountScope(game, map, source), { permanents: e.forEach }) : 1;
      for (const c of map.values())
        if (affects(game, inst, e.affected, c, controller)) {
          const n = e.sharingCreatureType ? sharingCreatureTypeCount(game, map, e.forEach ?? {}, c, controller) : times;
          c.power += e.power * n;
          c.toughness += e.toughness * n;
        }
    } else if (e.kind === 'cant-attack-or-block') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) c.cantAttackOrBlock = true;
    } else if (e.kind === 'cant-block' || e.kind === 'cant-be-blocked' || e.kind === 'doesnt-untap' || e.kind === 'attacks-each-combat' || e.kind === 'must-be-blocked' || e.kind === 'assigns-as-unblocked') {
      const controller = map.get(inst.source.id)!.controller;
      const flag = ({ 'cant-block': 'cantBlock', 'cant-be-blocked': 'cantBeBlocked', 'doesnt-untap': 'doesntUntap', 'attacks-each-combat': 'attacksEachCombat', 'must-be-blocked': 'mustBeBlocked', 'assigns-as-unblocked': 'assignsAsUnblocked' } as const)[e.kind];
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) c[flag] = true;
    } else if (e.kind === 'extra-blocks') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) c.extraBlocks++;
    } else if (e.kind === 'cant-be-blocked-except') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) (c.blockerFilters ??= []).push(e.blockers);
    } else if (e.kind === 'cant-attack-unless-defender-controls') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) (c.attackNeeds ??= []).push(e.filter);
    } else if (e.kind === 'cant-be-targeted-by-spells') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) (c.untargetableBySpells ??= []).push(e.spells);
    } else if (e.kind === 'max-blockers') {
      const controller = map.get(inst.source.id)!.controller;
      for (const c of map.values()) if (affects(game, inst, e.affected, c, controller)) c.maxBlockers = Math.min(c.maxBlockers ?? e.count, e.count);
    }
  }
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'restrict') continue;
    const c = map.get(e.object);
    // A restriction on blocking one attacker is read by the combat rules for that pair (CR 509.1b).
    if (c && e.attacker === undefined) c[e.restriction === 'cant-block' ? 'cantBlock' : 'cantBeBlocked'] = true;
  }
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'pump' || editionOf2006) continue;
    const c = map.get(e.object);
    if (c) {
      c.power += e.power;
      c.toughness += e.toughness;
    }
  }
  // CR 122.1a: every P/T counter ("+1/+1", "-1/-1", "+1/+2") counts.
  if (countered) for (const c of map.values()) {
    const counters = game.objects[c.id].counters;
    for (const name in counters) {
      const pt = ptCounter(name);
      if (pt) {
        c.power += pt.power * counters[name];
        c.toughness += pt.toughness * counters[name];
      }
    }
  }
  // Layer 7d: switching power and toughness, after every other P/T effect whatever its timestamp (CR 613.4d).
  for (const ce of effects) {
    const e = ce.effect;
    if (e.kind !== 'switch-pt') continue;
    const c = map.get(e.object);
    if (c) {
      const power = c.power;
      c.power = c.toughness;
      c.toughness = power;
    }
  }
  return { chars: map, conditional, local: conditional === null && statics.every(staysLocal) };
}

function setPt(c: Characteristics, power: number, toughness: number): void {
  c.power = power;
  c.toughness = toughness;
}

/** Coat of Arms: the permanents the filter accepts, other than `c` meaning other than that creature, that share a creature type with it (CR 205.3m). */
function sharingCreatureTypeCount(game: GameState, map: Map<number, Characteristics>, filter: PermanentFilter, c: Characteristics, viewer: PlayerId): number {
  let n = 0;
  for (const other of map.values()) if (matchesFilter(game, other, filter, viewer, c.id) && shareCreatureType(c, other)) n++;
  return n;
}

/** A static ability counts what its layer sees; "you" is its controller (CR 109.5). */
function staticCountScope(game: GameState, map: Map<number, Characteristics>, source: Characteristics): CountScope {
  return { game, permanents: map.values(), viewer: source.controller, sourceId: source.id, playersOf: (s) => (s === 'you' ? [source.controller] : []) };
}

/** CR 613.1f: abilities an effect or a kicked entering gives, triggered ones apart (the triggers read them). */
function grantAbilities(c: Characteristics, abilities: readonly (GrantedAbility | GrantedTrigger)[]): void {
  for (const ability of abilities) {
    if (ability.kind === 'triggered') (c.grantedTriggers ??= []).push(ability);
    else (c.granted ??= []).push(ability);
  }
}

function addKeywords(c: Characteristics, keywords: readonly string[]): void {
  for (const k of keywords) {
    if (c.keywords.includes(k)) continue;
    if (c.keywords === c.compiled.def.keywords) c.keywords = c.keywords.slice();
    c.keywords.push(k);
  }
}

/** Characteristics of an object; battlefield objects get all layers, others their printed values. */
export function characteristics(game: GameState, id: number): Characteristics {
  // Battlefield objects are all in the cache; anything else has its printed characteristics.
  const cached = entryFor(game).chars.get(id);
  if (cached) return cached;
  const obj = game.objects[id];
  // CR 702.26b: a phased-out permanent is treated as though it doesn't exist: no effect reaches it.
  if (obj.zone !== 'battlefield' || obj.phasedOut) return baseCharacteristics(game, obj);
  touch(game);
  return entryFor(game).chars.get(id)!;
}

/**
 * Data derived only from computed characteristics and references (e.g. which permanents have
 * activated abilities), cached with them under a key and dropped by the same changes. With `reads`,
 * the value is a function of the characteristics of the permanents `reads` accepts alone, in
 * battlefield order: it is kept when permanents it doesn't read (as they were or as they are) enter,
 * leave or are computed again on a battlefield of local statics.
 */
export function cachedDerived<T>(game: GameState, key: string, compute: (game: GameState) => T, reads?: (c: Characteristics) => boolean): T {
  const entry = entryFor(game);
  let derived = entry.derived;
  if (derived === null) derived = entry.derived = new Map();
  else {
    const found = derived.get(key);
    if (found !== undefined) return found.value as T;
  }
  const computed = compute(game);
  derived.set(key, reads ? { value: computed, reads } : { value: computed });
  return computed;
}

/**
 * A copy of a game (cloneGame, a restored snapshot) starts with the computed characteristics of the
 * game it copies: the same state has the same characteristics, which are read only. Derived data,
 * some of which reads more than characteristics, is computed again.
 */
export function carryCharacteristics(from: GameState, to: GameState): void {
  const entry = lastGame === from && lastEntry !== null ? lastEntry : CACHE.get(from);
  if (!entry) return;
  entry.shared = true;
  CACHE.set(to, { chars: entry.chars, conditional: entry.conditional, refs: entry.refs, derived: null, local: entry.local, stale: entry.stale, changed: entry.changed && entry.changed.slice(), shared: true });
}

/**
 * Drops one derived value if the game's cache holds it, computing nothing: for data that also reads
 * something which changes without dropping the characteristics (marked damage).
 */
export function forgetDerived(game: GameState, key: string): void {
  const entry = lastGame === game ? lastEntry : CACHE.get(game);
  entry?.derived?.delete(key);
}

/** Computed characteristics of every permanent on the battlefield, by id (cached; read only). */
export function battlefieldCharacteristics(game: GameState): ReadonlyMap<number, Characteristics> {
  return entryFor(game).chars;
}

/**
 * The one condition evaluator read over the battlefield as it is now (as a spell is cast or resolves, as an
 * ability is activated or its intervening "if" checked); `controller` is "you", `thatPlayer` a trigger's player.
 */
export function conditionHoldsNow(game: GameState, sourceId: number, controller: PlayerId, condition: Condition, thatPlayer?: PlayerId): boolean {
  return conditionHolds({ game, sourceId, controller, permanents: battlefieldCharacteristics(game).values(), thatPlayer }, condition);
}

/** The current controller of an object on the battlefield or stack, or the owner elsewhere. */
export function controllerOf(game: GameState, id: number): PlayerId {
  const obj = game.objects[id];
  if (obj.zone === 'battlefield') return characteristics(game, id).controller;
  if (obj.zone === 'stack') return obj.controller;
  return obj.owner;
}

/** True if the object has the keyword now. */
export function hasKeyword(game: GameState, id: number, keyword: string): boolean {
  return characteristics(game, id).keywords.includes(keyword);
}

/** True if the object's printed abilities currently work (not removed by an effect). */
export function abilitiesActive(game: GameState, id: number): boolean {
  return characteristics(game, id).hasAbilities;
}

function copyCounters(counters: Record<string, number>): Record<string, number> {
  const copy: Record<string, number> = {};
  for (const k in counters) copy[k] = counters[k];
  return copy;
}

/** Snapshot of a source for later damage and protection checks (last known information, CR 608.2h). */
export function sourceInfo(game: GameState, id: number): SourceInfo {
  const c = characteristics(game, id);
  const { counters, damagedThisTurn } = game.objects[id];
  // No spreads of optional parts: every object leaving the battlefield and every damage source takes one.
  const info: SourceInfo = { id, card: c.card, controller: c.controller, colors: c.colors, keywords: c.keywords.slice(), isCreature: c.isCreature, types: c.types.slice(), subtypes: c.subtypes.slice(), hasAbilities: c.hasAbilities, counters: copyCounters(counters) };
  if (c.isCreature) {
    info.power = c.power;
    info.toughness = c.toughness;
  }
  if (damagedThisTurn?.turn === game.turn) info.damagedBy = [...damagedThisTurn.by];
  if (c.compiled.def.supertypes.includes('Snow')) info.snow = true;
  if (c.everyCreatureType) info.everyCreatureType = true;
  return info;
}

/** Per static kind, its cachedDerived key and which permanents its list reads (made once per kind, never changed). */
const STATIC_KIND_KEYS = new Map<string, { key: string; reads: (c: Characteristics) => boolean }>();

/** The permanents with a working static ability of this kind, in battlefield order: they change only with the characteristics. */
function permanentsWithStatic(game: GameState, kind: StaticEffect['kind']): number[] {
  let kindKey = STATIC_KIND_KEYS.get(kind);
  if (kindKey === undefined) {
    kindKey = { key: `static:${kind}`, reads: (c) => c.compiled.staticKinds.includes(kind) };
    STATIC_KIND_KEYS.set(kind, kindKey);
  }
  const reads = kindKey.reads;
  return cachedDerived(
    game,
    kindKey.key,
    () => {
      const ids: number[] = [];
      for (const c of entryFor(game).chars.values()) if (c.hasAbilities && reads(c)) ids.push(c.id);
      return ids;
    },
    reads,
  );
}

const NO_OBJECTS: readonly GameObject[] = [];

/** True if some active static ability on the battlefield has this kind, optionally controlled by a player. */
export function staticAbilityPresent(game: GameState, kind: StaticEffect['kind'], controller?: PlayerId): readonly GameObject[] {
  const ids = permanentsWithStatic(game, kind);
  // Asked several times for every damage event, mostly of battlefields without the kind: no list made then.
  if (ids.length === 0) return NO_OBJECTS;
  const found: GameObject[] = [];
  for (const id of ids) if (controller === undefined || characteristics(game, id).controller === controller) found.push(game.objects[id]);
  return found;
}

/** True if the permanent has a static ability of this kind that still works. */
export function hasStatic(game: GameState, id: number, kind: StaticEffect['kind']): boolean {
  const c = characteristics(game, id);
  return c.hasAbilities && c.compiled.staticKinds.includes(kind);
}
