import { useCallback, useEffect, useRef, useState } from 'react';
import { nextLocalOrder } from '../graphql/local-order';
import type { QueryState } from '../graphql/use-graphql-query';
import { replayLivePatches, type LivePatch } from './live-patches';

/**
 * A query's answer kept current by live updates: `patch` applies a change at once, and a later
 * answer whose request was sent before the change gets it again (`replayLivePatches`), so a slow
 * refetch never puts the page back in the past. `undefined` until the first answer.
 */
export function useLivePatchedState<TData, T>(query: QueryState<TData>, select: (data: TData) => T): [T | undefined, (apply: (current: T) => T) => void] {
  const [state, setState] = useState<T | undefined>(undefined);
  const log = useRef<LivePatch<T>[]>([]);
  const selectRef = useRef(select);
  selectRef.current = select;
  const { data, sentAt, inFlight } = query;

  useEffect(() => {
    // A new query (other variables) starts from nothing; its answer replays what was heard meanwhile.
    if (data === undefined) {
      setState(undefined);
      return;
    }
    const replayed = replayLivePatches(selectRef.current(data), sentAt, log.current);
    log.current = replayed.log;
    setState(replayed.state);
  }, [data, sentAt]);

  const patch = useCallback(
    (apply: (current: T) => T) => {
      // Only an answer still on its way can predate this change; with none, nothing needs it again.
      if (inFlight()) log.current.push({ at: nextLocalOrder(), apply });
      setState((current) => (current === undefined ? current : apply(current)));
    },
    [inFlight],
  );
  return [state, patch];
}
