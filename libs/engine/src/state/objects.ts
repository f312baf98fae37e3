import { compiledCard } from '../cards/compiled-card';
import { FACE_DOWN_NAME } from '../cards/face-down';
import { battlefieldMoved, touchObject } from '../rules/layers';
import { CombatState, EveryField, GameObject, GameState, PlayerId, SourceInfo, ZoneName } from './game-state';
import { carrySeen } from './seen-cards';

/** Creates a new object in a zone (not added to any zone list). */
export function newObject(game: GameState, card: string, owner: PlayerId, zone: ZoneName, controller: PlayerId = owner): GameObject {
  const id = game.nextId++;
  const obj = objectRecord(id, card, owner, controller, zone, game.nextTimestamp++);
  game.objects[id] = obj;
  return obj;
}

/**
 * A new object's record with every field set, in the interface's order (EveryField): one hidden class for every
 * object; cloneObject copies them in the same order.
 */
function objectRecord(id: number, card: string, owner: PlayerId, controller: PlayerId, zone: ZoneName, timestamp: number): GameObject {
  const obj: EveryField<GameObject> = {
    id,
    card,
    owner,
    controller,
    zone,
    castFrom: undefined,
    kicks: undefined,
    attackedTurn: undefined,
    damagedThisTurn: undefined,
    fromBattlefieldTurn: undefined,
    tapped: false,
    sick: true,
    damage: 0,
    deathtouchDamage: false,
    counters: {},
    attachedTo: null,
    token: false,
    timestamp,
    skipUntaps: 0,
    renowned: undefined,
    lastController: controller,
    printedCard: undefined,
    faceDown: undefined,
    phasedOut: undefined,
    returnedCreature: undefined,
    enchantedPlayer: undefined,
    loyaltyTurn: undefined,
    activationsThisTurn: undefined,
    controlSince: undefined,
    commander: undefined,
    haunting: undefined,
    chosen: undefined,
    exiledWith: undefined,
    commanderArrived: undefined,
  };
  return obj;
}

/** The list holding an object, or null for the stack (stack items are handled by the stack). */
export function zoneList(game: GameState, obj: GameObject): number[] | null {
  switch (obj.zone) {
    case 'battlefield':
      return game.battlefield;
    case 'stack':
      return null;
    default:
      return game.players[obj.owner][obj.zone];
  }
}

function removeFrom(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/**
 * Moves an object to another zone; it becomes a new object with a new id (CR 400.7).
 * Cards go to their owner's zones (CR 400.3). Returns the new object.
 */
export function moveObject(
  game: GameState,
  id: number,
  to: ZoneName,
  options: { bottom?: boolean; controller?: PlayerId; tapped?: boolean; asCopyOf?: string; faceDown?: boolean } = {},
): GameObject {
  const obj = game.objects[id];
  // Only the battlefield's computed characteristics depend on which objects are where.
  if (obj.zone === 'battlefield') battlefieldMoved(game, obj);
  const from = zoneList(game, obj);
  if (from) removeFrom(from, id);
  if (obj.zone === 'battlefield') {
    for (const otherId of game.battlefield) {
      const other = game.objects[otherId];
      if (other.attachedTo === id) other.attachedTo = null;
    }
    if (game.combat) leaveCombat(game.combat, id);
  }
  delete game.objects[id];
  const controller = to === 'battlefield' || to === 'stack' ? (options.controller ?? obj.owner) : obj.owner;
  // CR 707.2: a copy is the copied card only on the battlefield; anywhere else it is its own card again.
  const printed = obj.printedCard ?? obj.card;
  // CR 708.9: a face-down object turns face up as it leaves the stack or the battlefield unless it goes face down.
  const faceDown = options.faceDown === true && (to === 'stack' || to === 'battlefield');
  const moved = newObject(game, faceDown ? FACE_DOWN_NAME : to === 'battlefield' && options.asCopyOf ? options.asCopyOf : printed, obj.owner, to, controller);
  if (moved.card !== printed) moved.printedCard = printed;
  if (faceDown) moved.faceDown = true;
  moved.tapped = options.tapped ?? false;
  // CR 111.7: a token stays a token in the zone it moves to (where it then ceases to exist, 704.5d).
  moved.token = obj.token;
  if (obj.token && to !== 'battlefield') game.tokenLeftBattlefield = true;
  // CR 903.3: being a commander is the card's, wherever it goes; 903.9a looks at one that just reached a graveyard or exile.
  if (obj.commander) {
    moved.commander = true;
    if (to === 'graveyard' || to === 'exile') moved.commanderArrived = true;
  }
  if (game.seen && (to === 'hand' || to === 'library') && (obj.zone === 'hand' || obj.zone === 'library')) carrySeen(game, id, moved.id);
  if (obj.zone === 'battlefield' && to === 'graveyard') moved.fromBattlefieldTurn = game.turn;
  if (to === 'battlefield') game.battlefield.push(moved.id);
  else if (to !== 'stack') {
    const list = game.players[obj.owner][to];
    if (to === 'library' && !options.bottom) list.unshift(moved.id);
    else list.push(moved.id);
  }
  if (to === 'battlefield') battlefieldMoved(game, moved);
  return moved;
}

/** Taps or untaps a permanent. */
export function setTapped(game: GameState, id: number, tapped: boolean): void {
  // Tapped status is not a characteristic (CR 110.5), so computed characteristics stay valid.
  game.objects[id].tapped = tapped;
}

/** Adds (or with a negative number removes) counters of a kind. */
export function addCounters(game: GameState, id: number, kind: string, n: number): void {
  const obj = game.objects[id];
  const next = (obj.counters[kind] ?? 0) + n;
  if (next > 0) obj.counters[kind] = next;
  else delete obj.counters[kind];
  touchObject(game, id);
}

/** Attaches an aura or equipment, giving it a new timestamp (CR 613.7e). */
export function attach(game: GameState, id: number, to: number | null): void {
  const obj = game.objects[id];
  // The host it leaves loses its statics; it and its new host change by its new timestamp.
  if (obj.attachedTo !== null) touchObject(game, obj.attachedTo);
  obj.attachedTo = to;
  obj.timestamp = game.nextTimestamp++;
  touchObject(game, id);
}

/** Snapshot of a card object that is not on the battlefield (its printed characteristics). */
export function printedInfo(game: GameState, obj: GameObject): SourceInfo {
  const compiled = compiledCard(game, obj.card);
  const def = compiled.def;
  // Two literals rather than a spread of the optional field: every cast and activation takes one.
  if (compiled.everyCreatureType) {
    return { id: obj.id, card: obj.card, controller: obj.controller, colors: compiled.colors, keywords: def.keywords.slice(), isCreature: def.types.includes('Creature'), types: def.types.slice(), subtypes: def.subtypes.slice(), everyCreatureType: true, hasAbilities: true, counters: {} };
  }
  return { id: obj.id, card: obj.card, controller: obj.controller, colors: compiled.colors, keywords: def.keywords.slice(), isCreature: def.types.includes('Creature'), types: def.types.slice(), subtypes: def.subtypes.slice(), hasAbilities: true, counters: {} };
}

/** A creature stops attacking or blocking (CR 506.4) and leaves its attacking band (702.22f); a band left with one creature is no band. */
export function leaveCombat(combat: CombatState, id: number): void {
  combat.attackers = combat.attackers.filter((a) => a.id !== id);
  for (const a of combat.attackers) a.blockers = a.blockers.filter((b) => b !== id);
  delete combat.blocking[id];
  if (combat.bands) combat.bands = combat.bands.map((band) => band.filter((member) => member !== id)).filter((band) => band.length >= 2);
}
