import type { RoundClock } from '../graphql/api-types';
import { ROUND_CLOCK, ROUND_CLOCK_UPDATED } from '../graphql/clock-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { useLivePatchedState } from '../live/use-live-patched-state';
import { useCountdown } from './use-countdown';

interface KnownClock {
  clock: RoundClock;
  receivedAt: number;
}

export interface RoundClockView {
  clock: RoundClock | null;
  /** Seconds left now, counted down locally from the server's last answer. */
  remainingSeconds: number | null;
  unavailable: boolean;
  /** Replace the known clock state (after a start/pause/resume by this screen). */
  update: (clock: RoundClock) => void;
}

/**
 * A round's clock: the server's state, kept current by `roundClockUpdated` and counted
 * down locally (useCountdown); a slow answer never undoes a later update.
 */
export function useRoundClock(eventId: string | undefined, roundId: string | undefined): RoundClockView {
  const query = useGraphQLQuery(ROUND_CLOCK, roundId ? { roundId } : null);
  const [known, patchKnown] = useLivePatchedState(query, (data): KnownClock | null => (data.roundClock ? { clock: data.roundClock, receivedAt: performance.now() } : null));
  const setKnown = (clock: RoundClock) => patchKnown(() => ({ clock, receivedAt: performance.now() }));

  useLiveSubscription(ROUND_CLOCK_UPDATED, eventId && roundId ? { eventId } : null, (data) => {
    if (data.roundClockUpdated.roundId === roundId) setKnown(data.roundClockUpdated);
  });
  useOnReconnected(() => void query.refetch());

  const remainingSeconds = useCountdown(known ? { remainingSeconds: known.clock.remainingSeconds, running: known.clock.status === 'RUNNING', receivedAt: known.receivedAt } : null);
  return {
    clock: known?.clock ?? null,
    remainingSeconds,
    unavailable: Boolean(query.error) && !known,
    update: setKnown,
  };
}

/** 125 → "2:05"; 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
