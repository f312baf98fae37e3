import { createClient, type Client } from 'graphql-ws';
import { authorizationHeader, subscribeSession } from '../session/session-store';
import type { TypedDocument } from '../graphql/typed-document';

/** What the page tells the user about its live updates. */
export type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

const KEEP_ALIVE_MS = 10_000;
const PONG_TIMEOUT_MS = 5_000;
const MAX_RETRY_WAIT_MS = 15_000;
const RESUBSCRIBE_WAIT_MS = 3_000;
const MAX_RESUBSCRIBE_WAIT_MS = 60_000;

let client: Client | null = null;
let status: ConnectionStatus = 'idle';
let hasConnectedOnce = false;
const statusListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setStatus(next: ConnectionStatus): void {
  if (status === next) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/graphql`;
}

/** Backoff 1 s, 2 s, 4 s … capped, with jitter so a venue's phones do not reconnect in step. */
function retryWait(retries: number): Promise<void> {
  const base = Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries);
  return new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
}

function createLiveClient(): Client {
  let activeSocket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  return createClient({
    url: socketUrl(),
    lazy: false,
    keepAlive: KEEP_ALIVE_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Venue Wi-Fi drops for all sorts of reasons: keep trying whatever closed the socket.
    shouldRetry: () => true,
    retryWait,
    connectionParams: () => {
      const authorization = authorizationHeader();
      return authorization ? { authorization } : {};
    },
    onNonLazyError: () => {
      setStatus('reconnecting');
      setTimeout(restartLiveConnection, RESUBSCRIBE_WAIT_MS);
    },
    on: {
      connecting: () => setStatus(hasConnectedOnce ? 'reconnecting' : 'connecting'),
      connected: (socket) => {
        activeSocket = socket as WebSocket;
        setStatus('live');
        if (hasConnectedOnce) reconnectListeners.forEach((listener) => listener());
        hasConnectedOnce = true;
      },
      closed: () => {
        activeSocket = null;
        clearTimeout(pongTimer);
        if (hasConnectedOnce) setStatus('reconnecting');
      },
      // A silently dead socket (phone asleep, Wi-Fi hand-over) shows up as a missing pong.
      ping: (received) => {
        if (received) return;
        pongTimer = setTimeout(() => {
          if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4408, 'Ping timeout');
        }, PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  });
}

function getClient(): Client {
  if (!client) {
    client = createLiveClient();
    installWindowListeners();
  }
  return client;
}

let windowListenersInstalled = false;
function installWindowListeners(): void {
  if (windowListenersInstalled) return;
  windowListenersInstalled = true;
  window.addEventListener('offline', () => {
    setStatus('reconnecting');
    client?.terminate();
  });
  window.addEventListener('online', () => client?.terminate());
  // A new token must reach the server's connection context: reconnect with it.
  subscribeSession(() => client?.terminate());
}

/** Drops the socket and opens a new one; live subscriptions re-attach themselves. */
export function restartLiveConnection(): void {
  const previous = client;
  client = null;
  previous?.dispose();
  restartListeners.forEach((listener) => listener());
}
const restartListeners = new Set<() => void>();

export function getConnectionStatus(): ConnectionStatus {
  return status;
}

export function subscribeConnectionStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Called after every reconnection: updates may have been missed, so reload state. */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Subscribes for as long as the returned function is not called: re-subscribes after
 * errors, server-side completion and connection restarts.
 */
export function subscribeLive<TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const start = () => {
    if (stopped) return;
    unsubscribe = getClient().subscribe<TData>(
      { query: document.toString(), variables: variables as Record<string, unknown> },
      {
        next: (result) => {
          failures = 0;
          if (result.data) onData(result.data as TData);
        },
        error: () => scheduleRestart(),
        complete: () => scheduleRestart(),
      },
    );
  };
  // Socket drops are retried by the client itself; what reaches here is the operation
  // being refused or ended (e.g. the server restarted), so back off rather than hammer.
  const scheduleRestart = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    const wait = Math.min(MAX_RESUBSCRIBE_WAIT_MS, RESUBSCRIBE_WAIT_MS * 2 ** failures);
    failures++;
    retryTimer = setTimeout(start, wait);
  };
  const onRestart = () => {
    unsubscribe = null;
    start();
  };

  restartListeners.add(onRestart);
  start();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    restartListeners.delete(onRestart);
    unsubscribe?.();
  };
}
