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
  const copy: GameState = {
    ...game,
    players: { A: clonePlayer(game.players.A), B: clonePlayer(game.players.B) },
    objects,
    battlefield: game.battlefield.slice(),
    ...(game.phasedOut ? { phasedOut: game.phasedOut.slice() } : {}),
    stack: game.stack.map((s) => ({ ...s, targets: s.targets.slice(), context: { ...s.context } })),
    effects: game.effects.slice(),
    pendingTriggers: game.pendingTriggers.slice(),
    ...(game.delayedTriggers ? { delayedTriggers: game.delayedTriggers.slice() } : {}),
    combat: game.combat
      ? {
          ...game.combat,
          attackers: game.combat.attackers.map((a) => ({ ...a, blockers: a.blockers.slice() })),
          blocking: { ...game.combat.blocking },
          firstStrikers: game.combat.firstStrikers.slice(),
          assignments: { ...game.combat.assignments },
          ...(game.combat.bands ? { bands: game.combat.bands.map((band) => band.slice()) } : {}),
        }
      : null,
    extraTurns: game.extraTurns.slice(),
    tokens: { ...game.tokens },
    action: game.action ? { ...game.action } : null,
    answers: game.answers.slice(),
    pending: game.pending ? { ...game.pending } : null,
    timeCalled: game.timeCalled ? { ...game.timeCalled } : null,
    ...(game.commander ? { commander: cloneCommanderGame(game.commander) } : {}),
    // The lists are replaced, never changed in place (seen-cards.ts), so the copy may share them.
    ...(game.seen ? { seen: { ...game.seen } } : {}),
  };
  carryCharacteristics(game, copy);
  return copy;
}
