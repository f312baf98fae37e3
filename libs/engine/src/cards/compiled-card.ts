import { AbilityDefinition, CardDefinition } from './card-definition';
import { CardPoolRef, CORE_POOL_ID, definitionIn, onCardPoolRegistered } from './card-pool-registry';
import { activatedKeywordName, HandAbilityName, isHandAbilityName, keywordTriggeredAbilities } from './keywords';
import { Color, COLORS, ContinuousEffect } from '../state/game-state';
import { rewriteDefinitionText, TextChange } from './definition-text-rewrite';
import { Subtyped } from './subtypes';

/** A card's definition with the abilities its keywords stand for appended (cached). */
export interface CompiledCard {
  def: CardDefinition;
  abilities: AbilityDefinition[];
  /** Indexes into abilities of activated and mana abilities, in rules-text order. */
  activated: number[];
  colors: Color[];
  /** Changeling (CR 702.73a): every creature type, in every zone. */
  everyCreatureType: boolean;
  isPermanentCard: boolean;
  /** Triggered abilities with their indexes. */
  triggered: { index: number; ability: Extract<AbilityDefinition, { kind: 'triggered' }> }[];
  /** The mana abilities, in rules-text order. */
  manaAbilities: Extract<AbilityDefinition, { kind: 'mana' }>[];
  /** Kinds of static abilities the card has. */
  staticKinds: string[];
  /** Abilities activated from the hand (cycling, typecycling, ninjutsu, transmute: CR 702.29a, 702.29e, 702.49a, 702.53a), by the name a decision gives them. */
  handAbilities: { name: HandAbilityName; ability: Extract<AbilityDefinition, { kind: 'activated' }> }[];
}

const COMPILED = new Map<string, Map<string, CompiledCard>>();
// The pool looked up last: games ask for one pool millions of times in a row.
let lastPoolId: string | null = null;
let lastCache: Map<string, CompiledCard> | undefined;
onCardPoolRegistered((id) => {
  COMPILED.delete(id);
  if (id === lastPoolId) lastPoolId = null;
  BY_OBJECT = new WeakMap();
  lastObjectsGame = null;
  lastByObject = null;
});

/** A card's printed types, subtypes and changeling, for subtype checks in any zone (CR 702.73a). */
export function printedSubtyped(compiled: CompiledCard): Subtyped {
  return { types: compiled.def.types, subtypes: compiled.def.subtypes, everyCreatureType: compiled.everyCreatureType };
}

/** Colours of a mana cost (CR 202.2). */
export function colorsOfCost(cost: string | null): Color[] {
  if (!cost) return [];
  const colors: Color[] = [];
  for (const c of COLORS) if (cost.includes(c)) colors.push(c);
  return colors;
}

const COMPILED_TOKENS = new WeakMap<CardDefinition, CompiledCard>();

/** What compiledObject remembers of a game: by object id, the name it compiled and its compiled card. */
interface ByObject {
  names: string[];
  compiled: CompiledCard[];
}

// Per game (weakly), and the game asked last, to skip the WeakMap on the hot path.
let BY_OBJECT = new WeakMap<object, ByObject>();
let lastObjectsGame: object | null = null;
let lastByObject: ByObject | null = null;

/**
 * The compiled card of a card off the battlefield (in a hand, graveyard or command zone), where no text-changing effect
 * reaches it (CR 400.7): compiledCard of its current name, remembered by object id (an array read instead of a map
 * lookup by name, for the legal options that ask it of every card in hand and graveyard at every priority). A changed
 * name is compiled again.
 */
export function compiledCardOf(game: CardPoolRef & { objects: Record<number, { card: string }> }, id: number): CompiledCard {
  let memo = lastObjectsGame === game ? lastByObject : BY_OBJECT.get(game);
  if (!memo) {
    memo = { names: [], compiled: [] };
    BY_OBJECT.set(game, memo);
  }
  lastObjectsGame = game;
  lastByObject = memo;
  const name = game.objects[id].card;
  if (memo.names[id] === name) return memo.compiled[id];
  const compiled = compiledCard(game, name);
  memo.names[id] = name;
  memo.compiled[id] = compiled;
  return compiled;
}

