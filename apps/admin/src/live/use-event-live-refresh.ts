import { useEffect, useMemo, useRef } from 'react';
import { MATCH_UPDATED, PAIRINGS_PUBLISHED, STANDINGS_UPDATED } from '../graphql/operations';
import { useLiveSubscription, useOnReconnected } from './live-hooks';

export type LiveTopic = 'matches' | 'pairings' | 'standings';

/** Results arrive in bursts at the end of a round: reload at most about once a second. */
const REFRESH_DEBOUNCE_MS = 1_000;

/**
 * Calls `refresh` (debounced) when the event's chosen live topics change, and after
 * a reconnection, when updates may have been missed.
 */
export function useEventLiveRefresh(eventId: string | undefined, topics: readonly LiveTopic[], refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleRefresh = useMemo(
    () => () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => refreshRef.current(), REFRESH_DEBOUNCE_MS);
    },
    [],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const variables = eventId ? { eventId } : null;
  useLiveSubscription(MATCH_UPDATED, topics.includes('matches') ? variables : null, scheduleRefresh);
  useLiveSubscription(PAIRINGS_PUBLISHED, topics.includes('pairings') ? variables : null, scheduleRefresh);
  useLiveSubscription(STANDINGS_UPDATED, topics.includes('standings') ? variables : null, scheduleRefresh);
  useOnReconnected(scheduleRefresh);
}
