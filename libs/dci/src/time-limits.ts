import { DciFailure, fail } from './dci-error';
import { Rel } from './infraction-catalogue';
import { RuleSet } from './match-structure';

/** Kind of round, for its time limit. */
export type RoundStage = 'swiss' | 'quarterfinal' | 'semifinal' | 'final';

/** Deck format of the event. */
export type DeckFormat = 'constructed' | 'limited';

/**
 * `professional`: a premier event whose playoff is not on the same day (World Championship,
 * Pro Tour, some national championships; seed Floor Rules 112). Everything else is `regular`.
 */
export type EventLevel = 'regular' | 'professional';

/** Minimum round length in minutes (seed Floor Rules 112; MTR 2.6). */
export const MINIMUM_ROUND_MINUTES = 40;
/** Recommended Swiss round length (seed Floor Rules 112). */
export const RECOMMENDED_SWISS_ROUND_MINUTES = 50;
/** Single-elimination quarterfinal and semifinal rounds (seed Floor Rules 112). */
export const PLAYOFF_ROUND_MINUTES = 90;
/** Professional-level Swiss rounds by format (seed Floor Rules 112). */
export const PROFESSIONAL_SWISS_ROUND_MINUTES: Readonly<Record<DeckFormat, number>> = { constructed: 60, limited: 55 };

/** Input to {@link roundTimeLimit}. */
export interface RoundTimeLimitInput {
  readonly stage: RoundStage;
  readonly format: DeckFormat;
  /**
   * Accepted for the caller's convenience; neither the MTR nor the seed Floor Rules vary the
   * figures by REL, so it does not change the result.
   */
  readonly rel?: Rel;
  /** Default `regular`. */
  readonly level?: EventLevel;
}

/**
 * The default time limit of a round in minutes, or null for an untimed round: Swiss 50
 * (professional level: 60 constructed, 55 limited), quarter- and semifinals 90, finals
 * untimed (seed Floor Rules 112; MTR 2.6).
 */
export function roundTimeLimit(input: RoundTimeLimitInput): number | null {
  switch (input.stage) {
    case 'final':
      return null;
    case 'quarterfinal':
    case 'semifinal':
      return PLAYOFF_ROUND_MINUTES;
    case 'swiss':
      return (input.level ?? 'regular') === 'professional' ? PROFESSIONAL_SWISS_ROUND_MINUTES[input.format] : RECOMMENDED_SWISS_ROUND_MINUTES;
  }
}

/** Refuses a round length under the 40-minute minimum or not a whole number of minutes. */
export function checkRoundMinutes(minutes: number): { ok: true } | DciFailure {
  if (!Number.isInteger(minutes) || minutes <= 0) {
    return fail('INVALID_MINUTES', `round minutes must be a positive whole number, got ${String(minutes)}`);
  }
  if (minutes < MINIMUM_ROUND_MINUTES) {
    return fail('ROUND_TIME_BELOW_MINIMUM', `${minutes} minutes is under the ${MINIMUM_ROUND_MINUTES}-minute minimum round length`);
  }
  return { ok: true };
}

/**
 * Limited deck registration and construction schedules:
 * - `sealed`: registration 20 + build 30 (MTR App. B; seed Floor Rules 112);
 * - `sealed-long`: registration 20 + build 60 (seed Floor Rules 112, the longer sealed schedule of higher-level events);
 * - `draft`: registration and build together 25 (MTR App. B; the seed gives no figure);
 * - `team-sealed`, `two-headed-giant-sealed`: registration 20 + build 60 (MTR App. B);
 * - `team-draft`: registration and build together 40 (MTR App. B), 30 under the seed Floor Rules 112.
 */
export const LIMITED_SCHEDULES = ['sealed', 'sealed-long', 'draft', 'team-sealed', 'two-headed-giant-sealed', 'team-draft'] as const;
/** One of {@link LIMITED_SCHEDULES}. */
export type LimitedSchedule = (typeof LIMITED_SCHEDULES)[number];

/** Minutes for registering and building a Limited deck. */
export interface LimitedDeckTimes {
  /** Null when registration and building share one period. */
  readonly registrationMinutes: number | null;
  readonly buildMinutes: number | null;
  readonly totalMinutes: number;
}

/** Options of {@link limitedDeckTimes}. */
export interface LimitedDeckTimesOptions {
  /** Default `current` (MTR App. B); `seed-floor-rules` uses the seed's figures where it has them. */
  readonly rules?: RuleSet;
  /** A sealed event on the release weekend of a new set: 15 more build minutes (MTR App. B; today's rules only). */
  readonly newSetWeekend?: boolean;
}

/** Release-weekend sealed events get this many more build minutes (MTR App. B). */
export const NEW_SET_WEEKEND_EXTRA_BUILD_MINUTES = 15;

const SEPARATE = (registrationMinutes: number, buildMinutes: number): LimitedDeckTimes => ({ registrationMinutes, buildMinutes, totalMinutes: registrationMinutes + buildMinutes });
const TOGETHER = (totalMinutes: number): LimitedDeckTimes => ({ registrationMinutes: null, buildMinutes: null, totalMinutes });

const CURRENT_LIMITED_TIMES: Readonly<Record<LimitedSchedule, LimitedDeckTimes>> = {
  sealed: SEPARATE(20, 30),
  'sealed-long': SEPARATE(20, 60),
  draft: TOGETHER(25),
  'team-sealed': SEPARATE(20, 60),
  'two-headed-giant-sealed': SEPARATE(20, 60),
  'team-draft': TOGETHER(40),
};

// Seed Floor Rules 112 names sealed 20 + 30, sealed 20 + 60 and team draft 30; the rest keep today's figures.
const SEED_LIMITED_TIMES: Readonly<Partial<Record<LimitedSchedule, LimitedDeckTimes>>> = {
  sealed: SEPARATE(20, 30),
  'sealed-long': SEPARATE(20, 60),
  'team-draft': TOGETHER(30),
};

/** Deck registration and build times for a Limited schedule (MTR App. B; seed Floor Rules 112 as an option). */
export function limitedDeckTimes(schedule: LimitedSchedule, options: LimitedDeckTimesOptions = {}): LimitedDeckTimes {
  const rules = options.rules ?? 'current';
  const times = (rules === 'seed-floor-rules' ? SEED_LIMITED_TIMES[schedule] : undefined) ?? CURRENT_LIMITED_TIMES[schedule];
  const sealed = times.buildMinutes !== null && schedule !== 'sealed-long';
  if (options.newSetWeekend && rules === 'current' && sealed) return SEPARATE(times.registrationMinutes!, times.buildMinutes! + NEW_SET_WEEKEND_EXTRA_BUILD_MINUTES);
  return times;
}

/** The phases of a Limited deck clock. */
export type LimitedClockPhaseName = 'registration' | 'build' | 'registration-and-build';

/** One timed phase of the Limited deck clock, in the order they run. */
export interface LimitedClockPhase {
  readonly phase: LimitedClockPhaseName;
  readonly minutes: number;
}

/** The clock a Limited event runs before round 1: registration then build, or one shared period. */
export function limitedClockPhases(schedule: LimitedSchedule, options: LimitedDeckTimesOptions = {}): LimitedClockPhase[] {
  const times = limitedDeckTimes(schedule, options);
  if (times.registrationMinutes === null || times.buildMinutes === null) return [{ phase: 'registration-and-build', minutes: times.totalMinutes }];
  return [
    { phase: 'registration', minutes: times.registrationMinutes },
    { phase: 'build', minutes: times.buildMinutes },
  ];
}
