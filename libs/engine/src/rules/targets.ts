import { enchantsGraveyardCard, enchantsPlayer, EnchantSpec, readsTriggerEvent, TargetNumber, TargetSpec } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState, PlayerId, SourceInfo, TargetValue, TriggerContext } from '../state/game-state';
import { characteristics } from './layers';
import { playerRuleApplies } from './player-rules';
import { matchesCardFilter, matchesFilter } from './object-filter';
import { hasProtectedQuality, protectionQualities } from '../cards/keywords';

/**
 * True if the permanent has protection from a quality of the source (CR 702.16a): a colour, a card
 * type, a subtype, colour counts, or everything. The source's types are its last known ones.
 */
export function protectedFrom(game: GameState, id: number, source: Pick<SourceInfo, 'colors' | 'types' | 'subtypes' | 'controller'>, spared: readonly string[] = []): boolean {
  for (const keyword of characteristics(game, id).keywords) {
    if (spared.includes(keyword)) continue;
    const qualities = protectionQualities(keyword);
    if (qualities?.some((q) => hasProtectedQuality(q, source))) return true;
  }
  return false;
}

/** Hexproof, shroud and protection for targeting (CR 702.11, 702.18, 702.16b). */
function targetableBy(game: GameState, id: number, source: SourceInfo): boolean {
  const c = characteristics(game, id);
  if (c.keywords.includes('shroud')) return false;
  if (c.keywords.includes('hexproof') && c.controller !== source.controller) return false;
  // CR 601.2c: "can't be the target of blue or black spells" reads the spell's own characteristics.
  if (source.spell && c.untargetableBySpells?.some((f) => matchesFilter(game, characteristics(game, source.id), f, c.controller, id))) return false;
  return !protectedFrom(game, id, source);
}

/** True if the value is a legal target for the spec now (CR 115, 608.2b). */
export function isLegalTarget(game: GameState, spec: TargetSpec, value: TargetValue, source: SourceInfo): boolean {
  if ('player' in value) {
    // CR 702.18d: a player with shroud ("You have shroud", True Believer) can't be the target of spells or abilities.
    if (playerRuleApplies(game, value.player, 'shroud')) return false;
    switch (spec.kind) {
      case 'any':
      case 'player':
      case 'player-or-planeswalker':
        return true;
      case 'opponent':
        return value.player !== source.controller;
      default:
        return false;
    }
  }
  const obj = game.objects[value.object];
  if (!obj) return false;
  if (spec.kind === 'spell') {
    const item = obj.zone === 'stack' ? game.stack.find((s) => s.objectId === obj.id) : undefined;
    if (!item) return false;
    // CR 115.7a: "target spell with a single target" has exactly one target.
    if (spec.singleTarget && item.targets.length !== 1) return false;
    // A spell's characteristics are its card's (nothing in the pool changes them on the stack).
    return !spec.filter || matchesFilter(game, characteristics(game, obj.id), spec.filter, source.controller, source.id);
  }
  if (spec.kind === 'card-in-your-graveyard') {
    return obj.zone === 'graveyard' && (spec.anyGraveyard || obj.owner === source.controller) && (!spec.filter || matchesCardFilter(game, obj.id, spec.filter));
  }
  if (obj.zone !== 'battlefield') return false;
  const c = characteristics(game, obj.id);
  // CR 115.4: "any target" is a creature, a player or a planeswalker.
  const matches =
    spec.kind === 'any'
      ? c.isCreature || c.types.includes('Planeswalker')
      : spec.kind === 'player-or-planeswalker'
        ? c.types.includes('Planeswalker')
        : spec.kind === 'permanent' && matchesFilter(game, c, spec.filter, source.controller, source.id);
  return matches && targetableBy(game, obj.id, source);
}

/** The spec the `index`-th chosen target answers: past the others, the last spec's when it chooses several (CR 115.1d). */
export function specOfTarget(specs: readonly TargetSpec[], index: number): TargetSpec {
  const last = specs.length - 1;
  return index >= last && specs[last]?.number ? specs[last] : specs[index];
}

/** The index of the first target a word "target" choosing several chose (the last spec's), or null. */
export function severalTargetsFrom(specs: readonly TargetSpec[]): number | null {
  return specs.length > 0 && specs[specs.length - 1].number ? specs.length - 1 : null;
}

/**
 * CR 603.3d: a triggered ability's targets are chosen as it is put on the stack, so what its event named is known:
 * "that player controls" becomes the player's side ("you control" or "an opponent controls", two players), "up to
 * that many" the event's amount. The same list when nothing reads the event (most triggers).
 */
export function triggerTargetSpecs(specs: TargetSpec[], context: TriggerContext, controller: PlayerId): TargetSpec[] {
  if (!specs.some(readsTriggerEvent)) return specs;
  return specs.map((spec) => {
    let out = spec;
    if ((out.kind === 'permanent' || out.kind === 'spell') && out.filter?.controller === 'that-player' && context.player !== undefined) out = { ...out, filter: { ...out.filter, controller: context.player === controller ? 'you' : 'opponent' } };
    if (out.number?.max === 'that-many') out = { ...out, number: { min: out.number.min, max: context.amount ?? 0 } };
    return out;
  });
}

