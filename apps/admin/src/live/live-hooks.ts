import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TypedDocument } from '../graphql/typed-document';
import { getConnectionStatus, onReconnected, subscribeConnectionStatus, subscribeLive, type ConnectionStatus } from './live-connection';

/** The live-update connection's state, for the "reconnecting…" banner. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeConnectionStatus, getConnectionStatus, getConnectionStatus);
}

/** Subscribes while mounted (and while `variables` is not null). */
export function useLiveSubscription<TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables | null,
  onData: (data: TData) => void,
): void {
  const onDataRef = useRef(onData);
  onDataRef.current = onData;
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (key === null) return undefined;
    return subscribeLive(document, JSON.parse(key) as TVariables, (data) => onDataRef.current(data));
  }, [document, key]);
}

/** Runs `callback` after the live connection comes back from a drop. */
export function useOnReconnected(callback: () => void): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  useEffect(() => onReconnected(() => callbackRef.current()), []);
}
