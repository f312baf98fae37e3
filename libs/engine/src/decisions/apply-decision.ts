import { GameEvent, Run } from '../state/events';
import { GameState, PlayerId, TargetValue } from '../state/game-state';
import { cloneGame } from '../state/clone';
import { advance, keepHand, passPriority, takeMulligan } from '../rules/game-loop';
import { checkActivate, checkCast, checkPayment, checkPlayLand, executeActivate, executeCast, executePlayLand, pay } from '../rules/casting';
import { parseCost } from '../rules/mana';
import {
  AttackDeclaration,
  assignmentError,
  attackablePlaneswalkers,
  attackCost,
  attackDeclarationError,
  attackerDamageChooser,
  bandDeclarationError,
  blockDeclarationError,
  blockedBy,
  blockerAssignmentError,
  blockerDamageChooser,
  blockerNeedsAssignment,
  declareAttackers,
  declareBlockers,
  needsAssignment,
} from '../rules/combat';
import { checkTurnFaceUp, executeTurnFaceUp } from '../rules/face-down';
import { settleResult } from '../rules/state-based-actions';
import { answerFor, choiceOptions, pickObject } from './choice-answers';
import { Decision, DecisionError } from './decision';
import { decisionShapeError } from './decision-shape';
import { opponentOf } from './references';
import { hasPriorityAction } from './options';

/** Result of applying a decision. */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: DecisionError };

const illegal = (reason: string): { ok: false; error: DecisionError } => ({ ok: false, error: { code: 'ILLEGAL_DECISION', reason } });

function isOver(game: GameState): boolean {
  return 'winner' in game.result || 'draw' in game.result;
}

/**
 * Applies a decision to the game in place and runs the engine to the next decision.
 * Every check happens before the first change, so a refused decision leaves the game as it was.
 * Internal: the public applyDecision copies the state first.
 */
export function applyDecisionInPlace(game: GameState, player: PlayerId, decision: Decision): { ok: true; events: GameEvent[] } | { ok: false; error: DecisionError } {
  if (isOver(game)) return { ok: false, error: { code: 'GAME_OVER', reason: 'the game is over' } };
  const shapeError = decisionShapeError(decision);
  if (shapeError) return illegal(shapeError);
  const run: Run = { events: [] };
  if (decision.do === 'concede') {
    // CR 104.3a: a player may concede at any time.
    game.players[player].lost = true;
    game.players[player].conceded = true;
    settleResult(run, game);
    game.pending = null;
    game.decisions++;
    return { ok: true, events: run.events };
  }
  const pending = game.pending;
  if (!pending) return illegal('the engine is not waiting for a decision');
  if (pending.player !== player) return { ok: false, error: { code: 'NOT_YOUR_DECISION', reason: `the engine is waiting for ${pending.player} (${pending.kind})` } };
  const applied = applyChecked(run, game, player, decision);
  if (!applied.ok) return applied;
  game.decisions++;
  advance(run, game);
  return { ok: true, events: run.events };
}

function applyChecked(run: Run, game: GameState, player: PlayerId, decision: Decision): { ok: true } | { ok: false; error: DecisionError } {
  const pending = game.pending!;
  switch (pending.kind) {
    case 'priority':
      return applyPriority(run, game, player, decision);
    case 'mulligan': {
      if (decision.do !== 'choose' || (decision.choice !== 'keep' && decision.choice !== 'mulligan')) return illegal('answer {"do":"choose","choice":"keep"|"mulligan"}');
      if (decision.choice === 'mulligan' && game.players[player].hand.length === 0) return illegal('no cards left to mulligan');
      game.pending = null;
      if (decision.choice === 'keep') keepHand(game, player);
      else takeMulligan(run, game, player);
      return { ok: true };
    }
    case 'choose': {
      if (decision.do === 'cast' && pending.request?.type === 'offered-cast') {
        // CR 702.35a, 702.60a: the card is cast while the trigger offering it resolves; the resolution carries out the checked cast.
        const checked = checkCast(game, player, decision, { card: pending.request.card, alt: pending.request.alt });
        if (!checked.ok) return illegal(checked.reason);
        game.answers = [...game.answers, checked.value];
        game.pending = null;
        return { ok: true };
      }
      if (decision.do !== 'choose') return illegal(`the engine is asking you to choose: ${pending.prompt}`);
      const answer = answerFor(game, pending.request!, decision.choice);
      if (!answer.ok) return illegal(answer.reason);
      // CR 104.4b: a loop with a real choice in it is not a mandatory loop.
      if (game.forcedResolutions && choiceOptions(game, pending.request!).length > 1) game.forcedResolutions = 0;
      game.answers = [...game.answers, answer.answer];
      game.pending = null;
      return { ok: true };
    }
    case 'attackers':
      return applyAttack(run, game, player, decision);
    case 'blockers':
      return applyBlock(run, game, player, decision);
    case 'assign':
      return applyAssign(game, player, decision);
  }
}

