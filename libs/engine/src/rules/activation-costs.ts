import { ActivationCost } from '../cards/card-definition';
import { Run } from '../state/events';
import { GameState, PlayerId } from '../state/game-state';
import { characteristics } from './layers';
import { matchesCardFilter, matchesFilter } from './object-filter';
import { discardCards } from './effect-actions';
import { loseLife } from './replacement';
import { moveOne } from './zone-change';

/** What an activation's costs take beyond mana and {T}, chosen as it is activated (CR 602.2b, 601.2h). */
export interface CostChoices {
  sacrifice: number[];
  discard: number[];
}

/** The references a decision gives for its costs: `"costs": {"sacrifice": ["A:Goblin Token#1"], "discard": ["Forest"]}`. */
export interface CostReferences {
  sacrifice?: string[];
  discard?: string[];
}

/** Permanents a sacrifice cost may take (CR 701.17a: only one its payer controls). */
export function sacrificeCandidates(game: GameState, player: PlayerId, cost: ActivationCost, source: number): number[] {
  const filter = cost.sacrifice;
  if (!filter) return [];
  return game.battlefield.filter((id) => {
    const c = characteristics(game, id);
    return c.controller === player && matchesFilter(game, c, filter, player, source);
  });
}

/** Cards in hand a discard cost may take. */
export function discardCandidates(game: GameState, player: PlayerId, cost: ActivationCost, source: number): number[] {
  const filter = cost.discard;
  if (!filter) return [];
  return game.players[player].hand.filter((id) => id !== source && matchesCardFilter(game, id, filter));
}

/** Why the life cost can't be paid, or null (CR 119.4: only with at least that much life). */
export function lifeCostProblem(game: GameState, player: PlayerId, cost: ActivationCost): string | null {
  const life = game.players[player].life;
  return cost.payLife !== undefined && life < cost.payLife ? `you can't pay ${cost.payLife} life with ${life} life (CR 119.4)` : null;
}

/** Pays the life, sacrifice and discard parts of a cost (CR 118.3, 119.4, 701.17a, 701.8). */
export function payCostChoices(run: Run, game: GameState, player: PlayerId, cost: ActivationCost, choices: CostChoices): void {
  if (cost.payLife !== undefined) loseLife(run, game, player, cost.payLife);
  for (const id of choices.sacrifice) moveOne(run, game, { id, to: 'graveyard' });
  if (choices.discard.length > 0) discardCards(run, game, player, choices.discard);
}
