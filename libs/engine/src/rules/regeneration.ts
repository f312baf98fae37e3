import { GameState } from '../state/game-state';
import { leaveCombat, setTapped } from '../state/objects';

/** Takes a creature out of combat (CR 506.4): it stops attacking or blocking. */
export function removeFromCombat(game: GameState, id: number): void {
  if (game.combat) leaveCombat(game.combat, id);
}

/**
 * Uses a regeneration shield of a permanent about to be destroyed, if it has one (CR 701.15a):
 * instead of being destroyed it is tapped, all damage is removed from it, and it is removed from
 * combat. Returns true when the destruction was replaced.
 */
export function regenerateInstead(game: GameState, id: number): boolean {
  // CR 701.15b: an object that "can't be regenerated" is destroyed whatever its shields.
  if (game.effects.some((e) => e.effect.kind === 'cant-regenerate' && e.effect.object === id)) return false;
  const shield = game.effects.findIndex((e) => e.effect.kind === 'regeneration-shield' && e.effect.object === id);
  if (shield < 0) return false;
  game.effects.splice(shield, 1);
  const obj = game.objects[id];
  setTapped(game, id, true);
  obj.damage = 0;
  obj.deathtouchDamage = false;
  // Shields, tapping, damage and combat are no characteristics (CR 110.5): the layer cache stays.
  removeFromCombat(game, id);
  return true;
}
