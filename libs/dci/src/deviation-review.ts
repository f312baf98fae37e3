import { DciFailure, fail } from './dci-error';
import { PENALTY_NAMES, Penalty, comparePenalties } from './infraction-catalogue';

/** The outcome of checking a judge's chosen penalty against the guide's. */
export interface DeviationReview {
  /** True when the chosen penalty differs from the guide's; the record must say so. */
  readonly deviation: boolean;
  /** Heavier or lighter than the guide, or null when not a deviation. */
  readonly direction: 'heavier' | 'lighter' | null;
  /** The reason to record with a deviation (trimmed), or null. */
  readonly reason: string | null;
}

/**
 * Checks a judge's chosen penalty against the guide's proposed one. Judges may deviate from
 * the guide only with the Head Judge's approval, and the record says so (IPG 1, General Philosophy): a
 * different penalty without a reason is refused with DEVIATION_REASON_REQUIRED.
 */
export function reviewDeviation(proposed: Penalty, chosen: Penalty, deviationReason?: string): DeviationReview | DciFailure {
  if (proposed === chosen) return { deviation: false, direction: null, reason: null };
  const reason = deviationReason?.trim() ?? '';
  if (reason === '') {
    return fail(
      'DEVIATION_REASON_REQUIRED',
      `the guide's penalty is ${PENALTY_NAMES[proposed]} but ${PENALTY_NAMES[chosen]} was chosen; a deviation needs a deviationReason (approved by the Head Judge)`,
    );
  }
  return { deviation: true, direction: comparePenalties(chosen, proposed) > 0 ? 'heavier' : 'lighter', reason };
}
