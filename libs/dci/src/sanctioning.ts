import { DciFailure, fail, isNonNegativeInteger } from './dci-error';
import { RuleSet } from './match-structure';

/** Entrants an event needs to be sanctioned: players for individual events, teams for team events. */
export interface SanctioningMinimum {
  readonly players: number;
  readonly teams: number;
}

/**
 * Sanctioning minimums by rules edition.
 * - `seed-floor-rules`: 8 players, 4 teams (seed DCI Floor Rules; MTR 10.1 kept the same
 *   figures while it had a participation-minimum section).
 * - `current`: 4 players (tournament-rules.md: today's sanctioned minimum); today's documents
 *   give no separate team figure, so the seed's 4 teams stays (docs/decisions.md).
 */
export const SANCTIONING_MINIMUMS: Readonly<Record<RuleSet, SanctioningMinimum>> = {
  current: { players: 4, teams: 4 },
  'seed-floor-rules': { players: 8, teams: 4 },
};

/** Why an event is not sanctioned. */
export type UnsanctionedReason = 'BELOW_MINIMUM' | 'ORGANIZER_CHOICE';

/** Input to {@link decideSanctioning}. */
export interface SanctioningInput {
  /** Players (individual events) or teams (team events) who started the event. */
  readonly entrants: number;
  /** A team event: the minimum counts teams. */
  readonly teamEvent?: boolean;
  /** Default `current`. */
  readonly rules?: RuleSet;
  /** The organizer asked for sanctioning (default true); false runs the event unsanctioned by choice. */
  readonly requested?: boolean;
}

/** The sanctioning status of an event when it starts. */
export interface SanctioningDecision {
  readonly sanctioned: boolean;
  readonly reason: UnsanctionedReason | null;
  /** The minimum that applied (players or teams, per `teamEvent`). */
  readonly minimum: number;
  /** Whether its results count for ratings: only a sanctioned event's do (seed Floor Rules). */
  readonly rated: boolean;
  /** In words, for the organizer. */
  readonly explanation: string;
}

/**
 * Whether an event is sanctioned when it starts. An event below the minimum still runs, but
 * unsanctioned: marked, unrated, and reported as such (seed Floor Rules: "the DCI does not
 * sanction it and its results do not count for DCI ratings").
 */
export function decideSanctioning(input: SanctioningInput): SanctioningDecision | DciFailure {
  if (!isNonNegativeInteger(input.entrants)) {
    return fail('INVALID_ENTRANTS', `entrants must be a whole number of zero or more, got ${String(input.entrants)}`);
  }
  const rules = input.rules ?? 'current';
  const unit = input.teamEvent ? 'teams' : 'players';
  const minimum = input.teamEvent ? SANCTIONING_MINIMUMS[rules].teams : SANCTIONING_MINIMUMS[rules].players;
  if (input.requested === false) {
    return { sanctioned: false, reason: 'ORGANIZER_CHOICE', minimum, rated: false, explanation: 'The organizer runs this event unsanctioned: it is not rated and is reported as unsanctioned.' };
  }
  if (input.entrants < minimum) {
    return {
      sanctioned: false,
      reason: 'BELOW_MINIMUM',
      minimum,
      rated: false,
      explanation: `${input.entrants} ${unit} is below the ${minimum} a sanctioned event needs: the event runs unsanctioned, is not rated and is reported as unsanctioned.`,
    };
  }
  return { sanctioned: true, reason: null, minimum, rated: true, explanation: `${input.entrants} ${unit} meets the minimum of ${minimum}: the event is sanctioned and rated.` };
}
