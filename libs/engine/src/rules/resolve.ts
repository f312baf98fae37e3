import { Effect, TargetSpec, TriggerCondition } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { stackSpellText } from '../cards/spell-modes';
import { Run } from '../state/events';
import { cloneGame } from '../state/clone';
import { GameState, ResolutionProgress, StackItem, TargetValue } from '../state/game-state';
import { Asker, NeedChoice } from './ask';
import { ResolutionContext } from './effect-actions';
import { effectsMayAsk, runEffect } from './effects';
import { chooseCopy } from './copy-effects';
import { resolveCombatDamage } from './combat';
import { damageOrderMayBeAsked } from './replacement';
import { chooseAmplifyReveals } from './entering-counters';
import { carryCharacteristics, touch } from './layers';
import { auraTargetSpec, isLegalTarget, specOfTarget, triggerTargetSpecs } from './targets';
import { detectResolvedIntoGraveyardTriggers, interveningIfHolds } from './triggers';
import { moveOne, ZoneMove } from './zone-change';
import { startEpic } from './epic';
import { kicksOf, targetsByNumber } from './kicker';

/** Target specs and effects of a stack item. */
export function itemDefinition(game: GameState, item: StackItem): { targets: TargetSpec[]; effects: Effect[]; condition?: TriggerCondition } {
  const compiled = compiledCard(game, item.sourceCard);
  if (item.kind === 'spell') {
    const def = compiled.def;
    // CR 702.47c: a spell with cards spliced onto it has their text after its own.
    if (def.spell) return stackSpellText(game, def.spell, item.modes, item.spliced);
    // CR 303.4a: an Aura spell targets what it can enchant.
    if (def.enchant) return { targets: [auraTargetSpec(def.enchant)], effects: [] };
    return { targets: [], effects: [] };
  }
  // CR 603.7: a delayed trigger's effects come from the spell or ability that created it.
  if (item.delayed) return { targets: [], effects: item.delayed.effects };
  const ability = item.granted ?? compiled.abilities[item.abilityIndex as number];
  if (ability.kind === 'activated' || ability.kind === 'triggered') {
    return { targets: ability.targets, effects: ability.effects, condition: ability.kind === 'triggered' ? ability.condition : undefined };
  }
  throw new Error('stack item without effects');
}

/** True if resolving this item may stop to ask a player (the resolution is then run on a snapshot). */
export function resolutionMayAsk(game: GameState): boolean {
  const top = game.stack[game.stack.length - 1];
  if (!top) return false;
  // CR 616.1: dealing combat damage may ask the order of replacement effects.
  if (top.kind === 'combat-damage') return damageOrderMayBeAsked(game);
  if (top.kind === 'spell' && compiledCard(game, top.sourceCard).def.entersAsCopy) return true;
  // CR 614.12: a permanent spell whose controller chooses a colour or a player as it enters.
  if (top.kind === 'spell' && compiledCard(game, top.sourceCard).def.entersChoosing) return true;
  return effectsMayAsk(game, itemDefinition(game, top).effects);
}


/**
 * Where an instant or sorcery goes as it leaves the stack: exile if cast with flashback (702.34a:
 * wherever it would go), its owner's hand if its buyback cost was paid and it resolves (702.27a; a
 * spell that doesn't resolve goes to the graveyard, 608.2b), else the graveyard (608.2n).
 */
function afterResolution(item: StackItem, fizzles: boolean): 'exile' | 'hand' | 'graveyard' {
  if (item.alt === 'flashback') return 'exile';
  return item.buyback && !fizzles ? 'hand' : 'graveyard';
}

/**
 * A question asked after some effects of a resolution have happened. The state has been put back
 * to just before the asking effect (those effects kept), so the player answers looking at their
 * results (a card drawn by "Draw a card, then discard a card" is in the hand), and the
 * resolution goes on from `progress` with `answers`, the answers already given to that effect.
 */
export class NeedChoiceDuringResolution extends NeedChoice {
  constructor(
    need: NeedChoice,
    readonly progress: ResolutionProgress,
    readonly answers: unknown[],
    readonly eventCount: number,
  ) {
    super(need.request);
  }
}

/** An asker that counts the answers it handed out. */
function countingAsker(asker: Asker): Asker & { given: number } {
  const counting = {
    given: 0,
    ask<T>(request: Parameters<Asker['ask']>[0]): T {
      const answer = asker.ask<T>(request);
      counting.given++;
      return answer;
    },
  };
  return counting;
}

/**
 * Resolves the top object of the stack (CR 608), from its start or, with `resume`, after the
 * effects it had finished when it last stopped to ask.
 */
