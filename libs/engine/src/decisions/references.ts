import { GameState, PlayerId, TargetValue, ZoneName } from '../state/game-state';
import { cachedBattlefieldReferences, controllerOf } from '../rules/layers';

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
  } else if (/^[AB]:/.test(ref)) {
    side = ref[0] as PlayerId;
    name = ref.slice(2);
  }
  let index = 1;
  const hash = /#(\d+)$/.exec(name);
  if (hash) {
    index = Number(hash[1]);
    name = name.slice(0, hash.index);
  }
  const sides: PlayerId[] = side ? [side] : [actor, opponentOf(actor)];
  for (const s of sides) {
    for (const zone of searchZones) {
      const matching = objectsIn(game, zone).filter((o) => namedBy(game, o, name, actor) && sideOf(game, o) === s);
      if (matching.length >= index) return { object: matching[index - 1] };
    }
  }
  return null;
}

/** References of every permanent on the battlefield, computed in one pass (for option lists). */
export function battlefieldReferences(game: GameState): Map<number, string> {
  return cachedBattlefieldReferences(game, () => computeBattlefieldReferences(game));
}

function computeBattlefieldReferences(game: GameState): Map<number, string> {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  for (const id of game.battlefield) {
    const key = `${controllerOf(game, id)}:${game.objects[id].card}`;
    keys.push(key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  const refs = new Map<number, string>();
  game.battlefield.forEach((id, i) => {
    const key = keys[i];
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    refs.set(id, counts.get(key)! > 1 ? `${key}#${n}` : key);
  });
  return refs;
}
