import { Run } from '../state/events';
import { GameState, PlayerId, Step, STEP_ORDER } from '../state/game-state';
import { setTapped } from '../state/objects';
import { opponentOf } from '../decisions/references';
import { drawCards } from './effect-actions';
import { Asker } from './ask';
import { changesCharacteristics, characteristics, touchObject } from './layers';
import { anyPossibleAttacker, anyPossibleBlocker, needsFirstStrikeStep } from './combat';
import { phaseInAndOut } from './phasing';
import { detectDelayedTriggers, detectStepTriggers } from './triggers';
import { loseLife } from './replacement';
import { playerRuleApplies } from './player-rules';
import { moveOne } from './zone-change';
import { endEffectsUntilTurnOf } from './lasting-effects';

/** Steps in which players receive priority (CR 502.3, 514.3). */
export function stepHasPriority(step: Step): boolean {
  return step !== 'untap' && step !== 'cleanup';
}

/** The last step of each phase (CR 500.1): leaving it ends the phase. */
const LAST_STEP_OF_PHASE: ReadonlySet<Step> = new Set<Step>(['draw', 'precombat-main', 'end-of-combat', 'postcombat-main', 'cleanup']);

/**
 * CR 500.4: mana empties from each pool at the end of each step and phase, without loss of life.
 * CR 2006 300.3: only at the end of each phase, and each player loses 1 life per mana lost
 * (mana burn: loss of life, not damage, so nothing prevents it).
 */
function emptyManaPools(run: Run, game: GameState, phaseEnds: boolean): void {
  // "Players don't lose unspent mana as steps and phases end" (Upwelling): such a pool keeps its mana, so none burns either.
  if (game.players.A.manaPool.length === 0 && game.players.B.manaPool.length === 0) return;
  const emptied = (['A', 'B'] as PlayerId[]).filter((p) => game.players[p].manaPool.length > 0 && !playerRuleApplies(game, p, 'keeps-unspent-mana'));
  if (game.rules === '2006') {
    if (!phaseEnds) return;
    for (const p of emptied) loseLife(run, game, p, game.players[p].manaPool.length);
  }
  for (const p of emptied) {
    game.players[p].manaPool = '';
    game.players[p].snowMana = undefined;
  }
}

/** Starts a turn for a player (CR 500.1, 500.7). */
export function beginTurn(run: Run, game: GameState, player: PlayerId): void {
  game.turn++;
  game.active = player;
  game.players.A.landsPlayed = 0;
  game.players.B.landsPlayed = 0;
  game.players.A.spellsCastThisTurn = 0;
  game.players.B.spellsCastThisTurn = 0;
  game.players.A.damageThisTurn = 0;
  game.players.B.damageThisTurn = 0;
  game.combat = null;
  game.additionalCombats = undefined;
  game.regularCombatPending = undefined;
  // "Until your next turn" ends as that turn begins, before its untap step (CR 611.2a, 500.5).
  endEffectsUntilTurnOf(game, player);
  enterStep(run, game, 'untap');
}

function enterStep(run: Run, game: GameState, step: Step): void {
  game.step = step;
  game.stepStarted = false;
  game.priority = null;
  game.passes = 0;
  run.events.push({ type: 'step', turn: game.turn, step, active: game.active });
}

/**
 * Turn-based actions at the start of a step (CR 502-514). May leave a decision pending
 * (attackers, blockers) or an action to run (combat damage, cleanup discard).
 */