function applyPriority(run: Run, game: GameState, player: PlayerId, d: Decision): { ok: true } | { ok: false; error: DecisionError } {
  switch (d.do) {
    case 'pass':
      // CR 104.4b: a pass with a stack to resolve counts towards a mandatory loop only when it was the one legal action.
      passPriority(run, game, game.stack.length > 0 && !hasPriorityAction(game, player));
      return { ok: true };
    case 'play': {
      const checked = checkPlayLand(game, player, d.card);
      if (!checked.ok) return illegal(checked.reason);
      game.pending = null;
      executePlayLand(run, game, player, checked.value);
      return { ok: true };
    }
    case 'cast': {
      const checked = checkCast(game, player, d);
      if (!checked.ok) return illegal(checked.reason);
      game.pending = null;
      executeCast(run, game, player, checked.value);
      return { ok: true };
    }
    case 'activate': {
      if (d.ability === 'flashback') {
        const checked = checkCast(game, player, { card: d.card, targets: d.targets, alt: 'flashback', pay: d.pay });
        if (!checked.ok) return illegal(checked.reason);
        game.pending = null;
        executeCast(run, game, player, checked.value);
        return { ok: true };
      }
      const checked = checkActivate(game, player, d);
      if (!checked.ok) return illegal(checked.reason);
      game.pending = null;
      executeActivate(run, game, player, checked.value);
      return { ok: true };
    }
    case 'turnFaceUp': {
      const checked = checkTurnFaceUp(game, player, d);
      if (!checked.ok) return illegal(checked.reason);
      game.pending = null;
      executeTurnFaceUp(run, game, player, checked.value);
      return { ok: true };
    }
    default:
      return illegal(`you have priority: pass, play, cast, activate or turnFaceUp (got ${d.do})`);
  }
}

function applyAttack(run: Run, game: GameState, player: PlayerId, d: Decision): { ok: true } | { ok: false; error: DecisionError } {
  if (d.do !== 'attack' || typeof d.attackers !== 'object' || d.attackers === null) return illegal('declare attackers with {"do":"attack","attackers":{...}}');
  const ids: number[] = [];
  const declared: AttackDeclaration[] = [];
  const own = game.battlefield.filter((id) => game.objects[id] && game.objects[id].zone === 'battlefield');
  const walkers = attackablePlaneswalkers(game);
  for (const [name, target] of Object.entries(d.attackers)) {
    const id = pickObject(game, own, name, player, ids);
    if (id === null) return illegal(`no creature ${name} to attack with`);
    ids.push(id);
    if (target === opponentOf(player)) {
      declared.push({ id });
      continue;
    }
    // CR 508.1b: a creature attacks a player or a planeswalker that player controls.
    const planeswalker = typeof target === 'string' ? pickObject(game, walkers, target, player) : null;
    if (planeswalker === null) return illegal(`${name} can only attack ${opponentOf(player)} or a planeswalker ${opponentOf(player)} controls`);
    declared.push({ id, planeswalker });
  }
  const error = attackDeclarationError(game, ids);
  if (error) return illegal(error);
  // CR 702.22c (2006 502.10b): the bands are announced with the attackers.
  const bands: number[][] = [];
  for (const names of d.bands ?? []) {
    const band: number[] = [];
    for (const name of names) {
      const id = pickObject(game, ids, name, player, band);
      if (id === null) return illegal(`${name} is not declared as an attacker`);
      band.push(id);
    }
    bands.push(band);
  }
  const bandError = bandDeclarationError(game, declared, bands);
  if (bandError) return illegal(bandError);
  // CR 508.1g-h: the attack's total cost, paid with mana the attacking creatures don't make (they tap as they attack, 508.1f).
  const generic = attackCost(game, declared);
  const cost = parseCost(`{${generic}}`);
  const payment = generic > 0 ? checkPayment(game, player, cost, 0, d.pay, ids) : null;
  if (payment && !payment.ok) return illegal(`attacking costs {${generic}}: ${payment.reason}`);
  game.pending = null;
  declareAttackers(run, game, declared, bands);
  if (payment?.ok) pay(run, game, player, payment.value, cost, 0);
  return { ok: true };
}

