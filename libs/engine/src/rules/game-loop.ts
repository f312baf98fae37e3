import { endLastingEffects } from './lasting-effects';
import { Run } from '../state/events';
import { ActionDescriptor, GameState, PlayerId, Step, STEP_ORDER } from '../state/game-state';
import { cloneGame } from '../state/clone';
import { shuffleInPlace } from '../state/rng';
import { Asker, makeAsker, NeedChoice } from './ask';
import { attackerDamageChooser, blockerDamageChooser, blockerNeedsAssignment, dealCombatDamage, needsAssignment, putCombatDamageOnStack } from './combat';
import { discardCards, drawCards } from './effect-actions';
import { NeedChoiceDuringResolution, resolutionMayAsk, resolveTop } from './resolve';
import { damageOrderMayBeAsked } from './replacement';
import { addManaOfChoice } from './mana';
import { performStateBasedActions, settleResult } from './state-based-actions';
import { putTriggersOnStack } from './trigger-stack';
import { beginTurn, cleanupDamageAndEffects, drawStep, endStep, nextTurnPlayer, startStep, stepHasPriority } from './turn-structure';
import { carryCharacteristics, touch } from './layers';
import { playerRuleApplies } from './player-rules';
import { moveObjects } from './zone-change';
import { opponentOf } from '../decisions/references';
import { drawReplacementMayAsk } from './draw-replacement';

const PRIORITY_PROMPTS = Object.fromEntries(STEP_ORDER.map((step) => [step, `${step}: you have priority`])) as Record<Step, string>;

/** Hand size limit (CR 402.2). */
const MAXIMUM_HAND_SIZE = 7;

function isOver(game: GameState): boolean {
  return 'winner' in game.result || 'draw' in game.result;
}

function restore(game: GameState, snapshot: GameState): void {
  Object.assign(game, snapshot);
  touch(game);
  carryCharacteristics(snapshot, game);
}

/** Runs one action with the answers gathered so far; returns false if it stopped to ask. */
function runAction(run: Run, game: GameState, action: ActionDescriptor, body: (asker: Asker) => void, snapshot: boolean): boolean {
  const before = snapshot ? cloneGame(game) : null;
  const eventCount = run.events.length;
  const asker = makeAsker(game.answers);
  try {
    body(asker);
    game.action = null;
    game.answers = [];
    return true;
  } catch (e) {
    if (!(e instanceof NeedChoice)) throw e;
    if (e instanceof NeedChoiceDuringResolution) {
      // The resolution put the state back to just before the asking effect; it goes on from there.
      run.events.length = e.eventCount;
      game.action = { type: 'resolve-top', resume: e.progress };
      game.answers = e.answers;
    } else {
      if (before) restore(game, before);
      run.events.length = eventCount;
      game.action = action;
    }
    game.pending = { player: e.request.player, kind: 'choose', prompt: e.request.prompt, request: e.request };
    return false;
  }
}

function cleanupDiscard(run: Run, game: GameState, asker: Asker): void {
  const hand = game.players[game.active].hand;
  const excess = hand.length - MAXIMUM_HAND_SIZE;
  // CR 402.2: "You have no maximum hand size" (Spellbook): nothing is discarded.
  if (excess > 0 && !playerRuleApplies(game, game.active, 'no-maximum-hand-size')) {
    // CR 514.1: the active player discards down to their maximum hand size.
    const chosen = asker.ask<number[]>({ type: 'pick-cards', player: game.active, prompt: `Discard ${excess} card(s) to hand size`, from: hand.slice(), count: excess });
    discardCards(run, game, game.active, chosen);
  }
  cleanupDamageAndEffects(game);
}

function mulliganBottom(run: Run, game: GameState, asker: Asker, player: 'A' | 'B'): void {
  const ps = game.players[player];
  const count = Math.min(ps.mulligans, ps.hand.length);
  const chosen = asker.ask<number[]>({ type: 'pick-cards', player, prompt: `Put ${count} card(s) on the bottom of your library`, from: ps.hand.slice(), count });
  moveObjects(
    run,
    game,
    chosen.map((id) => ({ id, to: 'library', bottom: true })),
  );
}

