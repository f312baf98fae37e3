import { Amount, Count, Subject } from '../cards/card-definition';
import { Run } from '../state/events';
import { ContinuousEffect, EffectDuration, GameObject, GameState, PlayerId, SourceInfo, StackItem, StatedDuration, TargetValue } from '../state/game-state';
import { Asker } from './ask';
import { opponentOf } from '../decisions/references';
import { isCount, isDefinedX, isHalf, isPerCount, isStat } from '../cards/amounts';
import { countValue } from './counts';
import { kicksOf } from './kicker';
import { battlefieldCharacteristics, changesCharacteristics, characteristics, sourceInfo, touchObject } from './layers';
import { matchesFilter } from './object-filter';
import { discardDestination, queueMadnessTriggers } from './madness';
import { dredgeInstead } from './dredge';
import { replaceDraw } from './draw-replacement';
import { regenerateInstead } from './regeneration';
import { detectDiscardTriggers, detectPlayerActionTriggers } from './triggers';
import { moveObjects, moveOne, ZoneMove } from './zone-change';
import { compiledCard } from '../cards/compiled-card';

/** What a resolving spell or ability knows while its effects run (CR 608.2). */
export interface ResolutionContext {
  run: Run;
  game: GameState;
  asker: Asker;
  item: StackItem;
  /** Targets still legal on resolution; null where a target became illegal (CR 608.2b). */
  targets: (TargetValue | null)[];
  /** The replacement effects already applied to the draw these effects replace (CR 614.5). */
  replacementsApplied?: ReadonlySet<string>;
}

const NONE_APPLIED: ReadonlySet<string> = new Set();

/** The value of an amount for this resolution; `they` is the player an effect on each player is acting on ("… they control"). */
export function amountOf(ctx: ResolutionContext, amount: Amount, they?: PlayerId): number {
  if (typeof amount === 'number') return amount;
  if (amount === 'X') return ctx.item.x;
  if (amount === 'that-much') return ctx.item.context.amount ?? 0;
  if (typeof amount === 'object' && 'sacrificed' in amount) return ctx.item.sacrificedPower ?? 0;
  if (isCount(amount)) return countNow(ctx, amount, they);
  // CR 107.3: "X, where X is …" is counted as the effect applies.
  if (isDefinedX(amount)) return countNow(ctx, amount.x, they);
  if (isPerCount(amount)) return amount.times * countNow(ctx, amount.forEach, they);
  if (isStat(amount)) return statOfTarget(ctx, amount.statOf, amount.stat);
  if (isHalf(amount)) {
    // CR 107.1a: half of an odd number is rounded as the text says.
    const player = they === undefined ? undefined : ctx.game.players[they];
    // CR 107.1b: half of a life total below zero is zero.
    const whole = player === undefined ? 0 : amount.half === 'life' ? Math.max(0, player.life) : player[amount.half].length;
    return amount.rounded === 'down' ? Math.floor(whole / 2) : Math.ceil(whole / 2);
  }
  return ctx.item.kicked ? amount.kicked : amount.otherwise;
}

/** A target creature's power or toughness now, or as it last existed on the battlefield if it left during the resolution (CR 608.2h). */
function statOfTarget(ctx: ResolutionContext, of: number | 'trigger-object', stat: 'power' | 'toughness'): number {
  const t = of === 'trigger-object' ? (ctx.item.context.object === undefined ? undefined : { object: ctx.item.context.object }) : ctx.targets[of];
  if (!t || !('object' in t)) return 0;
  if (ctx.game.objects[t.object]?.zone === 'battlefield') return Math.max(0, characteristics(ctx.game, t.object)[stat]);
  const known = of === 'trigger-object' ? ctx.item.context.lastKnown : undefined;
  if (known) return Math.max(0, known[stat] ?? 0);
  const left = ctx.run.events.find((e) => e.type === 'zone-change' && e.oldId === t.object);
  return left && left.type === 'zone-change' ? Math.max(0, left.lki?.[stat] ?? 0) : 0;
}

function countNow(ctx: ResolutionContext, count: Count, they: PlayerId | undefined): number {
  // CR 702.33c, 707.10: a resolving spell's kicks are the stack item's (a copy's are the original's).
  if ('kicks' in count && ctx.item.sourceInfo?.spell) return kicksOf(ctx.item).length;
  return countValue({ game: ctx.game, permanents: battlefieldCharacteristics(ctx.game).values(), viewer: ctx.item.controller, sourceId: ctx.item.source, playersOf: (s) => playersOf(ctx, s), they }, count);
}

