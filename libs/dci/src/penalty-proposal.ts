import { DciFailure, fail, ordinal } from './dci-error';
import {
  INFRACTION_CATALOGUE,
  Infraction,
  InfractionEntry,
  PENALTY_NAMES,
  Penalty,
  Rel,
} from './infraction-catalogue';

/** A penalty this player already received earlier in the same event. */
export interface PriorPenalty {
  readonly infraction: Infraction;
  /** The penalty actually recorded (after upgrades or deviations). */
  readonly penalty: Penalty;
  /** Day of the event (1-based); missing means day 1. */
  readonly day?: number;
}

/** What a judge knows when asking for the guide's penalty. */
export interface PenaltyInput {
  readonly infraction: Infraction;
  readonly rel: Rel;
  /** This player's earlier penalties in this event, any day, in any order. */
  readonly history: readonly PriorPenalty[];
  /** Day of the event on which this infraction happened (1-based); default 1. */
  readonly day?: number;
  /** Tardiness only: minutes after the start of the round the player arrived (IPG 3.1). */
  readonly minutesLate?: number;
  /**
   * Tardiness only: the player reported to the Head Judge or scorekeeper before the end of
   * the round, so a Match Loss for arriving more than 10 minutes late does not drop them.
   */
  readonly reportedBeforeRoundEnd?: boolean;
  /** Missed Trigger only: the trigger is usually considered detrimental to its controller (IPG 2.1). */
  readonly triggerUsuallyDetrimental?: boolean;
}

/** Which document the proposal follows. */
export type PenaltySource = 'IPG' | 'JAR';

/** The guide's penalty for one infraction, with the reasoning a judge can read out. */
export interface PenaltyProposal {
  readonly infraction: Infraction;
  readonly rel: Rel;
  /** The penalty to apply. */
  readonly penalty: Penalty;
  /** The penalty before any upgrade. */
  readonly basePenalty: Penalty;
  /** True when a repeat turned a Warning into a Game Loss. */
  readonly upgraded: boolean;
  /** Why, in words: the rule, the count of earlier Warnings and any upgrade. */
  readonly explanation: string;
  /** IPG section of the infraction, e.g. "2.5". */
  readonly ipgSection: string;
  /** IPG at Competitive/Professional REL; Judging at Regular REL at Regular REL. */
  readonly source: PenaltySource;
  /** True when the player is also dropped from the event (Tardiness over 10 minutes, unreported). */
  readonly dropsPlayer: boolean;
  /** Warnings for the same infraction (any USC—Minor for USC—Minor) earlier the same day. */
  readonly earlierWarningsToday: number;
}

/** Minutes late up to which Tardiness is only a Warning (IPG 3.1). */
export const TARDINESS_WARNING_MAX_MINUTES = 1;
/** Minutes late after which Tardiness is a Match Loss and the player is dropped (IPG 3.1). */
export const TARDINESS_MATCH_LOSS_AFTER_MINUTES = 10;

/**
 * The penalty the guide gives for an infraction, with upgrades.
 *
 * Competitive and Professional REL follow the IPG: the catalogue's default penalty,
 * Missed Trigger as a Warning when the trigger is usually detrimental (IPG 2.1), Tardiness by
 * minutes late (IPG 3.1), then upgrades counted over this player's Warnings of the same day:
 * the 3rd+ Warning for the same Game Play Error (never Failure to Maintain Game State), the
 * 2nd+ Warning for the same Tournament Error and every USC—Minor after the first become a
 * Game Loss. Counts reset between days.
 *
 * Regular REL follows Judging at Regular REL: Game Play Errors, Tournament Errors and USC—Minor
 * are fixed and the player educated (penalty NONE, never upgraded); serious unsporting
 * conduct (USC—Major and every heavier USC infraction) keeps its IPG penalty; a player more
 * than 10 minutes late still loses the match they did not turn up for.
 */
