import { DciFailure, fail } from './dci-error';

/** Minutes added on top of the time a deck check took. */
export const DECK_CHECK_EXTRA_MINUTES = 3;
/** A pause of up to this many minutes adds nothing. */
export const PAUSE_THRESHOLD_MINUTES = 1;

/**
 * Why a match gets more time. A Slow Play penalty is not here: it adds 2 additional turns
 * at time instead (see `startTimeCalled` / `addSlowPlayPenalty`).
 */
export type TimeExtensionCause =
  | { readonly kind: 'deck-check'; readonly minutesTaken: number }
  | { readonly kind: 'pause'; readonly minutes: number };

/**
 * Minutes a cause adds to the match clock: a deck check adds the time taken plus 3 minutes;
 * a pause (a long ruling, a judge investigation) over 1 minute adds its whole length.
 */
export function timeExtensionMinutes(cause: TimeExtensionCause): number | DciFailure {
  const minutes = cause.kind === 'deck-check' ? cause.minutesTaken : cause.minutes;
  if (!Number.isFinite(minutes) || minutes < 0) {
    return fail('INVALID_MINUTES', `${cause.kind} minutes must be zero or more, got ${String(minutes)}`);
  }
  if (cause.kind === 'deck-check') return minutes + DECK_CHECK_EXTRA_MINUTES;
  return minutes > PAUSE_THRESHOLD_MINUTES ? minutes : 0;
}

/** The total extension for a match from all its causes. */
export function totalTimeExtension(causes: readonly TimeExtensionCause[]): number | DciFailure {
  let total = 0;
  for (const cause of causes) {
    const minutes = timeExtensionMinutes(cause);
    if (typeof minutes !== 'number') return minutes;
    total += minutes;
  }
  return total;
}
