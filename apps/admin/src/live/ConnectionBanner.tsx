import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from './live-hooks';

/** Tells the user when live updates are interrupted; hidden while the connection is fine. */
export function ConnectionBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  if (status !== 'reconnecting') return null;
  return (
    <div className={className} role="status" data-testid="connection-status" data-status={status}>
      {t('live.reconnectingBanner')}
    </div>
  );
}

/** A small always-visible live indicator. */
export function ConnectionDot() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  const text = status === 'live' ? t('live.live') : status === 'reconnecting' ? t('live.reconnecting') : status === 'connecting' ? t('live.connecting') : '';
  return (
    <span data-testid="live-indicator" data-status={status} aria-label={t('live.indicatorLabel', { state: text || t('live.off') })}>
      {text}
    </span>
  );
}
