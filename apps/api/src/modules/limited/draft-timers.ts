import { DraftState, draftView } from '@arbiter/dci';
import type { DraftSeat, SeatTimer } from './limited-draft.entity';

/** A drafter gets a little longer than the MTR's pick time: the phone's clock and the network lag. */
export const PICK_GRACE_MS = 2_000;

/** What names the pack in a seat's hand, so a new pack restarts its pick time. */
export function handKey(state: DraftState, seat: number): string | null {
  const view = draftView(state, seat);
  return view.inHand === null ? null : `${view.pack}:${view.pick}:${view.inHand.map((card) => card.id).join(',')}`;
}

/** Each human seat holding a pack keeps its running time for that pack, or starts the MTR 7.7 time for a new one. */
export function nextTimers(seats: readonly DraftSeat[], state: DraftState, previous: readonly (SeatTimer | null)[], now: number): (SeatTimer | null)[] {
  return seats.map((seat, index) => {
    const hand = handKey(state, index);
    if (seat.bot || hand === null) return null;
    const running = previous[index];
    if (running && running.hand === hand) return running;
    return { hand, dueAt: now + (draftView(state, index).pickSeconds ?? 0) * 1000 + PICK_GRACE_MS };
  });
}

/** Seats whose time for the pack still in their hand has run out. */
export function timedOutSeats(state: DraftState, timers: readonly (SeatTimer | null)[], now: number): number[] {
  return timers.flatMap((timer, seat) => (timer && timer.dueAt <= now && handKey(state, seat) === timer.hand ? [seat] : []));
}
