import { PermanentFilter, TargetSpec } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState, PlayerId, SourceInfo, TargetValue } from '../state/game-state';
import { Characteristics, characteristics } from './layers';

const PROTECTION: Record<string, string> = {
  W: 'protection from white',
  U: 'protection from blue',
  B: 'protection from black',
  R: 'protection from red',
  G: 'protection from green',
};

/** True if the permanent has protection from any colour of the source (CR 702.16). */
export function protectedFrom(game: GameState, id: number, source: Pick<SourceInfo, 'colors'>): boolean {
  const keywords = characteristics(game, id).keywords;
  for (const color of source.colors) if (keywords.includes(PROTECTION[color])) return true;
  return false;
}

/** Hexproof, shroud and protection for targeting (CR 702.11, 702.18, 702.16b). */
function targetableBy(game: GameState, id: number, source: SourceInfo): boolean {
  const c = characteristics(game, id);
  if (c.keywords.includes('shroud')) return false;
  if (c.keywords.includes('hexproof') && c.controller !== source.controller) return false;
  return !protectedFrom(game, id, source);
}

/** Whether a permanent passes a filter ("target tapped creature", "target artifact, enchantment, or land"). */
function matchesFilter(game: GameState, id: number, c: Characteristics, f: PermanentFilter): boolean {
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.colors && !f.colors.some((k) => c.colors.includes(k))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.notColors && f.notColors.some((k) => c.colors.includes(k))) return false;
  if (f.tapped !== undefined && game.objects[id].tapped !== f.tapped) return false;
  return true;
}

/** True if the value is a legal target for the spec now (CR 115, 608.2b). */
export function isLegalTarget(game: GameState, spec: TargetSpec, value: TargetValue, source: SourceInfo): boolean {
  if ('player' in value) {
    switch (spec.kind) {
      case 'any':
      case 'player':
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
    return !spec.filter || matchesFilter(game, obj.id, characteristics(game, obj.id), spec.filter);
  }
  if (spec.kind === 'card-in-your-graveyard') {
    return obj.zone === 'graveyard' && obj.owner === source.controller && (!spec.creature || compiledCard(game, obj.card).def.types.includes('Creature'));
  }
  if (obj.zone !== 'battlefield') return false;
  const c = characteristics(game, obj.id);
  let matches: boolean;
  switch (spec.kind) {
    case 'any':
    case 'creature':
      matches = c.isCreature && !(spec.kind === 'creature' && spec.nonColor && c.colors.includes(spec.nonColor));
      break;
    case 'creature-you-control':
      matches = c.isCreature && c.controller === source.controller;
      break;
    case 'land':
      matches = c.types.includes('Land');
      break;
    case 'artifact-or-enchantment':
      matches = c.types.includes('Artifact') || c.types.includes('Enchantment');
      break;
    case 'permanent':
      matches = matchesFilter(game, obj.id, c, spec.filter);
      break;
    default:
      matches = false;
  }
  return matches && targetableBy(game, obj.id, source);
}

/** Every legal target for one spec, players first then objects in zone order. */
export function targetCandidates(game: GameState, spec: TargetSpec, source: SourceInfo): TargetValue[] {
  const out: TargetValue[] = [];
  const consider = (v: TargetValue) => {
    if (isLegalTarget(game, spec, v, source)) out.push(v);
  };
  const players: PlayerId[] = ['A', 'B'];
  if (spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'opponent') for (const p of players) consider({ player: p });
  if (spec.kind === 'spell') {
    for (const s of game.stack) if (s.objectId !== null) consider({ object: s.objectId });
  } else if (spec.kind === 'card-in-your-graveyard') {
    for (const id of game.players[source.controller].graveyard) consider({ object: id });
  } else if (spec.kind !== 'player' && spec.kind !== 'opponent') {
    for (const id of game.battlefield) consider({ object: id });
  }
  return out;
}

/** Same target value. */
export function sameTarget(a: TargetValue, b: TargetValue): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}