export function startStep(run: Run, game: GameState): void {
  game.stepStarted = true;
  switch (game.step) {
    case 'untap':
      // CR 502.1: phasing happens first; what phases in untaps with the rest.
      phaseInAndOut(run, game);
      // CR 502.3: the active player's permanents untap; "doesn't untap" effects apply. A player with
      // "Untap all permanents you control during each other player's untap step" (Seedborn Muse) untaps theirs too.
      const othersUntapping = game.battlefield.length > 0 && playerRuleApplies(game, opponentOf(game.active), 'untaps-during-others-untap-steps');
      for (const id of game.battlefield) {
        const obj = game.objects[id];
        if (characteristics(game, id).controller !== game.active) {
          if (othersUntapping && obj.tapped) setTapped(game, id, false);
          continue;
        }
        obj.sick = false;
        if (!obj.tapped) continue;
        if (obj.skipUntaps > 0) obj.skipUntaps--;
        else if (characteristics(game, id).doesntUntap) continue;
        else setTapped(game, id, false);
      }
      return;
    case 'upkeep': {
      // CR 702.30a: echo compares with the beginning of the upkeep before this one.
      const player = game.players[game.active];
      player.upkeepsBegan = player.upkeepsBegan ? { latest: game.nextTimestamp, previous: player.upkeepsBegan.latest } : { latest: game.nextTimestamp };
      detectStepTriggers(game, 'upkeep');
      detectDelayedTriggers(game, 'upkeep');
      return;
    }
    case 'draw':
      // The draw is an action: dredge may ask the active player to replace it (CR 702.52a).
      game.action = { type: 'draw-step' };
      return;
    case 'beginning-of-combat':
      game.combat = { attackers: [], blocking: {}, declaredAttackers: false, declaredBlockers: false, firstStrikers: [], firstStrikeStep: false, assignments: {} };
      return;
    case 'declare-attackers':
      if (!game.combat) game.combat = { attackers: [], blocking: {}, declaredAttackers: false, declaredBlockers: false, firstStrikers: [], firstStrikeStep: false, assignments: {} };
      if (anyPossibleAttacker(game)) game.pending = { player: game.active, kind: 'attackers', prompt: 'Declare attackers', request: null };
      else game.combat.declaredAttackers = true;
      return;
    case 'declare-blockers':
      if (anyPossibleBlocker(game)) game.pending = { player: opponentOf(game.active), kind: 'blockers', prompt: 'Declare blockers', request: null };
      else game.combat!.declaredBlockers = true;
      return;
    case 'first-strike-damage':
    case 'combat-damage':
      game.action = { type: 'combat-damage' };
      return;
    case 'end-of-combat':
      // CR 511.2: "at end of combat" abilities trigger as the end of combat step begins.
      detectDelayedTriggers(game, 'end-of-combat');
      return;
    case 'end':
      detectStepTriggers(game, 'end');
      detectDelayedTriggers(game, 'end');
      return;
    case 'cleanup':
      game.cleanupAgain = false;
      game.action = { type: 'cleanup-discard' };
      return;
    default:
      return;
  }
}

/** CR 504.1: the active player draws a card (the starting player skips the game's first draw, 103.8a); then "at the beginning of the draw step" triggers. */
export function drawStep(run: Run, game: GameState, asker: Asker): void {
  if (!(game.turn === 1 && game.active === game.startingPlayer)) drawCards(run, game, game.active, 1, asker);
  detectStepTriggers(game, 'draw');
}

/**
 * CR 723.1: "End the turn." Every object on the stack is exiled (the resolving one too: its card
 * leaves the stack now, 723.1a), creatures are removed from combat (723.1b), and the turn goes
 * straight to its cleanup step, skipping every other step and phase (723.1c); the mana pools empty
 * as the phase ends (500.4).
 */
export function endTheTurn(run: Run, game: GameState): void {
  const cards = game.stack.flatMap((item) => (item.objectId !== null && game.objects[item.objectId]?.zone === 'stack' ? [item.objectId] : []));
  for (const id of cards) moveOne(run, game, { id, to: 'exile' });
  game.stack = [];
  game.combat = null;
  emptyManaPools(run, game, true);
  enterStep(run, game, 'cleanup');
}

/**
 * CR 514.2: damage wears off and "until end of turn" effects end, simultaneously; an effect without
 * an end on a permanent that has left the battlefield is dropped too (it names an object that is gone, 400.7).
 */
