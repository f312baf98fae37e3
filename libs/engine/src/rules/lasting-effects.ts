import { ContinuousEffect, GameState, LastingCondition, PlayerId } from '../state/game-state';
import { changesCharacteristics, characteristics, touchObject } from './layers';

function holds(game: GameState, effect: ContinuousEffect, condition: LastingCondition, source: number): boolean {
  const obj = game.objects[source];
  const onBattlefield = obj?.zone === 'battlefield';
  switch (condition) {
    case 'source-on-battlefield':
      return onBattlefield;
    case 'you-control-source':
      return onBattlefield && characteristics(game, source).controller === effect.controller;
    case 'source-tapped':
      return onBattlefield && obj.tapped;
    case 'object-enchanted': {
      const target = 'object' in effect.effect ? effect.effect.object : undefined;
      return target !== undefined && game.battlefield.some((id) => game.objects[id].attachedTo === target && characteristics(game, id).subtypes.includes('Aura'));
    }
  }
}

/**
 * Ends the "for as long as …" effects whose conditions no longer all hold (CR 611.2b); an ended
 * effect stays ended. Checked whenever the game looks for state-based actions, so before any player
 * gets priority; an effect on an object that has left the battlefield ends too (CR 400.7).
 */
export function endLastingEffects(game: GameState): void {
  // Checked at every turn of the game loop; most effects last until end of turn: no lists made when none is "for as long as".
  if (game.effects.every((e) => typeof e.duration === 'string' || !('while' in e.duration))) return;
  const ended: ContinuousEffect[] = [];
  const kept = game.effects.filter((e) => {
    if (typeof e.duration === 'string' || !('while' in e.duration)) return true;
    const { while: conditions, source } = e.duration;
    const object = 'object' in e.effect ? e.effect.object : undefined;
    const lasts = (object === undefined || game.objects[object]?.zone === 'battlefield') && conditions.every((c) => holds(game, e, c, source));
    if (!lasts) ended.push(e);
    return lasts;
  });
  if (ended.length === 0) return;
  game.effects = kept;
  for (const e of ended) if (changesCharacteristics(e.effect)) touchObject(game, e.effect.object);
}

/**
 * Ends the effects that last "until your next turn" of the player whose turn begins (CR 611.2a:
 * as long as stated; 500.5: an effect lasting "until" a step or phase ends as it begins), before
 * anything of the turn happens, its untap step included.
 */
export function endEffectsUntilTurnOf(game: GameState, player: PlayerId): void {
  if (game.effects.every((e) => typeof e.duration === 'string' || !('untilTurnOf' in e.duration))) return;
  game.effects = game.effects.filter((e) => {
    const ends = typeof e.duration === 'object' && 'untilTurnOf' in e.duration && e.duration.untilTurnOf === player;
    if (ends && changesCharacteristics(e.effect)) touchObject(game, e.effect.object);
    return !ends;
  });
}