function performAction(run: Run, game: GameState, action: ActionDescriptor): boolean {
  switch (action.type) {
    case 'resolve-top':
      return runAction(run, game, action, (asker) => resolveTop(run, game, asker, action.resume), resolutionMayAsk(game));
    case 'put-triggers':
      return runAction(run, game, action, (asker) => putTriggersOnStack(game, asker), false);
    case 'legend-rule':
      return runAction(run, game, action, (asker) => performStateBasedActions(run, game, asker), false);
    case 'draw-step':
      // CR 614.11: a replaced draw may ask after cards moved; the step's draw is then made again from a snapshot.
      return runAction(run, game, action, (asker) => drawStep(run, game, asker), drawReplacementMayAsk(game));
    case 'cleanup-discard':
      return runAction(run, game, action, (asker) => cleanupDiscard(run, game, asker), false);
    case 'mulligan-bottom':
      return runAction(
        run,
        game,
        action,
        (asker) => {
          mulliganBottom(run, game, asker, action.player);
          game.players[action.player].kept = true;
        },
        false,
      );
    case 'combat-damage': {
      const combat = game.combat!;
      for (const a of combat.attackers) {
        if (needsAssignment(game, a) && !combat.assignments[a.id]) {
          askAssignment(game, a.id, attackerDamageChooser(game, a));
          return false;
        }
      }
      // CR 510.1d, 702.22k: a blocker blocking a band divides its damage among the creatures it blocks.
      for (const key in combat.blocking) {
        const blocker = Number(key);
        if (blockerNeedsAssignment(game, blocker) && !combat.assignments[blocker]) {
          askAssignment(game, blocker, blockerDamageChooser(game, blocker));
          return false;
        }
      }
      // 2006 CR 310.1: the assignments go on the stack as one object instead of being dealt now.
      if (game.rules === '2006') return runAction(run, game, action, () => putCombatDamageOnStack(game), false);
      // CR 616.1: ordering replacement effects may stop to ask; the damage is then dealt again from a snapshot.
      return runAction(run, game, action, (asker) => dealCombatDamage(run, game, asker), damageOrderMayBeAsked(game));
    }
    case 'add-mana-of-choice':
      return runAction(run, game, action, (asker) => addManaOfChoice(game, asker, action.player, action.colors), false);
  }
}

/** Asks a player to assign one creature's combat damage (CR 510.1c-d; 702.22j-k name who). */
function askAssignment(game: GameState, creature: number, player: PlayerId): void {
  game.pending = { player, kind: 'assign', prompt: `Assign combat damage of ${game.objects[creature].card}`, request: { type: 'assign', player, prompt: 'Assign combat damage', attacker: creature } };
}

/** Runs the state-based actions outside any action; only the legend rule can stop to ask. */
function checkStateBasedActions(run: Run, game: GameState): 'happened' | 'nothing' | 'asked' {
  try {
    return performStateBasedActions(run, game, NO_ANSWERS) ? 'happened' : 'nothing';
  } catch (e) {
    if (!(e instanceof NeedChoice)) throw e;
    game.action = { type: 'legend-rule' };
    game.pending = { player: e.request.player, kind: 'choose', prompt: e.request.prompt, request: e.request };
    return 'asked';
  }
}

const NO_ANSWERS = makeAsker([]);

/** Draws a fresh hand of the given size (CR 103.4). */
export function drawHand(run: Run, game: GameState, player: 'A' | 'B', size: number): void {
  drawCards(run, game, player, size);
}

function mulliganPhase(run: Run, game: GameState): void {
  const order = [game.startingPlayer, opponentOf(game.startingPlayer)];
  for (const p of order) {
    if (!game.players[p].kept) {
      game.pending = { player: p, kind: 'mulligan', prompt: 'Keep this hand or take a mulligan?', request: null };
      return;
    }
  }
  game.phase = 'play';
  game.turn = 0;
  beginTurn(run, game, game.startingPlayer);
}

/** CR 103.5: a player who takes a mulligan shuffles their hand into their library and draws again. */
export function takeMulligan(run: Run, game: GameState, player: 'A' | 'B'): void {
  const ps = game.players[player];
  moveObjects(
    run,
    game,
    ps.hand.map((id) => ({ id, to: 'library' })),
  );
  shuffleInPlace(game, ps.library);
  ps.mulligans++;
  const size = game.mulliganRule === 'london' ? 7 : Math.max(0, 7 - ps.mulligans);
  drawHand(run, game, player, size);
}

