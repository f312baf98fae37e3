import { GameState, PlayerId, TargetValue, ZoneName } from '../state/game-state';
import { battlefieldCharacteristics, cachedBattlefieldReferences, controllerOf } from '../rules/layers';

/** The other player. */
export function opponentOf(player: PlayerId): PlayerId {
  return player === 'A' ? 'B' : 'A';
}

function objectsIn(game: GameState, zone: ZoneName): number[] {
  switch (zone) {
    case 'battlefield':
      return game.battlefield;
    case 'stack':
      return game.stack.filter((s) => s.objectId !== null).map((s) => s.objectId as number);
    default:
      return [...game.players.A[zone], ...game.players.B[zone]];
  }
}

function sideOf(game: GameState, id: number): PlayerId {
  const obj = game.objects[id];
  return obj.zone === 'battlefield' || obj.zone === 'stack' ? controllerOf(game, id) : obj.owner;
}

/**
 * The reference a client uses for an object: "A:Forest", "A:Forest#2" for duplicates in
 * battlefield (or zone) order, "stack:Lightning Bolt" for a spell (engine-scenarios.md).
 */
export function referenceOf(game: GameState, id: number): string {
  const obj = game.objects[id];
  if (obj.zone === 'stack') return `stack:${obj.card}`;
  if (obj.zone === 'battlefield') return battlefieldReferences(game).get(id)!;
  const side = sideOf(game, id);
  const same = objectsIn(game, obj.zone).filter((o) => game.objects[o].card === obj.card && sideOf(game, o) === side);
  const n = same.indexOf(id) + 1;
  return same.length > 1 ? `${side}:${obj.card}#${n}` : `${side}:${obj.card}`;
}

/** The reference for a target value. */
export function referenceOfTarget(game: GameState, target: TargetValue): string {
  return 'player' in target ? target.player : referenceOf(game, target.object);
}

/**
 * Whether a name names an object for this actor: its current name, or for a face-down object its
 * card, but only for its controller (CR 708.5: who may look at it); anyone else naming the card
 * finds nothing, so no answer tells which card it is.
 */
function namedBy(game: GameState, id: number, name: string, actor: PlayerId): boolean {
  const obj = game.objects[id];
  return obj.card === name || (obj.faceDown === true && obj.printedCard === name && sideOf(game, id) === actor);
}

/** Finds the object (or player) a reference names, looking in the given zones; null if none. */
export function resolveReference(game: GameState, ref: string, actor: PlayerId, zones: ZoneName[]): TargetValue | null {
  if (ref === 'A' || ref === 'B') return { player: ref };
  let name = ref;
  let side: PlayerId | null = null;
  let searchZones = zones;
  if (ref.startsWith('stack:')) {
    name = ref.slice(6);
    searchZones = ['stack'];
  } else if (ref.length >= 2 && ref[1] === ':' && (ref[0] === 'A' || ref[0] === 'B')) {
    side = ref[0] as PlayerId;
    name = ref.slice(2);
  }
  let index = 1;
  const hash = duplicateNumberAt(name);
  if (hash >= 0) {
    index = Number(name.slice(hash + 1));
    name = name.slice(0, hash);
  }
  const sides: PlayerId[] = side ? [side] : [actor, opponentOf(actor)];
  for (const s of sides) {
    for (const zone of searchZones) {
      const found = nthNamed(game, zone, name, actor, s, index);
      if (found !== null) return { object: found };
    }
  }
  return null;
}

/** Where a reference's "#2" starts (a '#' followed by digits alone at its end), or -1. */
function duplicateNumberAt(name: string): number {
  let i = name.length;
  while (i > 0 && name.charCodeAt(i - 1) >= 48 && name.charCodeAt(i - 1) <= 57) i--;
  return i < name.length && i > 0 && name[i - 1] === '#' ? i - 1 : -1;
}

/** The index-th (from 1) object of a zone, in zone order, that the name names for the actor on that side; null if fewer. */
function nthNamed(game: GameState, zone: ZoneName, name: string, actor: PlayerId, side: PlayerId, index: number): number | null {
  // The players' zones are read in place (A's, then B's), without joining them.
  const lists = zone === 'battlefield' || zone === 'stack' ? [objectsIn(game, zone)] : [game.players.A[zone], game.players.B[zone]];
  let seen = 0;
  for (const list of lists) {
    for (const o of list) {
      if (namedBy(game, o, name, actor) && sideOf(game, o) === side && ++seen === index) return o;
    }
  }
  return null;
}

/** References of every permanent on the battlefield, computed in one pass (for option lists). */
export function battlefieldReferences(game: GameState): Map<number, string> {
  return cachedBattlefieldReferences(game, computeBattlefieldReferences);
}

/** "A:Forest#2" for each name and number, made once like the names (duplicates recur at every computation). */
const NUMBERED = new Map<string, string[]>();

function numberedReference(named: string, n: number): string {
  let refs = NUMBERED.get(named);
  if (refs === undefined) {
    refs = [];
    NUMBERED.set(named, refs);
  }
  return (refs[n] ??= `${named}#${n}`);
}

// "A:Forest" for each side and name, made once: the same string at every computation, its hash kept.
const SIDE_NAMES: Record<PlayerId, Map<string, string>> = { A: new Map(), B: new Map() };

function sideName(side: PlayerId, card: string): string {
  const names = SIDE_NAMES[side];
  let name = names.get(card);
  if (name === undefined) {
    name = `${side}:${card}`;
    names.set(card, name);
  }
  return name;
}

function computeBattlefieldReferences(game: GameState): Map<number, string> {
  const battlefield = game.battlefield;
  // The controllers are read from the computed characteristics at hand (controllerOf would look each one up again).
  const chars = battlefieldCharacteristics(game);
  const counts = new Map<string, number>();
  const keys: string[] = [];
  // Each permanent's rank among those of its side and name, in battlefield order (its "#n").
  const ranks: number[] = [];
  let duplicates = false;
  for (const id of battlefield) {
    const key = sideName(chars.get(id)?.controller ?? controllerOf(game, id), game.objects[id].card);
    const rank = (counts.get(key) ?? 0) + 1;
    if (rank > 1) duplicates = true;
    counts.set(key, rank);
    keys.push(key);
    ranks.push(rank);
  }
  const refs = new Map<number, string>();
  for (let i = 0; i < battlefield.length; i++) {
    const key = keys[i];
    refs.set(battlefield[i], duplicates && counts.get(key)! > 1 ? numberedReference(key, ranks[i]) : key);
  }
  return refs;
}
