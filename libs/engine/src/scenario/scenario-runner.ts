import { CORE_CARD_POOL } from '../cards/card-pool';
import { CardDefinition } from '../cards/card-definition';
import { CardPool } from '../cards/card-pool-registry';
import { cardDefinitionProblems } from '../cards/card-schema';
import { Decision } from '../decisions/decision';
import { applyDecisionInPlace } from '../decisions/apply-decision';
import { legalOptions } from '../decisions/options';
import { cloneGame } from '../state/clone';
import { GameState, isRulesEdition, PlayerId, Step, STEP_ORDER } from '../state/game-state';
import { callTime } from '../game';
import { checkExpectations } from './scenario-expect';
import { createGameFromScenario, ScenarioSetupError } from './scenario-setup';
import { Scenario, ScenarioOutcome, ScenarioStep } from './scenario-types';

const PLAYER_DECISIONS = new Set(['pass', 'play', 'cast', 'activate', 'attack', 'block', 'assign', 'choose', 'concede', 'turnFaceUp']);

class StepFailure extends Error {}

function isOver(game: GameState): boolean {
  return 'winner' in game.result || 'draw' in game.result;
}

function describePending(game: GameState): string {
  if (isOver(game)) return `the game is over (${JSON.stringify(game.result)})`;
  const p = game.pending;
  return p ? `${p.player} is asked for ${p.kind} (${p.prompt}) in turn ${game.turn} ${game.step}` : 'nothing is pending';
}

/** Applies a decision in place or fails the step. */
function apply(game: GameState, player: PlayerId, decision: Decision): void {
  const result = applyDecisionInPlace(game, player, decision);
  if (!result.ok) throw new StepFailure(`${player} ${JSON.stringify(decision)} was refused: ${result.error.reason}`);
}

/** True when the script's next step is the pending player's own answer to the pending choice. */
function scriptAnswersNext(game: GameState, next: ScenarioStep | undefined): boolean {
  return next?.do === 'choose' && next.player === game.pending?.player;
}

/**
 * A "choice" with a single legal answer is not a decision: the runner answers it itself,
 * unless the script answers it in its next step (then that step must be accepted as is).
 */
function answerForcedChoice(game: GameState, next?: ScenarioStep): boolean {
  const p = game.pending;
  if (!p || p.kind !== 'choose') return false;
  if (scriptAnswersNext(game, next)) return false;
  const options = legalOptions(game);
  const request = p.request!;
  const forced = options.length === 1 && request.type !== 'yes-no';
  if (!forced) return false;
  apply(game, p.player, options[0]);
  return true;
}

function passOnce(game: GameState): void {
  apply(game, game.pending!.player, { do: 'pass' });
}

/** Passes until the given combat decision comes up in the current turn; returns false if its step went by without it. */
function advanceTo(game: GameState, kind: 'attackers' | 'blockers' | 'assign', player: PlayerId | undefined): boolean {
  const turn = game.turn;
  const stepOf: Record<typeof kind, Step> = { attackers: 'declare-attackers', blockers: 'declare-blockers', assign: 'combat-damage' };
  const target = STEP_ORDER.indexOf(stepOf[kind]);
  for (let guard = 0; guard < 1000; guard++) {
    if (isOver(game)) throw new StepFailure(`the game ended before the ${kind} decision`);
    if (answerForcedChoice(game)) continue;
    const p = game.pending!;
    if (p.kind === kind) {
      if (player && p.player !== player) throw new StepFailure(`expected ${player} to be asked for ${kind}, but ${describePending(game)}`);
      return true;
    }
    if (p.kind !== 'priority') throw new StepFailure(`on the way to ${kind}: ${describePending(game)}`);
    if (game.stack.length > 0) throw new StepFailure(`on the way to ${kind}: the stack is not empty`);
    const stepIndex = STEP_ORDER.indexOf(game.step);
    if (game.turn !== turn || stepIndex > target || (stepIndex === target && kind !== 'assign') || (kind === 'assign' && stepIndex >= target)) return false;
    passOnce(game);
  }
  throw new StepFailure(`no ${kind} decision came up`);
}

function targetTurnFor(game: GameState, step: Step, turn: number | undefined): number {
  if (turn !== undefined) return turn;
  return STEP_ORDER.indexOf(step) > STEP_ORDER.indexOf(game.step) ? game.turn : game.turn + 1;
}

/** Answers for passUntil: declare no attackers (or only the required ones), no blockers, forced choices. */
function answerOptional(game: GameState): boolean {
  const p = game.pending!;
  if (p.kind === 'attackers') {
    const options = legalOptions(game).filter((o) => o.do === 'attack') as Extract<Decision, { do: 'attack' }>[];
    options.sort((a, b) => Object.keys(a.attackers).length - Object.keys(b.attackers).length);
    apply(game, p.player, options[0]);
    return true;
  }
  if (p.kind === 'blockers') {
    apply(game, p.player, { do: 'block', blockers: {} });
    return true;
  }
  return answerForcedChoice(game);
}