export function proposePenalty(input: PenaltyInput): PenaltyProposal | DciFailure {
  const day = input.day ?? 1;
  if (!Number.isInteger(day) || day < 1) {
    return fail('INVALID_DAY', `day must be a positive whole number, got ${String(input.day)}`);
  }
  for (const prior of input.history) {
    const priorDay = prior.day ?? 1;
    if (!Number.isInteger(priorDay) || priorDay < 1) {
      return fail('INVALID_DAY', `history entry for ${prior.infraction} has day ${String(prior.day)}; days are positive whole numbers`);
    }
  }
  if (input.infraction === 'TARDINESS' && input.minutesLate !== undefined) {
    if (!Number.isFinite(input.minutesLate) || input.minutesLate < 0) {
      return fail('INVALID_MINUTES_LATE', `minutesLate must be zero or more, got ${String(input.minutesLate)}`);
    }
  }

  const entry = INFRACTION_CATALOGUE[input.infraction];
  const earlierWarningsToday = countEarlierWarnings(entry, input.history, day);
  if (input.rel === 'REGULAR') return proposeAtRegular(entry, input, earlierWarningsToday);
  return proposeUnderIpg(entry, input, day, earlierWarningsToday);
}

function countEarlierWarnings(entry: InfractionEntry, history: readonly PriorPenalty[], day: number): number {
  // Only Warnings count: the thresholds are "2nd/3rd Warning", and a Game Loss given for an
  // earlier upgrade always sits on top of the Warnings that caused it.
  return history.filter((prior) => prior.infraction === entry.infraction && prior.penalty === 'WARNING' && (prior.day ?? 1) === day).length;
}

function label(entry: InfractionEntry): string {
  return `${entry.name} (IPG ${entry.ipgSection})`;
}

function proposeAtRegular(entry: InfractionEntry, input: PenaltyInput, earlierWarningsToday: number): PenaltyProposal {
  const base = { infraction: entry.infraction, rel: input.rel, ipgSection: entry.ipgSection, source: 'JAR' as const, upgraded: false, earlierWarningsToday };
  if (entry.regularRel === 'ipg-penalty') {
    return {
      ...base,
      penalty: entry.defaultPenalty,
      basePenalty: entry.defaultPenalty,
      dropsPlayer: false,
      explanation:
        `${label(entry)} at Regular REL: serious unsporting conduct is not handled by fix-and-educate; ` +
        `Judging at Regular REL sends it to the Head Judge, and the IPG penalty applies: ${PENALTY_NAMES[entry.defaultPenalty]}.`,
    };
  }
  if (entry.infraction === 'TARDINESS' && input.minutesLate !== undefined && input.minutesLate > TARDINESS_MATCH_LOSS_AFTER_MINUTES) {
    const drops = input.reportedBeforeRoundEnd !== true;
    return {
      ...base,
      penalty: 'MATCH_LOSS',
      basePenalty: 'MATCH_LOSS',
      dropsPlayer: drops,
      explanation:
        `${label(entry)} at Regular REL: ${formatMinutes(input.minutesLate)} late, more than ${TARDINESS_MATCH_LOSS_AFTER_MINUTES} minutes, ` +
        `so the match is lost as a no-show` +
        (drops ? ' and the player is dropped (they did not report before the end of the round).' : '; they reported before the end of the round, so they stay in the event.'),
    };
  }
  return {
    ...base,
    penalty: 'NONE',
    basePenalty: 'NONE',
    dropsPlayer: false,
    explanation:
      `${label(entry)} at Regular REL: fix the problem and explain the rule (Judging at Regular REL). ` +
      `No penalty and no upgrade; anything heavier is a deviation needing the Head Judge.`,
  };
}

function proposeUnderIpg(entry: InfractionEntry, input: PenaltyInput, day: number, earlierWarningsToday: number): PenaltyProposal {
  const { penalty: basePenalty, reason, dropsPlayer } = ipgBasePenalty(entry, input);
  const threshold = upgradeThreshold(entry);
  const upgraded = basePenalty === 'WARNING' && threshold !== null && earlierWarningsToday >= threshold;
  const penalty: Penalty = upgraded ? 'GAME_LOSS' : basePenalty;
  const relName = input.rel === 'PROFESSIONAL' ? 'Professional' : 'Competitive';
  const countText = basePenalty === 'WARNING' ? warningCountText(entry, day, earlierWarningsToday, upgraded) : '';
  const explanation = `${label(entry)} at ${relName} REL: ${reason}${countText}`;
  return {
    infraction: entry.infraction,
    rel: input.rel,
    penalty,
    basePenalty,
    upgraded,
    explanation,
    ipgSection: entry.ipgSection,
    source: 'IPG',
    dropsPlayer,
    earlierWarningsToday,
  };
}

