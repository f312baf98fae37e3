import { useTranslation } from 'react-i18next';
import { limitedPhaseName } from './limited-phase-name';
import { formatClock } from './use-round-clock';
import type { LimitedClockView } from './use-limited-clock';

/** The Limited deck clock as text ("Deck construction 29:41"), plain markup for the player pages and big screen too. */
export function LimitedClockFace({ view, className }: { view: LimitedClockView; className?: string }) {
  const { t } = useTranslation();
  const { clock, remainingSeconds } = view;
  if (!clock || remainingSeconds === null) return null;
  const over = clock.status === 'ENDED' || remainingSeconds === 0;
  const phase = limitedPhaseName(t, clock.phase);
  const label = clock.status === 'PAUSED' ? t('clock.paused') : over ? t('clock.limitedOver', { phase }) : null;
  return (
    <span className={className} data-testid="limited-clock" data-status={over ? 'ENDED' : clock.status} role="timer" aria-live="off">
      <span className="clock-phase">{phase} </span>
      <span className="clock-digits">{formatClock(remainingSeconds)}</span>
      {label ? <span className="clock-label"> {label}</span> : null}
    </span>
  );
}
