import { Run } from '../state/events';
import { SingleAffected } from '../cards/card-definition';
import { ContinuousEffect, GameObject, GameState, PlayerId, SourceInfo, TargetValue } from '../state/game-state';
import { addCounters } from '../state/objects';
import { referenceOf } from '../decisions/references';
import { Asker } from './ask';
import { noteCommanderDamage } from './commander';
import { characteristics, controllerOf, staticAbilityPresent } from './layers';
import { damageMarked } from './state-based-actions';
import { protectedFrom, sameTarget } from './targets';
import { detectDamageTriggers } from './triggers';

/** A damage event before replacement and prevention effects are applied (CR 120, 614, 615). */
export interface DamageEvent {
  source: SourceInfo;
  target: TargetValue;
  amount: number;
  combat: boolean;
}

/** One replacement or prevention effect that applies to a damage event (CR 614, 615). */
interface DamageModifier {
  kind: 'prevent-all' | 'shield' | 'double';
  /** Id of the continuous effect it comes from (a shield's remaining amount is kept by it); -1 for abilities of permanents. */
  effectId: number;
  /** How the affected player names it: its source's reference (computed only when asking). */
  reference: () => string;
}

/** What the effects applied so far have left: the damage and each shield's remaining prevention. */
interface DamageOutcome {
  amount: number;
  shields: Map<number, number>;
}

/** The most modifiers whose orders are compared one by one before the player is simply asked. */
const MAX_COMPARED_MODIFIERS = 6;

function applyModifier(outcome: DamageOutcome, modifier: DamageModifier): void {
  switch (modifier.kind) {
    case 'prevent-all':
      outcome.amount = 0;
      return;
    case 'double':
      // CR 614.1a: "deals double that damage instead".
      outcome.amount *= 2;
      return;
    case 'shield': {
      // CR 615.7: a shield prevents up to its remaining amount, then is used up by that much.
      const left = outcome.shields.get(modifier.effectId) ?? 0;
      const prevented = Math.min(left, outcome.amount);
      outcome.amount -= prevented;
      outcome.shields.set(modifier.effectId, left - prevented);
      return;
    }
  }
}

/** Applies modifiers in order, each only while it still applies (CR 616.1f: there is damage left to modify). */
function applyInOrder(outcome: DamageOutcome, order: readonly DamageModifier[]): void {
  for (const modifier of order) if (outcome.amount > 0) applyModifier(outcome, modifier);
}

function copyOutcome(outcome: DamageOutcome): DamageOutcome {
  return { amount: outcome.amount, shields: new Map(outcome.shields) };
}