function warningCountText(entry: InfractionEntry, day: number, earlierWarningsToday: number, upgraded: boolean): string {
  const what = entry.infraction === 'USC_MINOR' ? 'USC—Minor' : entry.name;
  const threshold = upgradeThreshold(entry);
  const count = ` This is the ${ordinal(earlierWarningsToday + 1)} Warning for ${what} on day ${day} (${earlierWarningsToday} earlier)`;
  if (upgraded) return `${count}, so it is upgraded to a Game Loss (${upgradeRuleText(entry)}).`;
  if (threshold === null) return `${count}. ${entry.name} is never upgraded (IPG ${entry.ipgSection}).`;
  return `${count}. It becomes a Game Loss from the ${ordinal(threshold + 1)} Warning (${upgradeRuleText(entry)}).`;
}

/** Number of earlier same-day Warnings at which a Warning becomes a Game Loss. */
function upgradeThreshold(entry: InfractionEntry): number | null {
  switch (entry.upgrade) {
    case 'third-warning':
      return 2;
    case 'second-warning':
    case 'second-usc-minor':
      return 1;
    case 'never':
      return null;
  }
}

function upgradeRuleText(entry: InfractionEntry): string {
  switch (entry.upgrade) {
    case 'third-warning':
      return 'IPG 2: the 3rd and each later Warning for the same Game Play Error is a Game Loss';
    case 'second-warning':
      return 'IPG 3: the 2nd and each later Warning for the same Tournament Error is a Game Loss';
    case 'second-usc-minor':
      return 'IPG 4.1: each USC—Minor after the first is a Game Loss';
    case 'never':
      return 'no upgrade';
  }
}

function ipgBasePenalty(entry: InfractionEntry, input: PenaltyInput): { penalty: Penalty; reason: string; dropsPlayer: boolean } {
  if (entry.infraction === 'MISSED_TRIGGER') {
    // IPG 2.1
    return input.triggerUsuallyDetrimental === true
      ? { penalty: 'WARNING', reason: 'the trigger is usually detrimental to its controller, so Warning.', dropsPlayer: false }
      : { penalty: 'NONE', reason: 'no penalty (the trigger is not usually detrimental to its controller); apply the fix.', dropsPlayer: false };
  }
  if (entry.infraction === 'TARDINESS') {
    // IPG 3.1
    const minutes = input.minutesLate;
    if (minutes === undefined) {
      return { penalty: 'GAME_LOSS', reason: 'minutes late not given; the default penalty is Game Loss.', dropsPlayer: false };
    }
    if (minutes <= TARDINESS_WARNING_MAX_MINUTES) {
      return { penalty: 'WARNING', reason: `${formatMinutes(minutes)} late (within ${TARDINESS_WARNING_MAX_MINUTES} minute), so Warning.`, dropsPlayer: false };
    }
    if (minutes <= TARDINESS_MATCH_LOSS_AFTER_MINUTES) {
      return { penalty: 'GAME_LOSS', reason: `${formatMinutes(minutes)} late (more than ${TARDINESS_WARNING_MAX_MINUTES} minute), so Game Loss.`, dropsPlayer: false };
    }
    const drops = input.reportedBeforeRoundEnd !== true;
    return {
      penalty: 'MATCH_LOSS',
      reason:
        `${formatMinutes(minutes)} late (more than ${TARDINESS_MATCH_LOSS_AFTER_MINUTES} minutes), so Match Loss` +
        (drops ? ' and the player is dropped (they did not report before the end of the round).' : '; they reported before the end of the round, so they are not dropped.'),
      dropsPlayer: drops,
    };
  }
  const penalty = entry.defaultPenalty;
  const extra = entry.infraction === 'SLOW_PLAY' ? ' At time, the match gets 2 more additional turns (MTR 2.4, IPG 3.3).' : '';
  return { penalty, reason: `${PENALTY_NAMES[penalty]}.${extra}`, dropsPlayer: false };
}

function formatMinutes(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

