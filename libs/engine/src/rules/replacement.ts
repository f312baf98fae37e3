import { Run } from '../state/events';
import { GameState, PlayerId, SourceInfo, TargetValue } from '../state/game-state';
import { addCounters } from '../state/objects';
import { staticAbilityPresent } from './layers';
import { protectedFrom } from './targets';

/** A damage event before replacement and prevention effects are applied (CR 120, 614, 615). */
export interface DamageEvent {
  source: SourceInfo;
  target: TargetValue;
  amount: number;
  combat: boolean;
}

/**
 * Applies prevention then replacement effects to a damage event (CR 616.1: the affected
 * player or controller would order them; with the pool's effects every order gives the same
 * result, so they are applied prevention first, then each doubling once).
 */
export function modifyDamage(game: GameState, event: DamageEvent): number {
  let amount = event.amount;
  if (amount <= 0) return 0;
  // CR 615: Fog-style prevention of all combat damage this turn.
  if (event.combat && game.effects.some((e) => e.effect.kind === 'prevent-combat-damage')) return 0;
  // CR 702.16e: damage from a source with a protected-from quality is prevented.
  if ('object' in event.target && protectedFrom(game, event.target.object, event.source)) return 0;
  // CR 614.1a: each "deals double that damage instead" applies once.
  const doublers = staticAbilityPresent(game, 'double-damage').length;
  for (let i = 0; i < doublers; i++) amount *= 2;
  return amount;
}

/** Deals damage after replacement effects; applies infect, wither, deathtouch and lifelink (CR 120.3). */
export function dealDamage(run: Run, game: GameState, event: DamageEvent): number {
  const amount = modifyDamage(game, event);
  if (amount <= 0) return 0;
  const keywords = event.source.keywords;
  const infect = keywords.includes('infect');
  if ('player' in event.target) {
    const p = game.players[event.target.player];
    if (infect) p.poison += amount;
    else p.life -= amount;
    run.events.push({ type: 'damage', source: event.source.id, target: event.target.player, amount, combat: event.combat, infect });
  } else {
    const id = event.target.object;
    const obj = game.objects[id];
    if (!obj || obj.zone !== 'battlefield') return 0;
    if (infect || keywords.includes('wither')) addCounters(game, id, '-1/-1', amount);
    else obj.damage += amount;
    if (keywords.includes('deathtouch')) obj.deathtouchDamage = true;
    run.events.push({ type: 'damage', source: event.source.id, target: String(id), amount, combat: event.combat, infect });
  }
  // CR 702.15b: lifelink makes the source's controller gain that much life.
  if (keywords.includes('lifelink')) gainLife(run, game, event.source.controller, amount);
  return amount;
}

/** Gains life (CR 119.3). */
export function gainLife(run: Run, game: GameState, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  game.players[player].life += amount;
  run.events.push({ type: 'life', player, amount });
}

/** Loses life (CR 119.3). */
export function loseLife(run: Run, game: GameState, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  game.players[player].life -= amount;
  run.events.push({ type: 'life', player, amount: -amount });
}
