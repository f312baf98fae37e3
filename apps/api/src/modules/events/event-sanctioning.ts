import { decideSanctioning, isDciFailure, RuleSet, SANCTIONING_MINIMUMS } from '@arbiter/dci';
import { EventEntity, RulesEdition, UnsanctionedReason } from './event.entity';

const RULE_SETS_BY_EDITION: Readonly<Record<RulesEdition, RuleSet>> = { CURRENT: 'current', SEED_FLOOR_RULES: 'seed-floor-rules' };

/** The libs/dci rule set of an event's rules edition. */
export function ruleSetOf(event: Pick<EventEntity, 'rulesEdition'>): RuleSet {
  return RULE_SETS_BY_EDITION[event.rulesEdition] ?? 'current';
}

/** Whether an event is (or, during registration, would be) sanctioned, with the reason in words. */
export interface EventSanctioning {
  readonly requested: boolean;
  readonly sanctioned: boolean;
  /** True once the event started: the status is fixed. */
  readonly decided: boolean;
  readonly reason: UnsanctionedReason | null;
  /** Players a sanctioned event needs under the event's rules edition. */
  readonly minimum: number;
  readonly explanation: string;
}

type SanctioningFields = Pick<EventEntity, 'status' | 'rulesEdition' | 'sanctioningRequested' | 'unsanctionedReason'>;

/**
 * An event's sanctioning: fixed when it starts (libs/dci decideSanctioning on the players who
 * started), a preview from the active registrations before that.
 */
export function eventSanctioning(event: SanctioningFields, activePlayers: number): EventSanctioning {
  const minimum = SANCTIONING_MINIMUMS[ruleSetOf(event)].players;
  const requested = event.sanctioningRequested;
  if (event.status !== 'REGISTRATION') {
    const reason = event.unsanctionedReason;
    const explanation =
      reason === null
        ? 'Sanctioned: its results count for ratings and it is reported as sanctioned.'
        : reason === 'ORGANIZER_CHOICE'
          ? 'Unsanctioned by the organizer’s choice: not rated, reported as unsanctioned.'
          : `Unsanctioned: fewer than ${minimum} players started, so the event is not rated and is reported as unsanctioned.`;
    return { requested, sanctioned: reason === null, decided: true, reason, minimum, explanation };
  }
  const decision = decideSanctioning({ entrants: activePlayers, rules: ruleSetOf(event), requested });
  if (isDciFailure(decision)) throw new Error(decision.error.message);
  const explanation =
    decision.reason === 'ORGANIZER_CHOICE'
      ? 'Will run unsanctioned by the organizer’s choice: not rated, reported as unsanctioned.'
      : decision.reason === 'BELOW_MINIMUM'
        ? `${activePlayers} of the ${minimum} players a sanctioned event needs are registered. If it starts with fewer, it runs unsanctioned: not rated, reported as unsanctioned.`
        : `${activePlayers} players registered (at least ${minimum} needed): the event will be sanctioned and rated.`;
  return { requested, sanctioned: decision.sanctioned, decided: false, reason: decision.reason, minimum, explanation };
}

/**
 * UTR 3 bars the staff of record from playing in a sanctioned event. It applies while the
 * event may still be sanctioned: sanctioning requested and not started unsanctioned.
 */
export function staffMayNotPlay(event: SanctioningFields): boolean {
  if (!event.sanctioningRequested) return false;
  return event.status === 'REGISTRATION' || event.unsanctionedReason === null;
}
