import { Amount, Effect, Subject } from '../cards/card-definition';
import { compiledCard } from '../cards/card-pool';
import { Run } from '../state/events';
import { GameState, PlayerId, SourceInfo, StackItem, TargetValue } from '../state/game-state';
import { addCounters, attach, setTapped } from '../state/objects';
import { Asker } from './ask';
import { characteristics, sourceInfo, touch } from './layers';
import { executePayment, parseCost, planAutoPayment } from './mana';
import { damageOrderMayBeAsked, dealDamage, gainLife, loseLife } from './replacement';
import { moveObjects, moveOne, ZoneMove } from './zone-change';

/** What a resolving spell or ability knows while its effects run (CR 608.2). */
export interface ResolutionContext {
  run: Run;
  game: GameState;
  asker: Asker;
  item: StackItem;
  /** Targets still legal on resolution; null where a target became illegal (CR 608.2b). */
  targets: (TargetValue | null)[];
}

function amountOf(ctx: ResolutionContext, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  if (amount === 'X') return ctx.item.x;
  return ctx.item.kicked ? amount.kicked : amount.otherwise;
}

/** The players a subject names. */
function playersOf(ctx: ResolutionContext, subject: Subject): PlayerId[] {
  if (subject === 'you') return [ctx.item.controller];
  if (subject === 'trigger-player') return ctx.item.context.player ? [ctx.item.context.player] : [];
  if (typeof subject === 'object') {
    const t = ctx.targets[subject.target];
    return t && 'player' in t ? [t.player] : [];
  }
  return [];
}

/** The objects (ids) a subject names, only those still where the effect expects them. */
function objectsOf(ctx: ResolutionContext, subject: Subject): number[] {
  const { game, item } = ctx;
  const onBattlefield = (id: number | undefined) => (id !== undefined && game.objects[id]?.zone === 'battlefield' ? [id] : []);
  switch (subject) {
    case 'self':
      return onBattlefield(item.source);
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
    case 'trigger-player':
      return [];
    default: {
      const t = ctx.targets[subject.target];
      return t && 'object' in t && game.objects[t.object] ? [t.object] : [];
    }
  }
}

/** The source of the effect as it is now, or as it last existed (CR 608.2h). */
function currentSource(ctx: ResolutionContext): SourceInfo {
  const { game, item } = ctx;
  const obj = game.objects[item.source];
  if (obj && obj.zone === 'battlefield') return sourceInfo(game, item.source);
  return item.sourceInfo;
}

/** Draws cards; an empty library marks the player for the state-based check (CR 121.4, 704.5b). */
export function drawCards(run: Run, game: GameState, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) {
    const library = game.players[player].library;
    if (library.length === 0) {
      game.players[player].drewFromEmpty = true;
      continue;
    }
    const moved = moveOne(run, game, { id: library[0], to: 'hand' });
    run.events.push({ type: 'draw', player, card: moved.id });
  }
}

/** Destroys permanents simultaneously; indestructible ones stay (CR 701.8, 702.12b). */
export function destroy(run: Run, game: GameState, ids: number[]): void {
  const moves: ZoneMove[] = ids
    .filter((id) => game.objects[id]?.zone === 'battlefield' && !characteristics(game, id).keywords.includes('indestructible'))
    .map((id) => ({ id, to: 'graveyard' }));
  if (moves.length) moveObjects(run, game, moves);
}

function addEffect(game: GameState, item: StackItem, effect: GameState['effects'][number]['effect']): void {
  game.effects.push({ id: game.nextId++, timestamp: game.nextTimestamp++, controller: item.controller, sourceCard: item.sourceCard, duration: 'end-of-turn', effect });
  touch(game);
}

