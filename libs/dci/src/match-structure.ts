import { DciFailure, fail, isNonNegativeInteger } from './dci-error';
import { Rel } from './infraction-catalogue';

/** Games per match: best of one, three or five (MTR 2.1). */
export type BestOf = 1 | 3 | 5;

/** Swiss rounds may end in a draw; single-elimination rounds may not (MTR 2.4). */
export type MatchStage = 'swiss' | 'single-elimination';

/** Which rule set applies where the seed DCI Floor Rules differ from today's MTR. */
export const RULE_SETS = ['current', 'seed-floor-rules'] as const;
/** One of {@link RULE_SETS}: today's MTR by default, the seed's DCI Floor Rules as a named option. */
export type RuleSet = (typeof RULE_SETS)[number];

/** The winner of a match, or a draw. */
export type MatchResult = 'A' | 'B' | 'draw';

/** Game wins of side A and side B. */
export type GameWins = readonly [number, number];

/** Every supported match length. */
export const BEST_OF_VALUES: readonly BestOf[] = [1, 3, 5];

/** Game wins that end a best-of-N match: 1, 2 or 3 (MTR 2.1). */
export function winsNeeded(bestOf: BestOf): number {
  return (bestOf + 1) / 2;
}

/**
 * The match result from game wins. Drawn games do not count toward winning (MTR 2.1), so
 * `draws` never changes the result; more game wins takes the match, equal wins is a draw.
 */
export function matchResult(wins: GameWins, draws: number = 0): MatchResult {
  if (wins[0] > wins[1]) return 'A';
  if (wins[1] > wins[0]) return 'B';
  return 'draw';
}

/** Input to {@link isLegalGameScore}. */
export interface GameScoreInput {
  readonly bestOf: BestOf;
  readonly wins: GameWins;
  readonly draws: number;
  readonly stage: MatchStage;
  /** Whether this is the final result of the match (default true) or a score mid-match. */
  readonly finished?: boolean;
}

/** A legal score, with what it means. */
export interface LegalGameScore {
  readonly ok: true;
  /** The match result, or `in-progress` for a legal unfinished score. */
  readonly result: MatchResult | 'in-progress';
  /** How the match ended or stands, in words. */
  readonly explanation: string;
}

/**
 * Checks a game score against the match structure (MTR 2.1, 2.4):
 * - nobody can have more wins than the match needs (3-0 is impossible in a best of three,
 *   because the match ended at 2-0) and both players cannot have reached it;
 * - drawn games do not count toward the wins, so any number of draws can occur;
 * - a finished score short of the needed wins is a match ended by time or concession; a
 *   finished 0-0-0 is an intentional draw with no game played (MTR App. C: unplayed games
 *   are worth 0), like 0-0-3;
 * - a single-elimination match cannot end in a draw;
 * - an unfinished score must still be open (nobody at the needed wins).
 */
