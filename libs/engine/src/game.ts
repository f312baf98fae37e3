import { CORE_CARD_POOL } from './cards/card-pool';
import { CardPool, cardPoolOf, isCardPoolRegistered, registerCardPool } from './cards/card-pool-registry';
import { CardDefinition } from './cards/card-definition';
import { cardDefinitionProblems } from './cards/card-schema';
import { applyDecisionCopy, ApplyResult } from './decisions/apply-decision';
import { Decision, PendingDecision } from './decisions/decision';
import { legalOptions } from './decisions/options';
import { advance, drawHand } from './rules/game-loop';
import { Run } from './state/events';
import { GameResult, GameState, isRulesEdition, MulliganRule, PlayerId, RULES_EDITIONS, RulesEdition } from './state/game-state';
import { defaultMulliganRule, emptyGame } from './state/new-game';
import { setUpCommanderGame } from './rules/commander';
import { newObject } from './state/objects';
import { EngineSeed, randomInt, shuffleInPlace } from './state/rng';

/** How to start a game. */
export interface GameConfig {
  players: { A: { deck: string[] }; B: { deck: string[] } };
  /** An integer, or 32+ hex digits (128 bits) where hidden cards must stay out of reach. */
  seed: EngineSeed;
  /** Else chosen by a seeded coin flip (CR 103.1). */
  startingPlayer?: PlayerId;
  /** Default: London under today's rules, "draw one fewer" under the 2006 rules (2006 CR 101.4). */
  mulligan?: MulliganRule;
  /** Rules edition (RULES_EDITIONS): 'current' (default) or '2006'. */
  rules?: RulesEdition;
  /** The cards the game is played with (default: the core pool); the state keeps only its id. */
  cards?: CardPool;
  /**
   * The id of a pool registered in this process (registerCardPool), for configs kept as data
   * (a match's game records); `cards` wins when both are given.
   */
  cardPool?: string;
  /** Play the Commander variant (CR 903): each player's commanders start in the command zone, outside their deck. */
  commander?: CommanderConfig;
}

/** The Commander variant of a game (CR 903). */
export interface CommanderConfig {
  /** Each player's commander (or two, CR 702.124), by card name; the deck holds the other cards. */
  commanders: { A: string[]; B: string[] };
  /** Starting life (CR 903.7: 40); a duel format may set its own (Duel Commander: 20). */
  startingLife?: number;
}

/** The pool a game config plays with: `cards`, else the registered pool `cardPool`, else the core pool. */
function poolOfConfig(config: GameConfig): CardPool {
  return config.cards ?? (config.cardPool === undefined ? CORE_CARD_POOL : cardPoolOf({ cardPool: config.cardPool }));
}

/** A problem with a game configuration. */
export class GameConfigError extends Error {
  constructor(readonly code: 'UNKNOWN_CARD' | 'UNKNOWN_CARD_POOL' | 'INVALID_CARD_DATA' | 'UNSUPPORTED_RULES' | 'EMPTY_DECK' | 'INVALID_COMMANDER', message: string) {
    super(message);
  }
}

/** Checks a configuration; returns the problems (empty when it is usable). */
export function validateGameConfig(config: GameConfig): { code: GameConfigError['code']; reason: string }[] {
  const problems: { code: GameConfigError['code']; reason: string }[] = [];
  if (config.rules !== undefined && !isRulesEdition(config.rules)) problems.push({ code: 'UNSUPPORTED_RULES', reason: `unsupported rules edition: ${String(config.rules)} (one of ${RULES_EDITIONS.join(', ')})` });
  if (!config.cards && config.cardPool !== undefined && !isCardPoolRegistered(config.cardPool)) {
    problems.push({ code: 'UNKNOWN_CARD_POOL', reason: `unknown card pool: ${config.cardPool} (register it first)` });
    return problems;
  }
  for (const p of ['A', 'B'] as PlayerId[]) {
    const deck = config.players[p]?.deck ?? [];
    if (deck.length === 0) problems.push({ code: 'EMPTY_DECK', reason: `player ${p} has no deck` });
    const cards = poolOfConfig(config);
    const commanders = config.commander?.commanders[p] ?? [];
    if (config.commander && (commanders.length < 1 || commanders.length > 2)) problems.push({ code: 'INVALID_COMMANDER', reason: `player ${p} needs one or two commanders (CR 903.3, 702.124)` });
    for (const name of new Set([...deck, ...commanders])) {
      const def = cards.definition(name);
      if (!def) problems.push({ code: 'UNKNOWN_CARD', reason: `unknown card: ${name}` });
      else {
        const malformed = malformedCardData(def);
        if (malformed) problems.push({ code: 'INVALID_CARD_DATA', reason: `card data of ${name} is malformed: ${malformed}` });
      }
    }
  }
  return problems;
}