export function cleanupDamageAndEffects(game: GameState): void {
  for (const id of game.battlefield) {
    const obj = game.objects[id];
    obj.damage = 0;
    obj.deathtouchDamage = false;
  }
  if (game.effects.length > 0) {
    game.effects = game.effects.filter((e) => {
      const lasts = e.duration !== 'end-of-turn' && (!('object' in e.effect) || game.objects[e.effect.object]?.zone === 'battlefield');
      if (!lasts && changesCharacteristics(e.effect)) touchObject(game, e.effect.object);
      return lasts;
    });
  }
}

/**
 * Ends the current step and moves to the next one, skipping combat damage steps when
 * nobody attacks (CR 508.8) and the first-strike step when no creature has first or double strike (510.4).
 * Returns 'turn-over' when the turn's last cleanup ended.
 */
export function endStep(run: Run, game: GameState): 'next-step' | 'turn-over' {
  // CR 614.10, 500.11 (2006 300.9, 419.6e): "Skip your draw step" — the step doesn't happen, so the beginning phase ends with the upkeep.
  const skipsDraw = game.step === 'upkeep' && playerRuleApplies(game, game.active, 'skips-draw-step');
  emptyManaPools(run, game, (LAST_STEP_OF_PHASE.has(game.step) || skipsDraw) && !(game.step === 'cleanup' && game.cleanupAgain));
  if (game.step === 'cleanup') {
    if (game.cleanupAgain) {
      // CR 514.3a: another cleanup step follows.
      enterStep(run, game, 'cleanup');
      return 'next-step';
    }
    return 'turn-over';
  }
  let next = skipsDraw ? 'precombat-main' : STEP_ORDER[STEP_ORDER.indexOf(game.step) + 1];
  if (game.step === 'precombat-main' || game.step === 'postcombat-main') next = afterMainPhase(game, game.step);
  const noAttackers = !game.combat || game.combat.attackers.length === 0;
  if (game.step === 'declare-attackers' && noAttackers) next = 'end-of-combat';
  if (next === 'declare-blockers' && noAttackers) next = 'end-of-combat';
  if (next === 'first-strike-damage') {
    if (noAttackers) next = 'end-of-combat';
    else if (needsFirstStrikeStep(game)) game.combat!.firstStrikeStep = true;
    else next = 'combat-damage';
  }
  if (game.step === 'end-of-combat') game.combat = null;
  enterStep(run, game, next);
  return 'next-step';
}

/**
 * CR 500.8: an additional combat phase (and the main phase after it) comes right after the main phase that
 * created it; CR 505.1a: every main phase but the first is postcombat, and the turn's own combat still follows
 * the additional main phase when the first main phase created them.
 */
function afterMainPhase(game: GameState, step: 'precombat-main' | 'postcombat-main'): Step {
  if (game.additionalCombats) {
    if (--game.additionalCombats === 0) game.additionalCombats = undefined;
    if (step === 'precombat-main') game.regularCombatPending = true;
    return 'beginning-of-combat';
  }
  if (step === 'postcombat-main' && game.regularCombatPending) {
    game.regularCombatPending = undefined;
    return 'beginning-of-combat';
  }
  return step === 'precombat-main' ? 'beginning-of-combat' : 'end';
}

/**
 * Who takes the next turn: extra turns first (CR 500.7), then the player who would have taken the
 * turn after the last normal one (an opponent's extra turns come before their own normal turn).
 */
export function nextTurnPlayer(game: GameState): PlayerId {
  if (game.extraTurns.length > 0) {
    game.resumeTurnsWith ??= opponentOf(game.active);
    return game.extraTurns.shift()!;
  }
  const resume = game.resumeTurnsWith;
  if (resume === undefined) return opponentOf(game.active);
  game.resumeTurnsWith = undefined;
  return resume;
}