export function isLegalGameScore(input: GameScoreInput): LegalGameScore | DciFailure {
  const { bestOf, wins, draws, stage } = input;
  const finished = input.finished ?? true;
  if (!BEST_OF_VALUES.includes(bestOf)) {
    return fail('INVALID_BEST_OF', `bestOf must be 1, 3 or 5, got ${String(bestOf)}`);
  }
  if (!isNonNegativeInteger(wins[0]) || !isNonNegativeInteger(wins[1]) || !isNonNegativeInteger(draws)) {
    return fail('INVALID_GAME_COUNT', `wins and draws must be whole numbers of zero or more, got ${wins[0]}-${wins[1]}-${draws}`);
  }
  const needed = winsNeeded(bestOf);
  const score = `${wins[0]}-${wins[1]}-${draws}`;
  if (wins[0] >= needed && wins[1] >= needed) {
    return fail('BOTH_PLAYERS_REACHED_WINS', `${score}: both players cannot have ${needed} game wins in a best of ${bestOf}; the match ends when the first reaches ${needed}`);
  }
  const over = Math.max(wins[0], wins[1]);
  if (over > needed) {
    return fail('WINS_EXCEED_NEEDED', `${score}: ${over} game wins is impossible in a best of ${bestOf}; the match ends at ${needed}`);
  }
  const decided = over === needed;
  if (!finished) {
    if (decided) {
      return fail('MATCH_ALREADY_DECIDED', `${score}: the match is over (${needed} game wins ends a best of ${bestOf}), it cannot still be in progress`);
    }
    return { ok: true, result: 'in-progress', explanation: `${score}: in progress, ${needed} game wins needed` };
  }
  const result = matchResult(wins, draws);
  if (result === 'draw' && stage === 'single-elimination') {
    return fail('DRAW_IN_SINGLE_ELIMINATION', `${score}: a single-elimination match cannot end in a draw (MTR 2.4); play continues until one player leads`);
  }
  if (wins[0] + wins[1] + draws === 0) {
    return { ok: true, result, explanation: `${score}: an intentional draw with no game played (1 match point each, no games)` };
  }
  if (decided) {
    return { ok: true, result, explanation: `${score}: player ${result} reached ${needed} game wins` };
  }
  if (result === 'draw') {
    return { ok: true, result, explanation: `${score}: equal game wins, the match is a draw (time, or an intentional draw)` };
  }
  return { ok: true, result, explanation: `${score}: player ${result} leads without ${needed} game wins, so the match ended at time or by concession` };
}

/** Input to {@link checkMatchStructure}. */
export interface MatchStructureInput {
  readonly bestOf: BestOf;
  readonly stage: MatchStage;
  /** This round is the final of a single-elimination playoff. */
  readonly isFinal?: boolean;
  /** Best of five was announced before the event started. */
  readonly announcedBeforeEvent?: boolean;
  /** Default `current`. */
  readonly rules?: RuleSet;
  /** The event's REL; when given, best of one is allowed at Regular REL only (today's rules). */
  readonly rel?: Rel;
}

/**
 * Whether an event may use this match length.
 * - Best of three is the default (MTR 2.1).
 * - Best of five only for single-elimination finals announced before the event
 *   (MTR 2.1; seed Floor Rules 111 says the same).
 * - Best of one: today's MTR 2.1 lets the organizer announce another match length; we allow
 *   it at Regular REL only (docs/decisions.md). The seed Floor Rules 111 require at least
 *   three games per match, so `rules: 'seed-floor-rules'` refuses it at every REL.
 */
export function checkMatchStructure(input: MatchStructureInput): { ok: true } | DciFailure {
  const rules = input.rules ?? 'current';
  if (!BEST_OF_VALUES.includes(input.bestOf)) {
    return fail('INVALID_BEST_OF', `bestOf must be 1, 3 or 5, got ${String(input.bestOf)}`);
  }
  if (input.bestOf === 1 && rules === 'seed-floor-rules') {
    return fail('BEST_OF_ONE_NOT_ALLOWED', 'best of one is not allowed under the seed Floor Rules 111 (matches are at least best of three)');
  }
  if (input.bestOf === 1 && input.rel !== undefined && input.rel !== 'REGULAR') {
    return fail('BEST_OF_ONE_NOT_ALLOWED', `best of one is only for Regular REL events; a ${input.rel.toLowerCase()} REL event plays best of three (MTR 2.1)`);
  }
  if (input.bestOf === 5) {
    if (input.stage !== 'single-elimination' || input.isFinal !== true) {
      return fail('BEST_OF_FIVE_NOT_ALLOWED', 'best of five is only for the single-elimination final (MTR 2.1)');
    }
    if (input.announcedBeforeEvent !== true) {
      return fail('BEST_OF_FIVE_NOT_ALLOWED', 'a best-of-five final must be announced before the event starts (MTR 2.1)');
    }
  }
  return { ok: true };
}