function outcomeKey(outcome: DamageOutcome): string {
  return `${outcome.amount}|${[...outcome.shields.values()].join(',')}`;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** True if every order of the modifiers gives the same damage and leaves the same shields (then nobody is asked). */
function orderIsIrrelevant(outcome: DamageOutcome, modifiers: readonly DamageModifier[]): boolean {
  if (modifiers.length > MAX_COMPARED_MODIFIERS) return false;
  let first: string | null = null;
  for (const order of permutations(modifiers)) {
    const trial = copyOutcome(outcome);
    applyInOrder(trial, order);
    const key = outcomeKey(trial);
    if (first === null) first = key;
    else if (key !== first) return false;
  }
  return true;
}

/** True if some prevention shield exists, the only effect whose order with others can matter (CR 616.1). */
export function damageOrderMayBeAsked(game: GameState): boolean {
  const effects = game.effects;
  for (let i = 0; i < effects.length; i++) if (effects[i].effect.kind === 'prevent-next-damage') return true;
  return false;
}

/** The replacement and prevention effects that apply to a damage event, with their sources' references. */
function damageModifiers(game: GameState, event: DamageEvent): DamageModifier[] {
  const modifiers: DamageModifier[] = [];
  const effectReference = (controller: PlayerId, card: string) => () => `${controller}:${card}`;
  for (const ce of game.effects) {
    const e = ce.effect;
    if (preventsAll(e, event)) modifiers.push({ kind: 'prevent-all', effectId: ce.id, reference: effectReference(ce.controller, ce.sourceCard) });
    else if (e.kind === 'prevent-next-damage' && sameTarget(e.target, event.target)) modifiers.push({ kind: 'shield', effectId: ce.id, reference: effectReference(ce.controller, ce.sourceCard) });
  }
  // CR 702.16e: damage from a source with a protected-from quality is prevented.
  if ('object' in event.target && protectedFrom(game, event.target.object, event.source)) {
    const protectedId = event.target.object;
    modifiers.push({ kind: 'prevent-all', effectId: -1, reference: () => referenceOf(game, protectedId) });
  }
  // CR 615.1a: "Prevent all damage that would be dealt to/by <object>" of permanents (Heart of Light).
  for (const source of staticPreventers(game, event)) modifiers.push({ kind: 'prevent-all', effectId: -1, reference: () => referenceOf(game, source) });
  // CR 614.1a: each "deals double that damage instead" is a separate effect.
  for (const doubler of staticAbilityPresent(game, 'double-damage')) modifiers.push({ kind: 'double', effectId: -1, reference: () => referenceOf(game, doubler.id) });
  return modifiers;
}

/**
 * Whether a continuous effect prevents all of this damage: Fog-style prevention of combat damage (CR 615), or of damage
 * from sources of some colours, read as the source deals it (615.1a, its last known information).
 */
function preventsAll(e: ContinuousEffect['effect'], event: DamageEvent): boolean {
  if (e.kind === 'prevent-combat-damage') return event.combat;
  return e.kind === 'prevent-damage-from-colors' && event.source.colors.some((c) => e.colors.includes(c));
}

/** The object a static ability is about: its source, or the permanent the source enchants or equips. */
function singleAffectedObject(source: GameObject, affected: SingleAffected): number | null {
  return affected.kind === 'self' ? source.id : source.attachedTo;
}

/** Ids of permanents whose static prevention effects prevent this damage (CR 615.1a). */
function staticPreventers(game: GameState, event: DamageEvent): number[] {
  const found: number[] = [];
  for (const source of staticAbilityPresent(game, 'prevent-damage')) {
    for (const ability of characteristics(game, source.id).compiled.def.abilities) {
      if (ability.kind !== 'static' || ability.effect.kind !== 'prevent-damage') continue;
      const e = ability.effect;
      if (e.combat && !event.combat) continue;
      const object = singleAffectedObject(source, e.affected);
      if (object === null) continue;
      const to = e.direction !== 'by' && 'object' in event.target && event.target.object === object;
      const by = e.direction !== 'to' && event.source.id === object;
      if (to || by) found.push(source.id);
    }
  }
  return found;
}

/** Distinct references for the modifiers: duplicates (two Bandages of one player) get "#2", "#3". */
function modifierReferences(modifiers: readonly DamageModifier[]): string[] {
  const refs = modifiers.map((m) => m.reference());
  const seen = new Map<string, number>();
  return refs.map((ref) => {
    const total = refs.filter((r) => r === ref).length;
    if (total === 1) return ref;
    const n = (seen.get(ref) ?? 0) + 1;
    seen.set(ref, n);
    return `${ref}#${n}`;
  });
}

/**
 * Applies the replacement and prevention effects to a damage event and returns the damage dealt
 * (CR 616.1): when two or more apply and their order changes the result, the affected player (or
 * the controller of the affected permanent) orders them; each applies at most once and only while
 * it still applies (616.1f). Shields used up are updated in the state.
 */
export function modifyDamage(game: GameState, event: DamageEvent, asker: Asker): number {
  if (event.amount <= 0) return 0;
  // CR 615.1a: "the next time [the chosen source] would deal damage to you this turn, prevent that damage" prevents all of it, whatever else applies.
  if (usedNextTimePrevention(game, event)) return 0;
  const shieldsExist = damageOrderMayBeAsked(game);
  if (!shieldsExist) return modifyWithoutShields(game, event);
  const modifiers = damageModifiers(game, event);
  const outcome: DamageOutcome = { amount: event.amount, shields: new Map() };
  for (const m of modifiers) if (m.kind === 'shield') outcome.shields.set(m.effectId, shieldAmount(game, m.effectId));
  const before = copyOutcome(outcome);
  if (modifiers.length <= 1 || orderIsIrrelevant(outcome, modifiers)) {
    applyInOrder(outcome, modifiers);
  } else {
    const affected: PlayerId = 'player' in event.target ? event.target.player : controllerOf(game, event.target.object);
    const references = modifierReferences(modifiers);
    const order = asker.ask<number[]>({
      type: 'order-effects',
      player: affected,
      prompt: `Order the effects modifying ${event.amount} damage from ${event.source.card}, first applied first`,
      effects: references,
    });
    applyInOrder(
      outcome,
      order.map((i) => modifiers[i]),
    );
  }
  for (const [effectId, left] of outcome.shields) if (left !== before.shields.get(effectId)) useShield(game, effectId, left);
  return outcome.amount;
}

/** Uses up a "next time a source of your choice would deal damage" prevention that applies to the event (CR 615.1a, 609.7a). */
function usedNextTimePrevention(game: GameState, event: DamageEvent): boolean {
  const i = game.effects.findIndex((ce) => ce.effect.kind === 'prevent-next-from-source' && ce.effect.source === event.source.id && sameTarget(ce.effect.target, event.target));
  if (i < 0) return false;
  game.effects.splice(i, 1);
  return true;
}

/** The pool's effects without a shield commute: any prevention wins, else each doubling applies once. */
function modifyWithoutShields(game: GameState, event: DamageEvent): number {
  if (game.effects.some((e) => preventsAll(e.effect, event))) return 0;
  if ('object' in event.target && protectedFrom(game, event.target.object, event.source)) return 0;
  if (staticPreventers(game, event).length > 0) return 0;
  let amount = event.amount;
  const doublers = staticAbilityPresent(game, 'double-damage').length;
  for (let i = 0; i < doublers; i++) amount *= 2;
  return amount;
}

function shieldAmount(game: GameState, effectId: number): number {
  const ce = game.effects.find((e) => e.id === effectId);
  return ce && ce.effect.kind === 'prevent-next-damage' ? ce.effect.amount : 0;
}

/** Records what is left of a shield (a new effect object: state copies share effect objects); an empty one ends. */
function useShield(game: GameState, effectId: number, left: number): void {
  const i = game.effects.findIndex((e) => e.id === effectId);
  const ce = game.effects[i];
  if (ce.effect.kind !== 'prevent-next-damage') return;
  if (left <= 0) game.effects.splice(i, 1);
  else game.effects[i] = { ...ce, effect: { ...ce.effect, amount: left } };
}

/** CR 614.9: a redirection effect applies only while the new recipient is a creature or planeswalker on the battlefield. */
function legalRecipient(game: GameState, id: number | null): id is number {
  if (id === null || game.objects[id]?.zone !== 'battlefield') return false;
  const c = characteristics(game, id);
  return c.isCreature || c.types.includes('Planeswalker');
}

/** Whether a redirection of [combat] damage [from unblocked creatures] applies to this damage (CR 614.9, 509.1h). */
function redirectionApplies(game: GameState, event: DamageEvent, combat: boolean | undefined, fromUnblocked: boolean | undefined): boolean {
  if (combat && !event.combat) return false;
  return !fromUnblocked || !!game.combat?.attackers.some((a) => a.id === event.source.id && !a.blocked);
}

/**
 * CR 614.9: damage that would be dealt to a player is dealt to another object instead when a redirection effect of
 * that player applies ("All damage that would be dealt to you is dealt to enchanted creature instead"); the first that
 * applies, effects of resolved spells and abilities before static abilities. The other effects then apply to the new event.
 */
function redirected(game: GameState, event: DamageEvent): DamageEvent {
  if (!('player' in event.target)) return event;
  const player = event.target.player;
  for (const ce of game.effects) {
    const e = ce.effect;
    if (e.kind === 'redirect-damage' && e.player === player && redirectionApplies(game, event, e.combat, e.fromUnblocked) && legalRecipient(game, e.object)) return { ...event, target: { object: e.object } };
  }
  for (const source of staticAbilityPresent(game, 'redirect-damage', player)) {
    for (const ability of characteristics(game, source.id).compiled.def.abilities) {
      if (ability.kind !== 'static' || ability.effect.kind !== 'redirect-damage') continue;
      const to = singleAffectedObject(source, ability.effect.to);
      if (redirectionApplies(game, event, ability.effect.combat, false) && legalRecipient(game, to)) return { ...event, target: { object: to } };
    }
  }
  return event;
}

/** Deals damage after replacement effects; applies infect, wither, deathtouch and lifelink (CR 120.3). */
export function dealDamage(run: Run, game: GameState, dealt: DamageEvent, asker: Asker): number {
  const event = redirected(game, dealt);
  const amount = modifyDamage(game, event, asker);
  if (amount <= 0) return 0;
  const keywords = event.source.keywords;
  const infect = keywords.includes('infect');
  if ('player' in event.target) {
    const p = game.players[event.target.player];
    if (infect) p.poison += amount;
    else p.life -= amount;
    // Bloodthirst asks whether an opponent was dealt damage this turn, and how much (CR 702.54a-b).
    p.damageThisTurn = (p.damageThisTurn ?? 0) + amount;
    if (event.combat) noteCommanderDamage(game, event.source.id, event.target.player, amount);
    run.events.push({ type: 'damage', source: event.source.id, target: event.target.player, amount, combat: event.combat, infect });
    detectDamageTriggers(game, event.source, event.target, event.combat, amount);
  } else {
    const id = event.target.object;
    const obj = game.objects[id];
    if (!obj || obj.zone !== 'battlefield') return 0;
    const c = characteristics(game, id);
    // CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters from it.
    if (c.types.includes('Planeswalker')) addCounters(game, id, 'loyalty', -Math.min(amount, obj.counters.loyalty ?? 0));
    // CR 120.3d-e: damage to a creature is marked, or becomes -1/-1 counters (wither, infect).
    if (c.isCreature) {
      if (infect || keywords.includes('wither')) addCounters(game, id, '-1/-1', amount);
      else obj.damage += amount;
      // "A creature dealt damage by ~ this turn" (Sengir Vampire) remembers the source.
      if (obj.damagedThisTurn?.turn !== game.turn) obj.damagedThisTurn = { turn: game.turn, by: [] };
      if (!obj.damagedThisTurn.by.includes(event.source.id)) obj.damagedThisTurn.by.push(event.source.id);
    }
    if (keywords.includes('deathtouch')) obj.deathtouchDamage = true;
    damageMarked(game);
    run.events.push({ type: 'damage', source: event.source.id, target: String(id), amount, combat: event.combat, infect });
    detectDamageTriggers(game, event.source, event.target, event.combat, amount);
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