/** Runs one effect primitive. */
export function runEffect(ctx: ResolutionContext, effect: Effect): void {
  const { run, game, item, asker } = ctx;
  switch (effect.kind) {
    case 'damage': {
      const amount = amountOf(ctx, effect.amount);
      const source = currentSource(ctx);
      const targets: TargetValue[] = [
        ...playersOf(ctx, effect.to).map((p) => ({ player: p })),
        ...objectsOf(ctx, effect.to)
          .filter((id) => game.objects[id].zone === 'battlefield')
          .map((id) => ({ object: id })),
      ];
      for (const target of targets) dealDamage(run, game, { source, target, amount, combat: false }, asker);
      return;
    }
    case 'gain-life':
      for (const p of playersOf(ctx, effect.who)) gainLife(run, game, p, amountOf(ctx, effect.amount));
      return;
    case 'lose-life':
      for (const p of playersOf(ctx, effect.who)) loseLife(run, game, p, amountOf(ctx, effect.amount));
      return;
    case 'draw':
      for (const p of playersOf(ctx, effect.who)) drawCards(run, game, p, amountOf(ctx, effect.count));
      return;
    case 'discard': {
      for (const p of playersOf(ctx, effect.who)) {
        const hand = game.players[p].hand;
        const chosen =
          hand.length <= effect.count
            ? hand.slice()
            : asker.ask<number[]>({ type: 'pick-cards', player: p, prompt: `Discard ${effect.count} cards`, from: hand.slice(), count: effect.count });
        discardCards(run, game, p, chosen);
      }
      return;
    }
    case 'reveal-hand-you-choose-discard': {
      for (const p of playersOf(ctx, effect.who)) {
        const eligible = game.players[p].hand.filter((id) => {
          const types = compiledCard(game.objects[id].card).def.types;
          return !types.includes('Creature') && !types.includes('Land');
        });
        if (eligible.length === 0) continue;
        const chosen = asker.ask<number>({ type: 'pick-one', player: item.controller, prompt: 'Choose a noncreature, nonland card to discard', from: eligible });
        discardCards(run, game, p, [chosen]);
      }
      return;
    }
    case 'counter': {
      for (const id of objectsOf(ctx, effect.what)) {
        const target = game.stack.find((s) => s.objectId === id);
        if (!target) continue;
        if (effect.unlessPays) {
          const cost = parseCost(effect.unlessPays);
          const plan = planAutoPayment(game, target.controller, cost, 0);
          if (plan && asker.ask<boolean>({ type: 'yes-no', player: target.controller, prompt: `Pay ${effect.unlessPays}?` })) {
            executePayment(game, target.controller, plan);
            continue;
          }
        }
        counterSpell(run, game, target);
      }
      return;
    }
    case 'destroy':
      destroy(run, game, effect.what === 'all-creatures' ? game.battlefield.filter((id) => characteristics(game, id).isCreature) : objectsOf(ctx, effect.what));
      return;
    case 'return-to-hand':
      for (const id of objectsOf(ctx, effect.what)) moveOne(run, game, { id, to: 'hand' });
      return;
    case 'pump':
      for (const id of objectsOf(ctx, effect.what)) addEffect(game, item, { kind: 'pump', object: id, power: effect.power, toughness: effect.toughness });
      return;
    case 'untap':
      for (const id of objectsOf(ctx, effect.what)) setTapped(game, id, false);
      return;
    case 'gain-control-until-end-of-turn':
      for (const id of objectsOf(ctx, effect.what)) addEffect(game, item, { kind: 'control', object: id, controller: item.controller });
      return;
    case 'grant-until-end-of-turn':
      for (const id of objectsOf(ctx, effect.what)) addEffect(game, item, { kind: 'grant', object: id, keywords: effect.keywords });
      return;
    case 'add-mana':
      game.players[item.controller].manaPool += effect.mana;
      return;
    case 'extra-turn':
      // CR 500.7: the most recently created extra turn is taken first.
      game.extraTurns.unshift(item.controller);
      return;
    case 'prevent-all-combat-damage':
      addEffect(game, item, { kind: 'prevent-combat-damage' });
      return;
    case 'remove-counter-or-sacrifice': {
      for (const id of objectsOf(ctx, 'self')) {
        if ((game.objects[id].counters[effect.counter] ?? 0) > 0) addCounters(game, id, effect.counter, -1);
        else moveOne(run, game, { id, to: 'graveyard' });
      }
      return;
    }
    case 'return-to-battlefield-with-counter': {
      const card = item.context.card;
      if (card === undefined || game.objects[card]?.zone !== 'graveyard') return;
      moveOne(run, game, { id: card, to: 'battlefield', controller: game.objects[card].owner, counters: { [effect.counter]: 1 } });
      return;
    }
    case 'switch-pt-until-end-of-turn':
      for (const id of objectsOf(ctx, effect.what)) addEffect(game, item, { kind: 'switch-pt', object: id });
      return;
    case 'prevent-next-damage': {
      const targets: TargetValue[] = [...playersOf(ctx, effect.to).map((p) => ({ player: p })), ...objectsOf(ctx, effect.to).map((id) => ({ object: id }))];
      for (const target of targets) addEffect(game, item, { kind: 'prevent-next-damage', target, amount: effect.amount });
      return;
    }
    case 'skip-next-untap':
      for (const id of objectsOf(ctx, effect.what)) game.objects[id].skipUntaps++;
      return;
    case 'attach-self': {
      const self = game.objects[item.source];
      if (!self || self.zone !== 'battlefield' || characteristics(game, item.source).controller !== item.controller) return;
      for (const id of objectsOf(ctx, effect.to)) attach(game, item.source, id);
      return;
    }
    case 'may':
      if (asker.ask<boolean>({ type: 'yes-no', player: item.controller, prompt: 'Use the optional effect?' })) for (const e of effect.effects) runEffect(ctx, e);
      return;
  }
}

/** Discards chosen cards from hand (CR 701.9). */
export function discardCards(run: Run, game: GameState, player: PlayerId, ids: number[]): void {
  const moves = ids.map((id) => ({ id, to: 'graveyard' as const }));
  const names = ids.map((id) => game.objects[id].card);
  moveObjects(run, game, moves);
  for (const card of names) run.events.push({ type: 'discard', player, card });
}

/** Removes a spell from the stack to its owner's graveyard (exile if cast with flashback, CR 702.34a). */
export function counterSpell(run: Run, game: GameState, target: StackItem): void {
  game.stack.splice(game.stack.indexOf(target), 1);
  if (target.objectId !== null) moveOne(run, game, { id: target.objectId, to: target.alt === 'flashback' ? 'exile' : 'graveyard' });
  run.events.push({ type: 'countered', card: target.sourceCard });
}

/**
 * True if any effect of the list may stop to ask a player (so the resolution is snapshotted):
 * damage asks only for the order of replacement effects, which can matter only with a shield (CR 616.1).
 */
export function effectsMayAsk(game: GameState, effects: Effect[]): boolean {
  return effects.some(
    (e) =>
      e.kind === 'may' ||
      e.kind === 'discard' ||
      e.kind === 'reveal-hand-you-choose-discard' ||
      (e.kind === 'counter' && !!e.unlessPays) ||
      (e.kind === 'damage' && damageOrderMayBeAsked(game)),
  );
}
