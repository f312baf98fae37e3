
/**
 * Every infraction of the Magic Infraction Procedure Guide (IPG, 2024-09-23), in IPG order,
 * named exactly as the GraphQL `Infraction` enum.
 */
export const INFRACTIONS = [
  'MISSED_TRIGGER',
  'LOOKING_AT_EXTRA_CARDS',
  'HIDDEN_CARD_ERROR',
  'MULLIGAN_PROCEDURE_ERROR',
  'GAME_RULE_VIOLATION',
  'FAILURE_TO_MAINTAIN_GAME_STATE',
  'TARDINESS',
  'OUTSIDE_ASSISTANCE',
  'SLOW_PLAY',
  'DECKLIST_PROBLEM',
  'DECK_PROBLEM',
  'LIMITED_PROCEDURE_VIOLATION',
  'COMMUNICATION_POLICY_VIOLATION',
  'MARKED_CARDS',
  'INSUFFICIENT_SHUFFLING',
  'USC_MINOR',
  'USC_MAJOR',
  'IMPROPERLY_DETERMINING_A_WINNER',
  'BRIBERY_AND_WAGERING',
  'AGGRESSIVE_BEHAVIOR',
  'THEFT_OF_TOURNAMENT_MATERIAL',
  'STALLING',
  'CHEATING',
] as const;
export type Infraction = (typeof INFRACTIONS)[number];

/** Every penalty, named exactly as the GraphQL `Penalty` enum, lightest first. */
export const PENALTIES = ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'] as const;
export type Penalty = (typeof PENALTIES)[number];

/** Every Rules Enforcement Level, named exactly as the GraphQL `Rel` enum. */
export const RELS = ['REGULAR', 'COMPETITIVE', 'PROFESSIONAL'] as const;
export type Rel = (typeof RELS)[number];

/** The three IPG infraction categories (IPG sections 2, 3 and 4). */
export type InfractionCategory = 'GAME_PLAY_ERROR' | 'TOURNAMENT_ERROR' | 'UNSPORTING_CONDUCT';

/**
 * How repeated Warnings for an infraction are upgraded at Competitive and Professional REL.
 * - `third-warning`: the 3rd and each later Warning for the same Game Play Error is a Game Loss (IPG 2).
 * - `second-warning`: the 2nd and each later Warning for the same Tournament Error is a Game Loss (IPG 3).
 * - `second-usc-minor`: each USC—Minor after the first is a Game Loss (IPG 4.1).
 * - `never`: no upgrade (Failure to Maintain Game State, IPG 2.6; and every infraction whose
 *   penalty is already a Game Loss or heavier).
 */
export type UpgradeRule = 'third-warning' | 'second-warning' | 'second-usc-minor' | 'never';

/**
 * How an infraction is handled at Regular REL (Judging at Regular REL).
 * - `fix-and-educate`: the judge fixes the situation and explains the rule; no penalty.
 * - `ipg-penalty`: serious unsporting conduct keeps its IPG penalty (the Head Judge handles it).
 */
export type RegularRelHandling = 'fix-and-educate' | 'ipg-penalty';

/** One row of the IPG catalogue. */
export interface InfractionEntry {
  readonly infraction: Infraction;
  /** English name as the IPG titles the section. */
  readonly name: string;
  readonly category: InfractionCategory;
  /** IPG section number, e.g. "2.5". */
  readonly ipgSection: string;
  /**
   * The penalty at Competitive and Professional REL before upgrades and before the
   * infraction's own variations (Missed Trigger: Warning if usually detrimental;
   * Tardiness: by minutes late).
   */
  readonly defaultPenalty: Penalty;
  readonly upgrade: UpgradeRule;
  readonly regularRel: RegularRelHandling;
}

/** Human names for penalties, as used in explanations. */
export const PENALTY_NAMES: Readonly<Record<Penalty, string>> = {
  NONE: 'No penalty',
  WARNING: 'Warning',
  GAME_LOSS: 'Game Loss',
  MATCH_LOSS: 'Match Loss',
  DISQUALIFICATION: 'Disqualification',
};

/** Orders penalties by severity: negative when `a` is lighter than `b`. */
export function comparePenalties(a: Penalty, b: Penalty): number {
  return PENALTIES.indexOf(a) - PENALTIES.indexOf(b);
}

function entry(
  infraction: Infraction,
  name: string,
  category: InfractionCategory,
  ipgSection: string,
  defaultPenalty: Penalty,
  upgrade: UpgradeRule,
  regularRel: RegularRelHandling,
): InfractionEntry {
  return { infraction, name, category, ipgSection, defaultPenalty, upgrade, regularRel };
}

const GPE: InfractionCategory = 'GAME_PLAY_ERROR';
const TE: InfractionCategory = 'TOURNAMENT_ERROR';
const USC: InfractionCategory = 'UNSPORTING_CONDUCT';

/**
 * The IPG catalogue: for each infraction its name, category, IPG section, default penalty
 * (Competitive = Professional), upgrade rule and Regular REL handling.
 */