/**
 * The compiled card of a game's object as its text reads now, the one accessor of an object's abilities for the rules:
 * compiledCard of its current name with the text-changing effects on the object applied in timestamp order (layer 3,
 * CR 613.1c). Games are copied at every decision, so it remembers nothing per game: with no continuous effect it is
 * compiledCard's map lookup.
 */
export function compiledObject(game: CardPoolRef & { objects: Record<number, { card: string }>; effects?: readonly ContinuousEffect[] }, id: number): CompiledCard {
  const compiled = compiledCard(game, game.objects[id].card);
  // The hot path: no continuous effect at all, so no text change.
  const effects = game.effects;
  return effects === undefined || effects.length === 0 ? compiled : withTextChanges(effects, id, compiled);
}

/** CR 612.1, 613.1c: the text-changing effects on the object, applied in timestamp order (the effects' list order). */
function withTextChanges(effects: readonly ContinuousEffect[], id: number, compiled: CompiledCard): CompiledCard {
  let changed = compiled;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i].effect;
    if (e.kind === 'change-text' && e.object === id) changed = textChanged(changed, e.change);
  }
  return changed;
}

// A changed text is compiled once per compiled card and change: its abilities keep one identity, which caches read.
const TEXT_CHANGED = new WeakMap<CompiledCard, Map<string, CompiledCard>>();

function textChanged(compiled: CompiledCard, change: TextChange): CompiledCard {
  let byChange = TEXT_CHANGED.get(compiled);
  if (!byChange) {
    byChange = new Map();
    TEXT_CHANGED.set(compiled, byChange);
  }
  const key = `${change.kind}:${change.from}>${change.to}`;
  let result = byChange.get(key);
  if (!result) {
    const def = rewriteDefinitionText(compiled.def, change);
    result = def === compiled.def ? compiled : compileDefinition(def);
    byChange.set(key, result);
  }
  return result;
}

/** The compiled form of a card of the game's pool (or a token it created), built once per pool and name. */
export function compiledCard(ref: CardPoolRef, name: string): CompiledCard {
  const poolId = ref.cardPool ?? CORE_POOL_ID;
  let cache = poolId === lastPoolId ? lastCache : COMPILED.get(poolId);
  if (!cache) {
    cache = new Map();
    COMPILED.set(poolId, cache);
  }
  lastPoolId = poolId;
  lastCache = cache;
  // The hot path: a card of the pool compiled before (tokens are never in a pool's cache).
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const token = ref.tokens === undefined ? undefined : ref.tokens[name];
  if (token !== undefined) {
    let compiledToken = COMPILED_TOKENS.get(token);
    if (!compiledToken) {
      compiledToken = compileDefinition(token);
      COMPILED_TOKENS.set(token, compiledToken);
    }
    return compiledToken;
  }
  const compiled = compileDefinition(definitionIn(ref, name));
  cache.set(name, compiled);
  return compiled;
}

function compileDefinition(def: CardDefinition): CompiledCard {
  const abilities = [...def.abilities, ...keywordTriggeredAbilities(def)];
  const activated: number[] = [];
  const triggered: CompiledCard['triggered'] = [];
  const manaAbilities: CompiledCard['manaAbilities'] = [];
  const staticKinds: string[] = [];
  abilities.forEach((a, i) => {
    if (a.kind === 'activated' || a.kind === 'mana') activated.push(i);
    if (a.kind === 'triggered') triggered.push({ index: i, ability: a });
    if (a.kind === 'mana') manaAbilities.push(a);
    if (a.kind === 'static') staticKinds.push(a.effect.kind);
  });
  return {
    def,
    abilities,
    activated,
    colors: def.keywords.includes('devoid') ? [] : (def.colors ?? colorsOfCost(def.manaCost)), // CR 702.114a
    everyCreatureType: def.keywords.includes('changeling'),
    isPermanentCard: !def.types.includes('Instant') && !def.types.includes('Sorcery'),
    triggered,
    manaAbilities,
    staticKinds,
    handAbilities: abilities.flatMap((a) => {
      const name = a.kind === 'activated' && a.fromHand ? activatedKeywordName(a) : null;
      return name !== null && isHandAbilityName(name) && a.kind === 'activated' ? [{ name, ability: a }] : [];
    }),
  };
}
