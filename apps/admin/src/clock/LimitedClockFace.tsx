import { formatClock } from './use-round-clock';
import type { LimitedClockView } from './use-limited-clock';

/** The Limited deck clock as text ("Deck construction 29:41"), plain markup for the player pages and big screen too. */
export function LimitedClockFace({ view, className }: { view: LimitedClockView; className?: string }) {
  const { clock, remainingSeconds } = view;
  if (!clock || remainingSeconds === null) return null;
  const over = clock.status === 'ENDED' || remainingSeconds === 0;
  const label = clock.status === 'PAUSED' ? 'Paused' : over ? `Time! ${clock.phase.label} is over` : null;
  return (
    <span className={className} data-testid="limited-clock" data-status={over ? 'ENDED' : clock.status} role="timer" aria-live="off">
      <span className="clock-phase">{clock.phase.label} </span>
      <span className="clock-digits">{formatClock(remainingSeconds)}</span>
      {label ? <span className="clock-label"> {label}</span> : null}
    </span>
  );
}
