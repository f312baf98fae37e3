/** Most drafters at one table (MTR 7.7: booster drafts are run in pods of eight at most). */
export const MAX_DRAFT_POD_SIZE = 8;

/**
 * Pod sizes for `players` drafters: the fewest pods of at most `maxPodSize`, as even as
 * possible, larger pods first (10 → [5, 5], 17 → [6, 6, 5]; 0 → []).
 */
export function draftPodSizes(players: number, maxPodSize: number = MAX_DRAFT_POD_SIZE): number[] {
  if (!Number.isInteger(players) || players < 0) throw new RangeError(`players must be a whole number of at least 0, got ${players}`);
  if (!Number.isInteger(maxPodSize) || maxPodSize < 1) throw new RangeError(`maxPodSize must be a whole number of at least 1, got ${maxPodSize}`);
  const pods = Math.ceil(players / maxPodSize);
  const base = Math.floor(players / Math.max(pods, 1));
  const larger = players - base * pods;
  return Array.from({ length: pods }, (_, index) => (index < larger ? base + 1 : base));
}

/** One drafter's place: pod and seat both count from 1; seat n passes left to seat n + 1. */
export interface DraftPodSeat<T> {
  readonly entrant: T;
  readonly pod: number;
  readonly seat: number;
}

/**
 * Seats `entrants` in pods sized by draftPodSizes, in a random order: `randomIndex(n)` returns a
 * whole number from 0 to n - 1 (a seeded generator, so a run can be replayed from its seed).
 * Every entrant gets exactly one seat; the result lists pod 1 seat 1 first.
 */
export function seatDraftPods<T>(entrants: readonly T[], randomIndex: (bound: number) => number, maxPodSize: number = MAX_DRAFT_POD_SIZE): DraftPodSeat<T>[] {
  const order = [...entrants];
  // Fisher–Yates: every seating equally likely.
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`randomIndex(${i + 1}) returned ${j}`);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const seats: DraftPodSeat<T>[] = [];
  let next = 0;
  for (const [index, size] of draftPodSizes(order.length, maxPodSize).entries()) {
    for (let seat = 1; seat <= size; seat += 1) seats.push({ entrant: order[next++], pod: index + 1, seat });
  }
  return seats;
}
