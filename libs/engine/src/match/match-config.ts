import { isEngineSeed } from '../state/rng';
import { BEST_OF_VALUES } from '@arbiter/dci';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { CardPool, cardPoolOf, isCardPoolRegistered } from '../cards/card-pool-registry';
import { isRulesEdition, RULES_EDITIONS, type MulliganRule } from '../state/game-state';
import type { MatchConfig, MatchSide } from './match-types';

/** The constructed minimum main deck (MTR 2.7), used when the config names none. */
export const DEFAULT_MINIMUM_MAIN_DECK = 60;

/** What can be wrong with a match configuration. */
export type MatchConfigProblemCode =
  | 'INVALID_BEST_OF'
  | 'INVALID_STAGE'
  | 'MISSING_HIGHER_SEED'
  | 'INVALID_SEED'
  | 'INVALID_MINIMUM_MAIN_DECK'
  | 'INVALID_MULLIGAN'
  | 'UNSUPPORTED_RULES'
  | 'INVALID_DECK'
  | 'UNKNOWN_CARD'
  | 'UNKNOWN_CARD_POOL'
  | 'MAIN_DECK_TOO_SMALL'
  | 'INVALID_COMMANDER';

/** One problem with a match configuration, naming the offending input. */
export interface MatchConfigProblem {
  code: MatchConfigProblemCode;
  reason: string;
}

/** Thrown by createMatch for a configuration that validateMatchConfig refuses. */
export class MatchConfigError extends Error {
  constructor(
    readonly code: MatchConfigProblemCode,
    message: string,
  ) {
    super(message);
  }
}

const SIDES: readonly MatchSide[] = ['A', 'B'];
const MULLIGAN_RULES: readonly MulliganRule[] = ['london', 'classic-draw-one-fewer'];

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((name) => typeof name === 'string');
}

/** The minimum main deck size that applies to a match. */
export function minimumMainDeckOf(config: MatchConfig): number {
  return config.minimumMainDeck ?? DEFAULT_MINIMUM_MAIN_DECK;
}

/** The card pool a match plays with: the one given, else the registered pool its config names, else the core pool (undefined: not registered). */
export function matchCardPool(config: MatchConfig, cards?: CardPool): CardPool | undefined {
  if (cards) return cards;
  if (config.cardPool === undefined) return CORE_CARD_POOL;
  return isCardPoolRegistered(config.cardPool) ? cardPoolOf({ cardPool: config.cardPool }) : undefined;
}

/**
 * Checks a match configuration; returns the problems (empty when createMatch will accept it).
 * Decks must use cards of the match's card pool (`cards`, else the registered pool the config
 * names, else the core pool) and have a main deck of at least the minimum size.
 */
export function validateMatchConfig(config: MatchConfig, cards?: CardPool): MatchConfigProblem[] {
  const problems: MatchConfigProblem[] = [];
  const pool = matchCardPool(config, cards);
  if (!pool) return [{ code: 'UNKNOWN_CARD_POOL', reason: `the card pool ${String(config.cardPool)} is not registered in this process` }];
  if (!BEST_OF_VALUES.includes(config.bestOf)) problems.push({ code: 'INVALID_BEST_OF', reason: `bestOf must be 1, 3 or 5, got ${String(config.bestOf)}` });
  if (config.stage !== 'swiss' && config.stage !== 'single-elimination') problems.push({ code: 'INVALID_STAGE', reason: `stage must be swiss or single-elimination, got ${String(config.stage)}` });
  // MTR 2.2: the higher seed chooses play/draw in game 1 of a playoff match.
  if (config.stage === 'single-elimination' && config.higherSeed !== 'A' && config.higherSeed !== 'B') {
    problems.push({ code: 'MISSING_HIGHER_SEED', reason: 'a single-elimination match needs higherSeed (A or B) to choose play/draw for game 1' });
  }
  if (!isEngineSeed(config.seed)) problems.push({ code: 'INVALID_SEED', reason: `seed must be a safe integer or at least 32 hex digits, got ${String(config.seed)}` });
  const minimum = minimumMainDeckOf(config);
  if (!Number.isInteger(minimum) || minimum < 1) problems.push({ code: 'INVALID_MINIMUM_MAIN_DECK', reason: `minimumMainDeck must be a positive integer, got ${String(minimum)}` });
  if (config.mulligan !== undefined && !MULLIGAN_RULES.includes(config.mulligan)) problems.push({ code: 'INVALID_MULLIGAN', reason: `mulligan must be one of ${MULLIGAN_RULES.join(', ')}, got ${String(config.mulligan)}` });
  if (config.rules !== undefined && !isRulesEdition(config.rules)) problems.push({ code: 'UNSUPPORTED_RULES', reason: `rules must be one of ${RULES_EDITIONS.join(', ')}, got ${String(config.rules)}` });
  for (const side of SIDES) {
    const deck = config.decks?.[side];
    if (!deck || !isNameList(deck.main) || !isNameList(deck.sideboard)) {
      problems.push({ code: 'INVALID_DECK', reason: `player ${side} needs a deck with main and sideboard lists of card names` });
      continue;
    }
    const unknown = [...new Set([...deck.main, ...deck.sideboard].filter((name) => pool.definition(name) === undefined))];
    for (const name of unknown) problems.push({ code: 'UNKNOWN_CARD', reason: `player ${side}: the engine does not know the card ${name}` });
    if (deck.main.length < minimum) problems.push({ code: 'MAIN_DECK_TOO_SMALL', reason: `player ${side}: main deck has ${deck.main.length} cards (minimum ${minimum})` });
    if (config.commander) {
      // CR 903.3, 702.124: one commander, or two; known to the pool like the deck's cards.
      const commanders = config.commander.commanders?.[side];
      if (!isNameList(commanders) || commanders.length < 1 || commanders.length > 2) problems.push({ code: 'INVALID_COMMANDER', reason: `player ${side} needs one or two commanders in a Commander match (CR 903.3)` });
      else for (const name of commanders.filter((n) => pool.definition(n) === undefined)) problems.push({ code: 'UNKNOWN_CARD', reason: `player ${side}: the engine does not know the commander ${name}` });
    }
  }
  return problems;
}
