import { enchantsPlayer, EnchantSpec, TargetSpec } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState, PlayerId, SourceInfo, TargetValue } from '../state/game-state';
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
    if (obj.zone !== 'stack' || !game.stack.some((s) => s.objectId === obj.id)) return false;
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

/**
 * CR 115.3: "another target" is not an earlier target of the same spell or ability. Whether the
 * value may be the `index`-th target after the `earlier` ones.
 */
export function distinctFromEarlier(specs: readonly TargetSpec[], index: number, value: TargetValue, earlier: readonly TargetValue[]): boolean {
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

/** Every legal combination of targets for a list of specs (CR 115.3: "another" targets differ), in candidate order. */
export function targetCombinations(game: GameState, specs: TargetSpec[], source: SourceInfo): TargetValue[][] {
  let out: TargetValue[][] = [[]];
  for (const spec of specs) out = out.flatMap((prefix) => targetCandidates(game, spec, source).map((v) => [...prefix, v]));
  return out.filter((combo) => combo.every((v, i) => distinctFromEarlier(specs, i, v, combo.slice(0, i))));
}

/** Same target value. */
export function sameTarget(a: TargetValue, b: TargetValue): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** CR 303.4a: an Aura spell targets what it can enchant ("Enchant creature", "Enchant land", "Enchant player"). */
export function auraTargetSpec(enchant: EnchantSpec): TargetSpec {
  return enchantsPlayer(enchant) ? { kind: enchant } : { kind: 'permanent', filter: enchant };
}
