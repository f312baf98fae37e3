import { StackItem } from '../state/game-state';

/** The kicker costs a spell was kicked with, once for each time (CR 702.33c-d); empty when it was not kicked. */
export function kicksOf(item: Pick<StackItem, 'kicked' | 'kicks'>): number[] {
  if (item.kicks) return item.kicks;
  return item.kicked ? [0] : [];
}
