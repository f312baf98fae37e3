import { useTranslation } from 'react-i18next';
import type { RoundClockView } from './use-round-clock';
import { formatClock } from './use-round-clock';

interface ClockFaceProps {
  view: RoundClockView;
  /** Minutes added to one table (time extensions), shown beside the round clock. */
  extensionMinutes?: number;
  className?: string;
  /** The clock stops and says why: every match of the round is final, or this table's is. */
  stopped?: 'ROUND_OVER' | 'MATCH_OVER' | null;
}

/** The round clock as text: plain markup so the player pages and big screen can use it without the admin code. */
export function ClockFace({ view, extensionMinutes = 0, className, stopped = null }: ClockFaceProps) {
  const { t } = useTranslation();
  if (stopped) return <span className={className} data-testid="round-clock" data-status="FINISHED">{stopped === 'ROUND_OVER' ? t('clock.roundOver') : t('clock.matchOver')}</span>;
  if (view.unavailable) return <span className={className} data-testid="round-clock">{t('clock.unavailable')}</span>;
  if (view.clock?.status === 'UNTIMED') return <span className={className} data-testid="round-clock" data-status="UNTIMED">{t('clock.untimed')}</span>;
  if (!view.clock || view.remainingSeconds === null) return <span className={className} data-testid="round-clock">--:--</span>;
  const { status } = view.clock;
  const label =
    status === 'NOT_STARTED'
      ? t('clock.notStarted')
      : status === 'PAUSED'
        ? t('clock.paused')
        : view.remainingSeconds === 0 || status === 'ENDED'
          ? t('clock.timeCalled', { turns: view.clock.additionalTurns })
          : null;
  return (
    <span className={className} data-testid="round-clock" data-status={status} role="timer" aria-live="off">
      <span className="clock-digits">{formatClock(view.remainingSeconds + extensionMinutes * 60)}</span>
      {extensionMinutes > 0 ? <span className="clock-extension"> {t('clock.extension', { minutes: extensionMinutes })}</span> : null}
      {label ? <span className="clock-label"> {label}</span> : null}
    </span>
  );
}