/** CR 103.5: keeping a hand; under the London rule the player then bottoms one card per mulligan. */
export function keepHand(game: GameState, player: 'A' | 'B'): void {
  const ps = game.players[player];
  if (game.mulliganRule === 'london' && ps.mulligans > 0 && ps.hand.length > 0) game.action = { type: 'mulligan-bottom', player };
  else ps.kept = true;
}

/**
 * The engine's main loop (CR 117.5, 704.3, 603.3b): runs turn-based actions, state-based actions
 * (repeated until none apply) and puts triggers on the stack before any player gets priority; stops
 * at the next decision or when the game is over.
 */
export function advance(run: Run, game: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (isOver(game)) {
      game.pending = null;
      game.priority = null;
      return;
    }
    if (game.pending) return;
    if (game.action) {
      if (!performAction(run, game, game.action)) return;
      continue;
    }
    if (game.phase === 'mulligan') {
      mulliganPhase(run, game);
      continue;
    }
    if (!game.stepStarted) {
      startStep(run, game);
      continue;
    }
    if (game.step === 'untap') {
      endStep(run, game);
      continue;
    }
    // CR 611.2b: "for as long as" effects end before state-based actions and priority look at control.
    if (game.effects.length > 0) endLastingEffects(game);
    const sba = checkStateBasedActions(run, game);
    if (sba === 'asked') return;
    if (sba === 'happened') {
      if (game.step === 'cleanup') game.cleanupAgain = true;
      continue;
    }
    if (isOver(game)) continue;
    if (game.pendingTriggers.length > 0) {
      if (game.step === 'cleanup') game.cleanupAgain = true;
      game.action = { type: 'put-triggers' };
      continue;
    }
    if (game.step === 'cleanup' && !game.cleanupAgain) {
      finishTurn(run, game);
      continue;
    }
    if (!stepHasPriority(game.step) && game.step !== 'cleanup') {
      endStep(run, game);
      continue;
    }
    if (game.priority === null) game.priority = game.active;
    game.pending = { player: game.priority, kind: 'priority', prompt: PRIORITY_PROMPTS[game.step], request: null };
    return;
  }
  // CR 104.4b: the game went round a loop of mandatory actions (no decision in all these steps).
  declareLoopDraw(run, game);
}

/**
 * How many stack objects may resolve in a row, in one step, with nobody able to do anything but
 * pass before the engine calls it a mandatory loop (CR 104.4b). No finite chain of a real game
 * comes near it.
 */
export const MANDATORY_LOOP_RESOLUTIONS = 500;

/** CR 104.4b: a loop of mandatory actions that nothing can stop ends the game as a draw. */
export function declareLoopDraw(run: Run, game: GameState): void {
  game.result = { draw: true };
  game.pending = null;
  game.priority = null;
  game.action = null;
  run.events.push({ type: 'game-over', winner: null });
}

/** Ends the turn after the last cleanup: time called (MTR 2.4) or the next turn. */
export function finishTurn(run: Run, game: GameState): void {
  endStep(run, game);
  if (game.timeCalled && game.turn >= game.timeCalled.lastTurn) {
    game.result = { draw: true };
    settleResult(run, game);
    run.events.push({ type: 'game-over', winner: null });
    return;
  }
  beginTurn(run, game, nextTurnPlayer(game));
}

/**
 * Passing priority (CR 117.3d, 117.4): both pass in succession → resolve the top object or end the
 * step. A first pass changes nothing but who holds priority, so state-based actions and triggers
 * need no new check: the other player is asked at once.
 */
export function passPriority(run: Run, game: GameState, forced = false): void {
  game.passes++;
  game.pending = null;
  game.forcedPasses = game.passes === 1 ? forced : !!game.forcedPasses && forced;
  if (game.passes >= 2) {
    game.passes = 0;
    if (game.stack.length > 0) {
      // CR 104.4b: resolutions nobody could have stopped, counted to find a mandatory loop.
      game.forcedResolutions = game.forcedPasses ? (game.forcedResolutions ?? 0) + 1 : 0;
      if (game.forcedResolutions >= MANDATORY_LOOP_RESOLUTIONS) {
        declareLoopDraw(run, game);
        return;
      }
      game.action = { type: 'resolve-top' };
    } else {
      game.forcedResolutions = 0;
      endStep(run, game);
    }
    return;
  }
  game.priority = opponentOf(game.priority!);
  game.pending = { player: game.priority, kind: 'priority', prompt: PRIORITY_PROMPTS[game.step], request: null };
}
