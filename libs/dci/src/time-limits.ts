import { DciFailure, fail } from './dci-error';
import { Rel } from './infraction-catalogue';

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
 * Limited deck construction schedules (seed Floor Rules 112):
 * `sealed` registration 20 + build 30; `sealed-long` registration 20 + build 60;
 * `team-draft` registration and build together 30.
 */
export type LimitedSchedule = 'sealed' | 'sealed-long' | 'team-draft';

/** Minutes for registering and building a Limited deck. */
export interface LimitedDeckTimes {
  /** Null when registration and building share one period. */
  readonly registrationMinutes: number | null;
  readonly buildMinutes: number | null;
  readonly totalMinutes: number;
}

/** Deck registration and build times for a Limited schedule (seed Floor Rules 112). */
export function limitedDeckTimes(schedule: LimitedSchedule): LimitedDeckTimes {
  switch (schedule) {
    case 'sealed':
      return { registrationMinutes: 20, buildMinutes: 30, totalMinutes: 50 };
    case 'sealed-long':
      return { registrationMinutes: 20, buildMinutes: 60, totalMinutes: 80 };
    case 'team-draft':
      return { registrationMinutes: null, buildMinutes: null, totalMinutes: 30 };
  }
}
