import { carryCharacteristics } from '../rules/layers';
import { CommanderGame, GameObject, GameState, PlayerState } from './game-state';

function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, library: p.library.slice(), hand: p.hand.slice(), graveyard: p.graveyard.slice(), exile: p.exile.slice(), command: p.command.slice() };
}

function cloneCounters(counters: Record<string, number>): Record<string, number> {
  const copy: Record<string, number> = {};
  for (const k in counters) copy[k] = counters[k];
  return copy;
}

// Field by field, so every copy has the same hidden class (spreads of objects that had keys deleted are slow).
function cloneObject(o: GameObject): GameObject {
  const copy: GameObject = {
    id: o.id,
    card: o.card,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    tapped: o.tapped,
    sick: o.sick,
    damage: o.damage,
    deathtouchDamage: o.deathtouchDamage,
    counters: cloneCounters(o.counters),
    attachedTo: o.attachedTo,
    token: o.token,
    timestamp: o.timestamp,
    skipUntaps: o.skipUntaps,
    lastController: o.lastController,
  };
  if (o.printedCard !== undefined) copy.printedCard = o.printedCard;
  if (o.faceDown !== undefined) copy.faceDown = o.faceDown;
  if (o.phasedOut !== undefined) copy.phasedOut = o.phasedOut;
  if (o.enchantedPlayer !== undefined) copy.enchantedPlayer = o.enchantedPlayer;
  if (o.returnedCreature !== undefined) copy.returnedCreature = o.returnedCreature;
  if (o.loyaltyTurn !== undefined) copy.loyaltyTurn = o.loyaltyTurn;
  if (o.activationsThisTurn !== undefined) copy.activationsThisTurn = { turn: o.activationsThisTurn.turn, counts: { ...o.activationsThisTurn.counts } };
  if (o.controlSince !== undefined) copy.controlSince = o.controlSince;
  if (o.castFrom !== undefined) copy.castFrom = o.castFrom;
  if (o.kicks !== undefined) copy.kicks = o.kicks;
  if (o.attackedTurn !== undefined) copy.attackedTurn = o.attackedTurn;
  if (o.damagedThisTurn !== undefined) copy.damagedThisTurn = { turn: o.damagedThisTurn.turn, by: [...o.damagedThisTurn.by] };
  if (o.fromBattlefieldTurn !== undefined) copy.fromBattlefieldTurn = o.fromBattlefieldTurn;
  if (o.exiledWith !== undefined) copy.exiledWith = o.exiledWith;
  if (o.haunting !== undefined) copy.haunting = o.haunting;
  if (o.chosen !== undefined) copy.chosen = { ...o.chosen };
  if (o.commander) copy.commander = true;
  if (o.renowned) copy.renowned = true;
  if (o.commanderArrived) copy.commanderArrived = true;
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