/** The players a subject names. */
export function playersOf(ctx: ResolutionContext, subject: Subject): PlayerId[] {
  if (subject === 'you') return [ctx.item.controller];
  // CR 101.4: "each player" acts in APNAP order.
  if (subject === 'each-player') return apnapOrder(ctx.game);
  if (subject === 'each-opponent' || subject === 'each-other-player') return [opponentOf(ctx.item.controller)];
  if (subject === 'trigger-player') return ctx.item.context.player ? [ctx.item.context.player] : [];
  if (subject === 'trigger-object-controller') {
    // Its controller now, or as it last existed (the trigger recorded it, CR 608.2h).
    const object = ctx.item.context.object;
    if (object !== undefined && ctx.game.objects[object]?.zone === 'battlefield') return [characteristics(ctx.game, object).controller];
    return ctx.item.context.player ? [ctx.item.context.player] : [];
  }
  if (typeof subject === 'object' && 'target' in subject) {
    const t = ctx.targets[subject.target];
    return t && 'player' in t ? [t.player] : [];
  }
  if (typeof subject === 'object' && 'targets' in subject) return ctx.targets.slice(subject.targets).flatMap((t) => (t && 'player' in t ? [t.player] : []));
  if (typeof subject === 'object' && 'controllerOf' in subject) {
    const t = ctx.targets[subject.controllerOf];
    if (!t || !('object' in t)) return [];
    if (ctx.game.objects[t.object]?.zone === 'battlefield') return [characteristics(ctx.game, t.object).controller];
    // CR 608.2h: a permanent that left the battlefield during the resolution is seen as it last existed there.
    const left = ctx.run.events.find((e) => e.type === 'zone-change' && e.oldId === t.object);
    return left && left.type === 'zone-change' && left.lki ? [left.lki.controller] : [];
  }
  return [];
}

/** Every player, the active player first (CR 101.4). */
export function apnapOrder(game: GameState): PlayerId[] {
  return [game.active, opponentOf(game.active)];
}

/** The objects (ids) a subject names, only those still where the effect expects them. */
export function objectsOf(ctx: ResolutionContext, subject: Subject): number[] {
  const { game, item } = ctx;
  const onBattlefield = (id: number | undefined) => (id !== undefined && game.objects[id]?.zone === 'battlefield' ? [id] : []);
  switch (subject) {
    case 'self': {
      const permanent = onBattlefield(item.source);
      // CR 400.7d: the source's own leaves-the-battlefield trigger finds the card it became ("return Rancor to its owner's hand").
      const card = item.context.card;
      return permanent.length === 0 && card !== undefined && game.objects[card]?.zone === 'graveyard' ? [card] : permanent;
    }
    case 'trigger-object':
      return onBattlefield(item.context.object);
    case 'trigger-card':
      return item.context.card !== undefined && game.objects[item.context.card] ? [item.context.card] : [];
    case 'each-creature':
      return game.battlefield.filter((id) => characteristics(game, id).isCreature);
    case 'enchanted':
    case 'equipped': {
      const attached = game.objects[item.source]?.attachedTo;
      return attached === null || attached === undefined ? [] : [attached];
    }
    case 'you':
    case 'each-player':
    case 'each-opponent':
    case 'each-other-player':
    case 'trigger-player':
    case 'trigger-object-controller':
      return [];
    default: {
      if ('target' in subject) {
        const t = ctx.targets[subject.target];
        return t && 'object' in t && game.objects[t.object] ? [t.object] : [];
      }
      if ('controllerOf' in subject) return [];
      // CR 608.2b: the targets of a word choosing several that are still legal.
      if ('targets' in subject) return ctx.targets.slice(subject.targets).flatMap((t) => (t && 'object' in t && game.objects[t.object] ? [t.object] : []));
      // CR 608.2c: a group is every permanent matching the filter as the effect applies.
      const filter = 'all' in subject ? subject.all : subject.each;
      const matching = game.battlefield.filter((id) => matchesFilter(game, characteristics(game, id), filter, item.controller, item.source));
      if (!('ownedBy' in subject) || subject.ownedBy === undefined) return matching;
      // CR 108.3: "… target player owns"; an illegal player target leaves nothing to act on (608.2b).
      const owner = ctx.targets[subject.ownedBy];
      return owner && 'player' in owner ? matching.filter((id) => game.objects[id].owner === owner.player) : [];
    }
  }
}

