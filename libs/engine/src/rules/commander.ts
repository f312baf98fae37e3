import { GameObject, GameState, PlayerId } from '../state/game-state';
import { newObject } from '../state/objects';
import { Asker } from './ask';
import { addCosts, ManaCost, parseCost } from './mana';

/** CR 903.10a: combat damage from one commander that makes its victim lose. */
export const COMMANDER_DAMAGE_TO_LOSE = 21;

/** CR 903.7: each player's starting life total in a Commander game. */
export const COMMANDER_STARTING_LIFE = 40;

/**
 * Makes a game a Commander game (CR 903): each player's commanders are put into the command zone
 * (903.6) and every player starts at 40 life (903.7) unless the format sets another total.
 */
export function setUpCommanderGame(
  game: GameState,
  config: { commanders: Record<PlayerId, string[]>; startingLife?: number },
): void {
  game.commander = { casts: { A: {}, B: {} }, damage: { A: {}, B: {} } };
  for (const p of ['A', 'B'] as PlayerId[]) {
    game.players[p].life = config.startingLife ?? COMMANDER_STARTING_LIFE;
    for (const name of config.commanders[p]) {
      const obj = newObject(game, name, p, 'command');
      obj.commander = true;
      game.players[p].command.push(obj.id);
    }
  }
}

/** The key commander damage is counted under: the commander card and its owner ("A:Rorix Bladewing"). */
export function commanderKey(obj: GameObject): string {
  return `${obj.owner}:${obj.printedCard ?? obj.card}`;
}

/** CR 903.8: {2} more for each earlier cast of this commander from the command zone by this player. */
export function commanderTax(game: GameState, player: PlayerId, card: string): number {
  return 2 * (game.commander?.casts[player][card] ?? 0);
}

/** A card's mana cost plus the commander tax when it is cast from the command zone (CR 903.8, 601.2f). */
export function withCommanderTax(game: GameState, player: PlayerId, obj: GameObject, cost: ManaCost): ManaCost {
  if (obj.zone !== 'command') return cost;
  const tax = commanderTax(game, player, obj.card);
  return tax > 0 ? addCosts(cost, parseCost(`{${tax}}`)) : cost;
}

/** Counts a cast from the command zone, for the tax of the next one (CR 903.8). */
export function recordCommanderCast(game: GameState, player: PlayerId, card: string): void {
  const casts = game.commander!.casts[player];
  casts[card] = (casts[card] ?? 0) + 1;
}

/** CR 903.10a: combat damage a commander deals to a player is counted for that player, whoever controls it. */
export function noteCommanderDamage(game: GameState, source: number, player: PlayerId, amount: number): void {
  const obj = game.objects[source];
  if (!game.commander || !obj?.commander) return;
  const damage = game.commander.damage[player];
  const key = commanderKey(obj);
  damage[key] = (damage[key] ?? 0) + amount;
}

/** CR 704.6c: a player dealt 21 or more combat damage by the same commander over the game loses. */
export function lostToCommanderDamage(game: GameState, player: PlayerId): boolean {
  if (!game.commander) return false;
  const damage = game.commander.damage[player];
  for (const key in damage) if (damage[key] >= COMMANDER_DAMAGE_TO_LOSE) return true;
  return false;
}

const NONE: readonly number[] = [];

/**
 * CR 903.9a, 704.6d: each commander put into a graveyard or exile since the last check may be put
 * into the command zone; its owner is asked (before anything changes, so a re-run asks the same).
 * Returns the commanders to move; every commander is then no longer "just arrived".
 */
export function commandersReturning(game: GameState, asker: Asker): readonly number[] {
  if (!game.commander) return NONE;
  const arrived: number[] = [];
  for (const p of ['A', 'B'] as PlayerId[]) {
    for (const id of [...game.players[p].graveyard, ...game.players[p].exile]) if (game.objects[id].commanderArrived) arrived.push(id);
  }
  const returning = arrived.filter((id) => {
    const obj = game.objects[id];
    return asker.ask<boolean>({ type: 'yes-no', player: obj.owner, prompt: `Put your commander ${obj.card} from your ${obj.zone} into the command zone?` });
  });
  for (const id of arrived) game.objects[id].commanderArrived = undefined;
  return returning;
}

/**
 * CR 903.9b: a commander that would be put into its owner's hand or library from anywhere may be
 * put into the command zone instead; the owner is asked. Returns the zone it goes to.
 */
export function commanderDestination(game: GameState, obj: GameObject, to: 'hand' | 'library', asker: Asker): 'hand' | 'library' | 'command' {
  if (!game.commander || !obj.commander) return to;
  const instead = asker.ask<boolean>({ type: 'yes-no', player: obj.owner, prompt: `Put your commander ${obj.card} into the command zone instead of your ${to}?` });
  return instead ? 'command' : to;
}
