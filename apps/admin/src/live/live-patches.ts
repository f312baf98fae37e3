/** A change heard live, stamped with when it arrived (`nextLocalOrder`). */
export interface LivePatch<T> {
  readonly at: number;
  readonly apply: (current: T) => T;
}

/**
 * What to show when a query's answer arrives. The server may have read the answer before
 * changes that were heard live while the request was on its way (a refetch started before
 * round 2 was paired answers with round 1 after the round 2 notice): those changes are applied
 * again on top of it. Changes heard before the request was sent are in the answer and leave the log.
 */
export function replayLivePatches<T>(answer: T, sentAt: number, log: readonly LivePatch<T>[]): { state: T; log: LivePatch<T>[] } {
  const later = log.filter((patch) => patch.at > sentAt);
  return { state: later.reduce((state, patch) => patch.apply(state), answer), log: later };
}