export const INFRACTION_CATALOGUE: Readonly<Record<Infraction, InfractionEntry>> = {
  // IPG 2.1: no penalty unless the trigger is usually detrimental to its controller.
  MISSED_TRIGGER: entry('MISSED_TRIGGER', 'Missed Trigger', GPE, '2.1', 'NONE', 'third-warning', 'fix-and-educate'),
  LOOKING_AT_EXTRA_CARDS: entry('LOOKING_AT_EXTRA_CARDS', 'Looking at Extra Cards', GPE, '2.2', 'WARNING', 'third-warning', 'fix-and-educate'),
  HIDDEN_CARD_ERROR: entry('HIDDEN_CARD_ERROR', 'Hidden Card Error', GPE, '2.3', 'WARNING', 'third-warning', 'fix-and-educate'),
  MULLIGAN_PROCEDURE_ERROR: entry('MULLIGAN_PROCEDURE_ERROR', 'Mulligan Procedure Error', GPE, '2.4', 'WARNING', 'third-warning', 'fix-and-educate'),
  GAME_RULE_VIOLATION: entry('GAME_RULE_VIOLATION', 'Game Rule Violation', GPE, '2.5', 'WARNING', 'third-warning', 'fix-and-educate'),
  // IPG 2.6: Failure to Maintain Game State is never upgraded.
  FAILURE_TO_MAINTAIN_GAME_STATE: entry('FAILURE_TO_MAINTAIN_GAME_STATE', 'Failure to Maintain Game State', GPE, '2.6', 'WARNING', 'never', 'fix-and-educate'),
  // IPG 3.1: the default Game Loss varies with the minutes late (see penalty-proposal.ts).
  TARDINESS: entry('TARDINESS', 'Tardiness', TE, '3.1', 'GAME_LOSS', 'second-warning', 'fix-and-educate'),
  OUTSIDE_ASSISTANCE: entry('OUTSIDE_ASSISTANCE', 'Outside Assistance', TE, '3.2', 'MATCH_LOSS', 'never', 'fix-and-educate'),
  SLOW_PLAY: entry('SLOW_PLAY', 'Slow Play', TE, '3.3', 'WARNING', 'second-warning', 'fix-and-educate'),
  DECKLIST_PROBLEM: entry('DECKLIST_PROBLEM', 'Decklist Problem', TE, '3.4', 'GAME_LOSS', 'never', 'fix-and-educate'),
  DECK_PROBLEM: entry('DECK_PROBLEM', 'Deck Problem', TE, '3.5', 'WARNING', 'second-warning', 'fix-and-educate'),
  LIMITED_PROCEDURE_VIOLATION: entry('LIMITED_PROCEDURE_VIOLATION', 'Limited Procedure Violation', TE, '3.6', 'WARNING', 'second-warning', 'fix-and-educate'),
  COMMUNICATION_POLICY_VIOLATION: entry('COMMUNICATION_POLICY_VIOLATION', 'Communication Policy Violation', TE, '3.7', 'WARNING', 'second-warning', 'fix-and-educate'),
  MARKED_CARDS: entry('MARKED_CARDS', 'Marked Cards', TE, '3.8', 'WARNING', 'second-warning', 'fix-and-educate'),
  INSUFFICIENT_SHUFFLING: entry('INSUFFICIENT_SHUFFLING', 'Insufficient Shuffling', TE, '3.9', 'WARNING', 'second-warning', 'fix-and-educate'),
  USC_MINOR: entry('USC_MINOR', 'Unsporting Conduct — Minor', USC, '4.1', 'WARNING', 'second-usc-minor', 'fix-and-educate'),
  USC_MAJOR: entry('USC_MAJOR', 'Unsporting Conduct — Major', USC, '4.2', 'MATCH_LOSS', 'never', 'ipg-penalty'),
  IMPROPERLY_DETERMINING_A_WINNER: entry('IMPROPERLY_DETERMINING_A_WINNER', 'Unsporting Conduct — Improperly Determining a Winner', USC, '4.3', 'MATCH_LOSS', 'never', 'ipg-penalty'),
  BRIBERY_AND_WAGERING: entry('BRIBERY_AND_WAGERING', 'Unsporting Conduct — Bribery and Wagering', USC, '4.4', 'MATCH_LOSS', 'never', 'ipg-penalty'),
  AGGRESSIVE_BEHAVIOR: entry('AGGRESSIVE_BEHAVIOR', 'Unsporting Conduct — Aggressive Behavior', USC, '4.5', 'DISQUALIFICATION', 'never', 'ipg-penalty'),
  THEFT_OF_TOURNAMENT_MATERIAL: entry('THEFT_OF_TOURNAMENT_MATERIAL', 'Unsporting Conduct — Theft of Tournament Material', USC, '4.6', 'DISQUALIFICATION', 'never', 'ipg-penalty'),
  STALLING: entry('STALLING', 'Unsporting Conduct — Stalling', USC, '4.7', 'DISQUALIFICATION', 'never', 'ipg-penalty'),
  CHEATING: entry('CHEATING', 'Unsporting Conduct — Cheating', USC, '4.8', 'DISQUALIFICATION', 'never', 'ipg-penalty'),
};
