import { compiledCard } from '../cards/compiled-card';
import { characteristics } from '../rules/layers';
import { playerRuleApplies } from '../rules/player-rules';
import { GameEvent } from '../state/events';
import { GameState, PlayerId, ZoneName } from '../state/game-state';

const PLAYERS: PlayerId[] = ['A', 'B'];

/** Checks that every object is in exactly one place and its zone field agrees (CR 400.1). */
export function zoneInvariantErrors(game: GameState, expectedObjects: number): string[] {
  const errors: string[] = [];
  const seen = new Uint8Array(game.nextId);
  let placed = 0;
  const place = (id: number, zone: ZoneName, owner?: PlayerId) => {
    if (seen[id]) errors.push(`object ${id} is in two zones (one is ${zone})`);
    seen[id] = 1;
    placed++;
    const obj = game.objects[id];
    if (!obj) errors.push(`object ${id} in ${zone} does not exist`);
    else if (obj.zone !== zone) errors.push(`object ${id} (${obj.card}) is listed in ${zone} but says ${obj.zone}`);
    else if (owner && obj.owner !== owner) errors.push(`object ${id} is in ${owner}'s ${zone} but owned by ${obj.owner}`);
  };
  for (const p of PLAYERS) {
    const ps = game.players[p];
    for (const id of ps.library) place(id, 'library', p);
    for (const id of ps.hand) place(id, 'hand', p);
    for (const id of ps.graveyard) place(id, 'graveyard', p);
    for (const id of ps.exile) place(id, 'exile', p);
    for (const id of ps.command) place(id, 'command', p);
  }
  for (const id of game.battlefield) place(id, 'battlefield');
  for (const id of game.phasedOut ?? []) place(id, 'battlefield');
  for (const s of game.stack) if (s.objectId !== null) place(s.objectId, 'stack');
  let total = 0;
  for (const key in game.objects) if (game.objects[key]) total++;
  if (total !== placed) errors.push(`${total} objects exist but ${placed} are in zones`);
  if (total !== expectedObjects) errors.push(`${total} objects, expected ${expectedObjects}`);
  return errors;
}

/** Checks that state-based actions have been applied whenever a player is about to get priority (CR 704.3). */
export function sbaInvariantErrors(game: GameState): string[] {
  const errors: string[] = [];
  if (!game.pending || game.pending.kind !== 'priority') return errors;
  for (const p of PLAYERS) {
    const ps = game.players[p];
    const angel = playerRuleApplies(game, p, 'cant-lose');
    if (!angel && (ps.life <= 0 || ps.poison >= 10)) errors.push(`${p} should have lost (life ${ps.life}, poison ${ps.poison})`);
  }
  const legends = new Set<string>();
  for (const id of game.battlefield) {
    const obj = game.objects[id];
    const c = characteristics(game, id);
    if (c.isCreature && c.toughness <= 0) errors.push(`${obj.card} has toughness ${c.toughness}`);
    if (c.isCreature && obj.damage >= c.toughness && c.toughness > 0 && !c.keywords.includes('indestructible')) errors.push(`${obj.card} has lethal damage`);
    if (compiledCard(game, obj.card).def.enchant && obj.attachedTo === null && obj.enchantedPlayer === undefined) errors.push(`${obj.card} is attached to nothing`);
    if ((obj.counters['+1/+1'] ?? 0) > 0 && (obj.counters['-1/-1'] ?? 0) > 0) errors.push(`${obj.card} has both +1/+1 and -1/-1 counters`);
    if (c.legendary) {
      const key = `${c.controller}:${c.card}`;
      if (legends.has(key)) errors.push(`legend rule not applied to ${c.card}`);
      legends.add(key);
    }
  }
  return errors;
}

/** Checks that life and poison changed exactly as the events say (CR 119, 120.3). */
export function lifeInvariantErrors(before: Record<PlayerId, { life: number; poison: number }>, game: GameState, events: GameEvent[]): string[] {
  const errors: string[] = [];
  for (const p of PLAYERS) {
    let life = before[p].life;
    let poison = before[p].poison;
    for (const e of events) {
      if (e.type === 'life' && e.player === p) life += e.amount;
      if (e.type === 'damage' && e.target === p) {
        if (e.infect) poison += e.amount;
        else life -= e.amount;
      }
    }
    if (life !== game.players[p].life) errors.push(`${p}'s life is ${game.players[p].life}, events say ${life}`);
    if (poison !== game.players[p].poison) errors.push(`${p}'s poison is ${game.players[p].poison}, events say ${poison}`);
    if (game.players[p].poison < before[p].poison) errors.push(`${p}'s poison went down`);
  }
  return errors;
}