/** The source of the effect as it is now, or as it last existed (CR 608.2h). */
export function currentSource(ctx: ResolutionContext): SourceInfo {
  const { game, item } = ctx;
  const obj = game.objects[item.source];
  if (obj && obj.zone === 'battlefield') return sourceInfo(game, item.source);
  return item.sourceInfo;
}

/**
 * Draws cards; an empty library marks the player for the state-based check (CR 121.4, 704.5b). With
 * an asker, each draw may be replaced by a dredge of the drawing player's choice (CR 702.52a), then by
 * the other replacement effects of draws (614.11), except those `applied` to the event these draws replace (614.5).
 */
export function drawCards(run: Run, game: GameState, player: PlayerId, count: number, asker?: Asker, applied: ReadonlySet<string> = NONE_APPLIED): void {
  for (let i = 0; i < count; i++) {
    if (asker && dredgeInstead(run, game, player, asker)) continue;
    if (asker && replaceDraw(run, game, player, asker, applied)) continue;
    const library = game.players[player].library;
    if (library.length === 0) {
      game.players[player].drewFromEmpty = true;
      continue;
    }
    const moved = moveOne(run, game, { id: library[0], to: 'hand' });
    run.events.push({ type: 'draw', player, card: moved.id });
    detectPlayerActionTriggers(game, 'draws', player);
  }
}

/**
 * Destroys permanents simultaneously; indestructible ones stay (CR 701.8, 702.12b), and one with a
 * regeneration shield is regenerated instead unless it "can't be regenerated" (CR 701.15).
 */
export function destroy(run: Run, game: GameState, ids: number[], canRegenerate = true): void {
  const moves: ZoneMove[] = ids
    .filter((id) => game.objects[id]?.zone === 'battlefield' && !characteristics(game, id).keywords.includes('indestructible'))
    .filter((id) => !(canRegenerate && regenerateInstead(game, id)))
    .map((id) => ({ id, to: 'graveyard' }));
  if (moves.length) moveObjects(run, game, moves);
}

/** The duration a card states (CR 611.2a): "until end of turn", or "until your next turn" — the turn of the resolving item's controller. */
export function statedDuration(item: StackItem, until: StatedDuration | undefined): EffectDuration {
  return until === 'your-next-turn' ? { untilTurnOf: item.controller } : 'end-of-turn';
}

/** Adds a continuous effect of the resolving item, "until end of turn" unless a duration is given. */
export function addEffect(game: GameState, item: StackItem, effect: ContinuousEffect['effect'], duration: EffectDuration = 'end-of-turn'): void {
  game.effects.push({ id: game.nextId++, timestamp: game.nextTimestamp++, controller: item.controller, sourceCard: item.sourceCard, duration, effect });
  if (changesCharacteristics(effect)) touchObject(game, effect.object);
}

/**
 * Discards chosen cards from hand (CR 701.9): into the graveyard, or into exile for a card with
 * madness, whose trigger then waits (CR 702.35a; it is still discarded). `by` is the controller of the
 * spell or ability whose effect makes the player discard (absent for a cost or a rule). Returns the cards' new objects.
 */
export function discardCards(run: Run, game: GameState, player: PlayerId, ids: number[], by?: PlayerId): GameObject[] {
  const moves = ids.map((id): ZoneMove => {
    // CR 614.1a: "If a spell or ability an opponent controls causes you to discard [this card], put it onto the battlefield instead"; it is still discarded.
    const instead = by !== undefined && by !== player ? compiledCard(game, game.objects[id].card).def.discardedToBattlefield : undefined;
    if (instead) return { id, to: 'battlefield', ...(instead.counters ? { counters: { '+1/+1': instead.counters } } : {}) };
    return { id, to: discardDestination(game, id) };
  });
  const names = ids.map((id) => game.objects[id].card);
  const moved = moveObjects(run, game, moves);
  for (const card of names) {
    run.events.push({ type: 'discard', player, card, ...(by ? { by } : {}) });
    detectPlayerActionTriggers(game, 'discards', player);
  }
  for (const obj of moved) detectDiscardTriggers(game, obj, player, by);
  queueMadnessTriggers(game, moved);
  return moved;
}

/** Removes a spell from the stack to its owner's graveyard (exile if cast with flashback, CR 702.34a). */
export function counterSpell(run: Run, game: GameState, target: StackItem): void {
  game.stack.splice(game.stack.indexOf(target), 1);
  if (target.objectId !== null) moveOne(run, game, { id: target.objectId, to: target.alt === 'flashback' ? 'exile' : 'graveyard' });
  run.events.push({ type: 'countered', card: target.sourceCard });
}