/** Runs one script step; `next` is the step after it, which may answer a choice this step leads to. */
function runStep(game: GameState, step: ScenarioStep, next: ScenarioStep | undefined): GameState {
  if (step.check) {
    const failures = checkExpectations(game, step.check);
    if (failures.length) throw new StepFailure(`check failed: ${failures.join('; ')}`);
    return game;
  }
  const what = step.do;
  if (what === 'callTime') return callTime(game, Number(step.additionalTurns ?? 0));
  if (what === 'resolve') {
    for (let guard = 0; guard < 100 && game.pending && game.pending.kind !== 'priority'; guard++) if (!answerForcedChoice(game)) break;
    if (game.stack.length === 0) throw new StepFailure('resolve: the stack is empty');
    const top = game.stack[game.stack.length - 1].id;
    for (let guard = 0; guard < 1000; guard++) {
      if (!game.stack.some((s) => s.id === top) || isOver(game)) return game;
      if (!game.pending) throw new StepFailure('resolve: nothing is pending');
      if (game.pending.kind !== 'priority') {
        if (answerForcedChoice(game, next)) continue;
        return game;
      }
      passOnce(game);
    }
    throw new StepFailure('resolve: the top object never resolved');
  }
  if (what === 'passUntil') {
    const target = step.step as Step;
    if (!STEP_ORDER.includes(target)) throw new StepFailure(`passUntil: unknown step ${String(step.step)}`);
    const turn = targetTurnFor(game, target, step.turn);
    for (let guard = 0; guard < 5000; guard++) {
      if (isOver(game)) return game;
      if (game.turn === turn && game.step === target && game.pending) return game;
      if (game.turn > turn) throw new StepFailure(`passUntil: turn ${turn} ${target} never came (now turn ${game.turn} ${game.step})`);
      const p = game.pending!;
      if (p.kind === 'priority') passOnce(game);
      else if (!answerOptional(game)) throw new StepFailure(`passUntil: ${describePending(game)}`);
    }
    throw new StepFailure('passUntil: too many passes');
  }
  if (!what || !PLAYER_DECISIONS.has(what)) throw new StepFailure(`unknown script step ${JSON.stringify(step)}`);
  const player = step.player;
  if (player !== 'A' && player !== 'B') throw new StepFailure(`step ${what} needs "player": "A" or "B"`);
  const decision = { ...step } as Record<string, unknown>;
  delete decision.player;
  delete decision.illegal;
  if (step.illegal) {
    // The combat declarations first advance to their decision, as the legal ones do.
    if (what === 'attack' || what === 'block' || what === 'assign') advanceTo(game, what === 'attack' ? 'attackers' : what === 'block' ? 'blockers' : 'assign', player);
    const before = JSON.stringify(game);
    const result = applyDecisionInPlace(cloneGame(game), player, decision as unknown as Decision);
    if (result.ok) throw new StepFailure(`${player} ${JSON.stringify(decision)} should have been refused but was accepted`);
    if (JSON.stringify(game) !== before) throw new StepFailure('an illegal decision changed the game');
    return game;
  }
  if (what === 'concede') {
    apply(game, player, { do: 'concede' });
    return game;
  }
  if (what === 'attack' || what === 'block') {
    const kind = what === 'attack' ? 'attackers' : 'blockers';
    const map = (what === 'attack' ? step.attackers : step.blockers) as Record<string, string> | undefined;
    if (!advanceTo(game, kind, player)) {
      if (map && Object.keys(map).length === 0) return game;
      throw new StepFailure(`${player} was never asked to declare ${kind} (${describePending(game)})`);
    }
    apply(game, player, decision as unknown as Decision);
    return game;
  }
  if (what === 'assign') {
    if (!advanceTo(game, 'assign', player)) throw new StepFailure(`${player} was never asked to assign combat damage (${describePending(game)})`);
    apply(game, player, decision as unknown as Decision);
    return game;
  }
  if (what !== 'choose') {
    for (let guard = 0; guard < 100; guard++) if (!answerForcedChoice(game)) break;
  }
  if (!game.pending) throw new StepFailure(`${player} ${what}: ${describePending(game)}`);
  if (game.pending.player !== player) throw new StepFailure(`${player} ${what}: ${describePending(game)}`);
  apply(game, player, decision as unknown as Decision);
  return game;
}

/** The pool with a scenario's test-only cards over it (each schema-checked), or the pool itself. */
function withTestCards(cards: CardPool, testCards: unknown, file: string): CardPool {
  if (testCards === undefined) return cards;
  if (!Array.isArray(testCards)) throw new StepFailure('testCards: expected a list of card definitions');
  const byName = new Map<string, CardDefinition>();
  testCards.forEach((def, i) => {
    const problems = cardDefinitionProblems(def);
    if (problems.length) throw new StepFailure(`testCards[${i}]: ${problems.join('; ')}`);
    byName.set((def as CardDefinition).name, def as CardDefinition);
  });
  return { id: `${cards.id}+test:${file}`, definition: (name) => byName.get(name) ?? cards.definition(name) };
}

/**
 * Runs one scenario through the real engine loop and checks its expectations (engine-scenarios.md),
 * with the given cards (default: the core pool; the CLI passes every playable card of the database).
 */
export function runScenario(scenario: Scenario, file: string, cards: CardPool = CORE_CARD_POOL): ScenarioOutcome {
  const name = typeof scenario?.name === 'string' ? scenario.name : file;
  const failures: string[] = [];
  try {
    if (scenario.rules !== undefined && !isRulesEdition(scenario.rules)) throw new StepFailure(`unsupported rules edition: ${String(scenario.rules)}`);
    let game = createGameFromScenario(scenario.start ?? {}, scenario.seed ?? 0, withTestCards(cards, scenario.testCards, file), scenario.rules ?? 'current');
    const script = scenario.script ?? [];
    script.forEach((step, i) => {
      try {
        game = runStep(game, step, script[i + 1]);
      } catch (e) {
        if (e instanceof StepFailure) throw new StepFailure(`step ${i + 1} (${JSON.stringify(step)}): ${e.message}`);
        throw e;
      }
    });
    if (scenario.expect) failures.push(...checkExpectations(game, scenario.expect));
  } catch (e) {
    if (e instanceof StepFailure || e instanceof ScenarioSetupError) failures.push(e.message);
    else failures.push(`engine error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
  return { name, file, passed: failures.length === 0, failures };
}
