import { carryCharacteristics } from '../rules/layers';
import { CommanderGame, EveryField, GameObject, GameState, PlayerState } from './game-state';

function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, library: p.library.slice(), hand: p.hand.slice(), graveyard: p.graveyard.slice(), exile: p.exile.slice(), command: p.command.slice() };
}

function cloneCounters(counters: Record<string, number>): Record<string, number> {
  const copy: Record<string, number> = {};
  for (const k in counters) copy[k] = counters[k];
  return copy;
}

// Field by field in objectRecord's order (EveryField), so a copy has the hidden class of every object, also a copy
// of an object read back from JSON, which lacks the fields that were undefined.
function cloneObject(o: GameObject): GameObject {
  const copy: EveryField<GameObject> = {
    id: o.id,
    card: o.card,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    castFrom: o.castFrom,
    kicks: o.kicks,
    attackedTurn: o.attackedTurn,
    damagedThisTurn: o.damagedThisTurn && { turn: o.damagedThisTurn.turn, by: o.damagedThisTurn.by.slice() },
    fromBattlefieldTurn: o.fromBattlefieldTurn,
    tapped: o.tapped,
    sick: o.sick,
    damage: o.damage,
    deathtouchDamage: o.deathtouchDamage,
    counters: cloneCounters(o.counters),
    attachedTo: o.attachedTo,
    token: o.token,
    timestamp: o.timestamp,
    skipUntaps: o.skipUntaps,
    renowned: o.renowned,
    lastController: o.lastController,
    printedCard: o.printedCard,
    faceDown: o.faceDown,
    phasedOut: o.phasedOut,
    returnedCreature: o.returnedCreature,
    enchantedPlayer: o.enchantedPlayer,
    loyaltyTurn: o.loyaltyTurn,
    activationsThisTurn: o.activationsThisTurn && { turn: o.activationsThisTurn.turn, counts: { ...o.activationsThisTurn.counts } },
    controlSince: o.controlSince,
    commander: o.commander,
    haunting: o.haunting,
    chosen: o.chosen && { ...o.chosen },
    exiledWith: o.exiledWith,
    commanderArrived: o.commanderArrived,
  };
  return copy;
}

function cloneCommanderGame(c: CommanderGame): CommanderGame {
  return {
    ...c,
    casts: { A: { ...c.casts.A }, B: { ...c.casts.B } },
    damage: { A: { ...c.damage.A }, B: { ...c.damage.B } },
  };
}

/**
 * Copies a game state so the copy can be changed without touching the original.
 * Hand-written for speed: objects are flat records, zones are arrays of ids.
 */
export function cloneGame(game: GameState): GameState {
  const objects: Record<number, GameObject> = {};
  for (const key in game.objects) objects[key as unknown as number] = cloneObject(game.objects[key as unknown as number]);
  // One spread, then each field replaced where it stands (same keys in the same order as the original):
  // spreads of optional parts inside the literal would each make and copy a temporary object.
  const copy: GameState = { ...game };
  copy.players = { A: clonePlayer(game.players.A), B: clonePlayer(game.players.B) };
  copy.objects = objects;
  copy.battlefield = game.battlefield.slice();
  if (game.phasedOut) copy.phasedOut = game.phasedOut.slice();
  copy.stack = game.stack.map((s) => ({ ...s, targets: s.targets.slice(), context: { ...s.context } }));
  copy.effects = game.effects.slice();
  copy.pendingTriggers = game.pendingTriggers.slice();
  if (game.delayedTriggers) copy.delayedTriggers = game.delayedTriggers.slice();
  if (game.combat) {
    const combat = { ...game.combat };
    combat.attackers = game.combat.attackers.map((a) => ({ ...a, blockers: a.blockers.slice() }));
    combat.blocking = { ...game.combat.blocking };
    combat.firstStrikers = game.combat.firstStrikers.slice();
    combat.assignments = { ...game.combat.assignments };
    if (game.combat.bands) combat.bands = game.combat.bands.map((band) => band.slice());
    copy.combat = combat;
  }
  copy.extraTurns = game.extraTurns.slice();
  copy.tokens = { ...game.tokens };
  copy.action = game.action ? { ...game.action } : null;
  copy.answers = game.answers.slice();
  copy.pending = game.pending ? { ...game.pending } : null;
  copy.timeCalled = game.timeCalled ? { ...game.timeCalled } : null;
  if (game.commander) copy.commander = cloneCommanderGame(game.commander);
  // The lists are replaced, never changed in place (seen-cards.ts), so the copy may share them.
  if (game.seen) copy.seen = { ...game.seen };
  carryCharacteristics(game, copy);
  return copy;
}