/** CR 601.2c: the least and most targets the specs take, X being the chosen one, `kicks` the source's or the spell's (702.33c). */
export function targetCountBounds(specs: readonly TargetSpec[], x: number, kicks = 0): { min: number; max: number } {
  const number = specs[specs.length - 1]?.number;
  if (!number) return { min: specs.length, max: specs.length };
  const fixed = specs.length - 1;
  // "that many" unread (not a trigger's targets): none; "then choose another target for each time this spell was kicked": one more per kick.
  const bound = (n: TargetNumber['max']) => (n === 'X' ? x : n === 'any' ? Infinity : n === 'kicks' ? kicks : n === 'that-many' ? 0 : n === 'one-per-kick' ? 1 + kicks : n);
  return { min: fixed + bound(number.min), max: fixed + bound(number.max) };
}

/**
 * CR 115.3: "another target" is not an earlier target of the same spell or ability; 601.2c: a word
 * "target" choosing several chooses each object once. Whether the value may be the `index`-th target
 * after the `earlier` ones.
 */
export function distinctFromEarlier(specs: readonly TargetSpec[], index: number, value: TargetValue, earlier: readonly TargetValue[]): boolean {
  const from = severalTargetsFrom(specs);
  if (from !== null && index >= from) return !earlier.slice(from).some((t) => sameTarget(t, value));
  const spec = specs[index];
  if (!(spec.kind === 'permanent' ? spec.filter.another : spec.kind === 'any' && spec.another)) return true;
  return !earlier.some((t) => sameTarget(t, value));
}

/** Every legal target for one spec, players first then objects in zone order. */
export function targetCandidates(game: GameState, spec: TargetSpec, source: SourceInfo): TargetValue[] {
  const out: TargetValue[] = [];
  const consider = (v: TargetValue) => {
    if (isLegalTarget(game, spec, v, source)) out.push(v);
  };
  const players: PlayerId[] = ['A', 'B'];
  if (spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'opponent' || spec.kind === 'player-or-planeswalker') for (const p of players) consider({ player: p });
  if (spec.kind === 'spell') {
    for (const s of game.stack) if (s.objectId !== null) consider({ object: s.objectId });
  } else if (spec.kind === 'card-in-your-graveyard') {
    for (const p of spec.anyGraveyard ? players : [source.controller]) for (const id of game.players[p].graveyard) consider({ object: id });
  } else if (spec.kind !== 'player' && spec.kind !== 'opponent') {
    for (const id of game.battlefield) consider({ object: id });
  }
  return out;
}

/**
 * Every legal combination of targets for a list of specs (CR 115.3: "another" targets differ), in candidate order;
 * a word "target" choosing several chooses its fewest (X counting as 0), the first candidates.
 */
export function targetCombinations(game: GameState, specs: TargetSpec[], source: SourceInfo, kicks = 0): TargetValue[][] {
  const from = severalTargetsFrom(specs);
  const fixed = from === null ? specs : specs.slice(0, from);
  let out: TargetValue[][] = [[]];
  for (const spec of fixed) out = out.flatMap((prefix) => targetCandidates(game, spec, source).map((v) => [...prefix, v]));
  out = out.filter((combo) => combo.every((v, i) => distinctFromEarlier(specs, i, v, combo.slice(0, i))));
  if (from === null) return out;
  const least = targetCountBounds(specs, 0, kicks).min - from;
  if (least === 0) return out;
  const candidates = targetCandidates(game, specs[from], source);
  return candidates.length < least ? [] : out.map((combo) => [...combo, ...candidates.slice(0, least)]);
}

/**
 * Every choice of targets a player may make for a triggered ability (CR 603.3d), in candidate order: with a word
 * "target" choosing several, each set of its candidates of a size its number allows (X counting as 0), up to `cap`.
 */
export function everyTargetChoice(game: GameState, specs: TargetSpec[], source: SourceInfo, cap = 256, kicks = 0): TargetValue[][] {
  const from = severalTargetsFrom(specs);
  if (from === null) return targetCombinations(game, specs, source);
  const prefixes = targetCombinations(game, specs.slice(0, from), source);
  const candidates = targetCandidates(game, specs[from], source);
  const { min, max } = targetCountBounds(specs, 0, kicks);
  const out: TargetValue[][] = [];
  const pick = (prefix: TargetValue[], start: number, chosen: TargetValue[]) => {
    if (out.length >= cap) return;
    if (chosen.length >= min - from) out.push([...prefix, ...chosen]);
    if (chosen.length >= max - from) return;
    for (let i = start; i < candidates.length; i++) pick(prefix, i + 1, [...chosen, candidates[i]]);
  };
  for (const prefix of prefixes) pick(prefix, 0, []);
  return out;
}

/**
 * Representative choices for a word "target" choosing several (CR 601.2c): none, each candidate alone, then the
 * first two, three, … (up to eight, like X), within the bounds the number allows.
 */
export function severalTargetChoices<T>(candidates: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  if (min === 0) out.push([]);
  if (min <= 1 && max >= 1) for (const c of candidates) out.push([c]);
  for (let n = Math.max(2, min); n <= Math.min(max, candidates.length, 8); n++) out.push(candidates.slice(0, n));
  return out;
}

/** Same target value. */
export function sameTarget(a: TargetValue, b: TargetValue): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** CR 303.4a: an Aura spell targets what it can enchant ("Enchant creature", "Enchant land", "Enchant player"). */
export function auraTargetSpec(enchant: EnchantSpec): TargetSpec {
  if (enchantsGraveyardCard(enchant)) return { kind: 'card-in-your-graveyard', filter: enchant.graveyardCard, anyGraveyard: true };
  return enchantsPlayer(enchant) ? { kind: enchant } : { kind: 'permanent', filter: enchant };
}
