import { useConnectionStatus } from './live-hooks';

/** Tells the user when live updates are interrupted; hidden while the connection is fine. */
export function ConnectionBanner({ className }: { className?: string }) {
  const status = useConnectionStatus();
  if (status !== 'reconnecting') return null;
  return (
    <div className={className} role="status" data-testid="connection-status" data-status={status}>
      Reconnecting… the page will update when the connection is back.
    </div>
  );
}

/** A small always-visible live indicator. */
export function ConnectionDot() {
  const status = useConnectionStatus();
  const text = status === 'live' ? 'Live' : status === 'reconnecting' ? 'Reconnecting…' : status === 'connecting' ? 'Connecting…' : '';
  return (
    <span data-testid="live-indicator" data-status={status} aria-label={`Live updates: ${text || 'off'}`}>
      {text}
    </span>
  );
}