function applyBlock(run: Run, game: GameState, player: PlayerId, d: Decision): { ok: true } | { ok: false; error: DecisionError } {
  if (d.do !== 'block' || typeof d.blockers !== 'object' || d.blockers === null) return illegal('declare blockers with {"do":"block","blockers":{...}}');
  const blocks: [number, number][] = [];
  const attackers = game.combat!.attackers.map((a) => a.id);
  const used: number[] = [];
  for (const [blockerName, blocked] of Object.entries(d.blockers)) {
    const blocker = pickObject(game, game.battlefield, blockerName, player, used);
    if (blocker === null) return illegal(`no creature ${blockerName} to block with`);
    used.push(blocker);
    for (const attackerName of typeof blocked === 'string' ? [blocked] : blocked) {
      const attacker = pickObject(game, attackers, attackerName, player);
      if (attacker === null) return illegal(`${attackerName} is not attacking`);
      blocks.push([blocker, attacker]);
    }
  }
  const error = blockDeclarationError(game, blocks);
  if (error) return illegal(error);
  game.pending = null;
  declareBlockers(run, game, blocks);
  return { ok: true };
}

function applyAssign(game: GameState, player: PlayerId, d: Decision): { ok: true } | { ok: false; error: DecisionError } {
  if (d.do !== 'assign' || typeof d.damage !== 'object' || d.damage === null) return illegal('assign damage with {"do":"assign","attacker":...,"damage":{...}}');
  if ('blocker' in d) return applyBlockerAssign(game, player, d);
  const combat = game.combat!;
  const attackerId = pickObject(
    game,
    combat.attackers.map((a) => a.id),
    d.attacker,
    player,
  );
  const attacker = combat.attackers.find((a) => a.id === attackerId);
  if (!attacker || !needsAssignment(game, attacker) || combat.assignments[attacker.id] || attackerDamageChooser(game, attacker) !== player) return illegal(`${d.attacker} has no damage for you to assign now`);
  const damage: { target: TargetValue; amount: number }[] = [];
  for (const [key, amount] of Object.entries(d.damage)) {
    if (key === 'A' || key === 'B') {
      damage.push({ target: { player: key }, amount });
      continue;
    }
    const blocker = pickObject(game, attacker.planeswalker === undefined ? attacker.blockers : [...attacker.blockers, attacker.planeswalker], key, player);
    if (blocker === null) return illegal(`${key} is not blocking ${d.attacker}`);
    damage.push({ target: { object: blocker }, amount });
  }
  const error = assignmentError(game, attacker, damage);
  if (error) return illegal(error);
  recordAssignment(game, attacker.id, damage);
  return { ok: true };
}

/** CR 510.1d, 702.22k: a blocker's damage divided among the band it blocks, by the player the rules name. */
function applyBlockerAssign(game: GameState, player: PlayerId, d: { blocker: string; damage: Record<string, number> }): { ok: true } | { ok: false; error: DecisionError } {
  const combat = game.combat!;
  const blocker = pickObject(game, Object.keys(combat.blocking).map(Number), d.blocker, player);
  if (blocker === null || !blockerNeedsAssignment(game, blocker) || combat.assignments[blocker] || blockerDamageChooser(game, blocker) !== player) return illegal(`${d.blocker} has no damage for you to assign now`);
  const blocked = blockedBy(game, blocker).map((a) => a.id);
  const damage: { target: TargetValue; amount: number }[] = [];
  for (const [key, amount] of Object.entries(d.damage)) {
    const target = pickObject(game, blocked, key, player);
    if (target === null) return illegal(`${d.blocker} is not blocking ${key}`);
    damage.push({ target: { object: target }, amount });
  }
  const error = blockerAssignmentError(game, blocker, damage);
  if (error) return illegal(error);
  recordAssignment(game, blocker, damage);
  return { ok: true };
}

function recordAssignment(game: GameState, creature: number, damage: { target: TargetValue; amount: number }[]): void {
  const record: Record<string, number> = {};
  for (const x of damage) {
    const key = 'player' in x.target ? x.target.player : String(x.target.object);
    record[key] = (record[key] ?? 0) + x.amount;
  }
  game.combat!.assignments = { ...game.combat!.assignments, [creature]: record };
  game.pending = null;
}

/**
 * Applies one player's decision to a copy of the game and runs it to the next decision.
 * Never changes the input; an illegal decision returns an error naming the problem.
 */
export function applyDecisionCopy(state: GameState, player: PlayerId, decision: Decision): ApplyResult {
  const game = cloneGame(state);
  const result = applyDecisionInPlace(game, player, decision);
  if (!result.ok) return result;
  return { ok: true, state: game, events: result.events };
}