const WELL_FORMED = new WeakSet<object>();

/** The first schema problem of a pool's definition (checked once per definition object), or null. */
function malformedCardData(def: CardDefinition): string | null {
  if (WELL_FORMED.has(def)) return null;
  const problems = cardDefinitionProblems(def);
  if (problems.length === 0) WELL_FORMED.add(def);
  return problems[0] ?? null;
}

/**
 * Creates a game: decks shuffled with the seeded generator, starting player chosen (or given),
 * seven cards drawn, and the first mulligan decision pending (CR 103).
 * Throws GameConfigError for an unknown card or rules edition (check with validateGameConfig first).
 */
export function createGame(config: GameConfig): GameState {
  const problems = validateGameConfig(config);
  if (problems.length > 0) throw new GameConfigError(problems[0].code, problems[0].reason);
  const cards = poolOfConfig(config);
  registerCardPool(cards);
  const rules = config.rules ?? 'current';
  const game = emptyGame(config.seed, rules, config.mulligan ?? defaultMulliganRule(rules));
  game.cardPool = cards.id;
  for (const p of ['A', 'B'] as PlayerId[]) {
    for (const name of config.players[p].deck) game.players[p].library.push(newObject(game, name, p, 'library').id);
    shuffleInPlace(game, game.players[p].library);
  }
  if (config.commander) setUpCommanderGame(game, config.commander);
  game.startingPlayer = config.startingPlayer ?? (randomInt(game, 2) === 0 ? 'A' : 'B');
  game.active = game.startingPlayer;
  const run: Run = { events: [] };
  drawHand(run, game, 'A', 7);
  drawHand(run, game, 'B', 7);
  advance(run, game);
  return game;
}

/** What the engine is waiting for, with the legal answers; null when the game is over. */
export function pendingDecision(state: GameState): PendingDecision | null {
  if (!state.pending) return null;
  return { player: state.pending.player, kind: state.pending.kind, prompt: state.pending.prompt, options: legalOptions(state) };
}

/**
 * Applies a player's decision and runs the game to the next decision. Never mutates the input;
 * an illegal decision returns `{ok:false, error}` and changes nothing.
 */
export function applyDecision(state: GameState, player: PlayerId, decision: Decision): ApplyResult {
  return applyDecisionCopy(state, player, decision);
}

/** The game's outcome so far. */
export function gameResult(state: GameState): GameResult {
  return state.result;
}

/**
 * Time is called (MTR 2.4): the current turn is turn 0, then `additionalTurns` more turns
 * (extra turns count); if nobody has won when the last ends, the game is a draw.
 */
export function callTime(state: GameState, additionalTurns: number): GameState {
  return { ...state, timeCalled: { lastTurn: state.turn + Math.max(0, Math.floor(additionalTurns)) } };
}

/** The state as JSON text (the state is plain data). */
export function serializeGame(state: GameState): string {
  return JSON.stringify(state);
}

/** Reads a state written by serializeGame. */
export function deserializeGame(text: string): GameState {
  return JSON.parse(text) as GameState;
}

/** Supported rules editions. */
export { RULES_EDITIONS };