export function resolveTop(run: Run, game: GameState, answering: Asker, resume?: ResolutionProgress): void {
  const asker = countingAsker(answering);
  const item = game.stack[game.stack.length - 1];
  if (item.kind === 'combat-damage') {
    // 2006 CR 310.4: combat damage resolves like an object on the stack; then the active player gets priority.
    resolveCombatDamage(run, game, item, asker);
    game.stack.pop();
    run.events.push({ type: 'resolve', card: item.sourceCard });
    game.priority = game.active;
    game.passes = 0;
    return;
  }
  const def = itemDefinition(game, item);
  // CR 608.2b: targets are checked again; a spell or ability whose targets are all illegal doesn't resolve.
  // A trigger's "that player controls" is checked against the player its event named (CR 603.3d).
  const specs = item.kind === 'ability' ? triggerTargetSpecs(def.targets, item.context, item.controller) : def.targets;
  // CR 702.33g: a kicked spell's targets are numbered as its text names them, the replaced part's own left unchosen.
  const chosen = item.kind === 'spell' ? targetsByNumber(def, kicksOf(item).length > 0, item.targets) : item.targets;
  const targets: (TargetValue | null)[] = resume ? resume.targets : chosen.map((t, i) => (t !== null && isLegalTarget(game, specOfTarget(specs, i), t, item.sourceInfo) ? t : null));
  const fizzles = !resume && item.targets.length > 0 && targets.every((t) => t === null);
  // CR 603.4: an intervening "if" is checked again on resolution.
  const conditionFails = !resume && !!def.condition && !!game.objects[item.source] && !interveningIfHolds(game, def.condition, item.source, item.controller, item.context.player);
  const compiledItem = item.kind === 'spell' ? compiledCard(game, item.sourceCard) : null;
  const asCopyOf = resume ? resume.asCopyOf : compiledItem?.def.entersAsCopy && !fizzles ? chooseCopy(game, asker, item.sourceCard, item.controller) : undefined;
  // CR 702.38a: amplify's reveal is chosen as the permanent is about to enter, before anything moves.
  const amplified = compiledItem?.isPermanentCard && !fizzles && item.objectId !== null && !game.objects[item.objectId]?.faceDown ? chooseAmplifyReveals(game, asker, item.sourceCard, item.controller) : 0;
  if (!fizzles && !conditionFails) {
    const ctx: ResolutionContext = { run, game, asker, item, targets };
    const start = resume?.done ?? 0;
    for (let i = start; i < def.effects.length; i++) {
      // CR 608.2c: the effects happen in order; one that may ask after others have happened is
      // asked of the state they left (the caller's snapshot covers the first one run).
      const checkpoint = i > start && effectsMayAsk(game, [def.effects[i]]) ? { state: cloneGame(game), given: asker.given, events: run.events.length } : null;
      try {
        runEffect(ctx, def.effects[i]);
      } catch (e) {
        if (!(e instanceof NeedChoice) || !checkpoint) throw e;
        const answers = game.answers.slice(checkpoint.given);
        Object.assign(game, checkpoint.state);
        touch(game);
        carryCharacteristics(checkpoint.state, game);
        throw new NeedChoiceDuringResolution(e, { done: i, targets, ...(asCopyOf ? { asCopyOf } : {}) }, answers, checkpoint.events);
      }
    }
    // CR 702.50a: epic's abilities follow the rest of the spell's text; a copy has no epic ability.
    if (item.kind === 'spell' && !item.copy && compiledItem?.def.keywords.includes('epic')) startEpic(game, item);
  }
  game.stack.splice(game.stack.indexOf(item), 1);
  if (item.kind === 'spell' && item.objectId !== null && game.objects[item.objectId]) {
    const compiled = compiledCard(game, item.sourceCard);
    if (compiled.isPermanentCard && !fizzles) {
      // CR 608.3: a permanent spell enters the battlefield under its controller's control.
      // CR 708.4: a face-down spell becomes a face-down permanent.
      const faceDown = game.objects[item.objectId].faceDown === true;
      // CR 702.44a-b: sunburst counts the colours spent on the spell that enters from the stack.
      // CR 303.4f: an Aura spell enchants what it targeted; a copy of an Aura (Copy Enchantment) asks its controller.
      const move: ZoneMove = { id: item.objectId, to: 'battlefield', controller: item.controller, fromStackColors: item.colorsSpent ?? 0, castFrom: item.castFrom, kicks: kicksOf(item) };
      if (item.kickerDiscardedManaValue !== undefined) move.kickerDiscardedManaValue = item.kickerDiscardedManaValue;
      if (item.x > 0) move.x = item.x;
      if (compiled.def.enchant && targets[0]) move.attach = targets[0];
      if (amplified > 0) move.counters = { '+1/+1': amplified };
      if (asCopyOf) move.asCopyOf = asCopyOf;
      if (faceDown) move.faceDown = faceDown;
      moveOne(run, game, move, asker);
    } else {
      const moved = moveOne(run, game, { id: item.objectId, to: afterResolution(item, fizzles) });
      // CR 702.55a: a haunt instant or sorcery that resolved and went to the graveyard triggers.
      if (!fizzles && moved.zone === 'graveyard') detectResolvedIntoGraveyardTriggers(game, moved.id);
    }
    run.events.push({ type: fizzles ? 'countered' : 'resolve', card: item.sourceCard });
  } else {
    run.events.push({ type: 'resolve', card: item.sourceCard });
  }
  game.priority = game.active;
  game.passes = 0;
}
