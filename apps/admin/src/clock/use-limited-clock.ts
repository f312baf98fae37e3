import type { LimitedClock } from '../graphql/api-types';
import { LIMITED_CLOCK, LIMITED_CLOCK_UPDATED } from '../graphql/clock-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { useLivePatchedState } from '../live/use-live-patched-state';
import { useCountdown } from './use-countdown';

interface KnownClock {
  clock: LimitedClock;
  receivedAt: number;
}

export interface LimitedClockView {
  /** Null before the organizer starts it. */
  clock: LimitedClock | null;
  remainingSeconds: number | null;
  loading: boolean;
  /** Replace the known clock state (after a change made by this screen). */
  update: (clock: LimitedClock) => void;
}

/** A Limited event's deck clock, kept current by `limitedClockUpdated` and counted down locally. */
export function useLimitedClock(eventId: string | undefined, enabled = true): LimitedClockView {
  const query = useGraphQLQuery(LIMITED_CLOCK, eventId && enabled ? { eventId } : null);
  const [known, patchKnown] = useLivePatchedState(query, (data): KnownClock | null => (data.limitedClock ? { clock: data.limitedClock, receivedAt: performance.now() } : null));
  const setKnown = (clock: LimitedClock) => patchKnown(() => ({ clock, receivedAt: performance.now() }));

  useLiveSubscription(LIMITED_CLOCK_UPDATED, eventId && enabled ? { eventId } : null, (data) => {
    if (data.limitedClockUpdated) setKnown(data.limitedClockUpdated);
  });
  useOnReconnected(() => void query.refetch());

  const remainingSeconds = useCountdown(known ? { remainingSeconds: known.clock.remainingSeconds, running: known.clock.status === 'RUNNING', receivedAt: known.receivedAt } : null);
  return {
    clock: known?.clock ?? null,
    remainingSeconds,
    loading: query.loading,
    update: setKnown,
  };
}
