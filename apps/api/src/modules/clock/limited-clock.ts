import { LimitedClockEntity } from './limited-clock.entity';

export type LimitedClockState = 'RUNNING' | 'PAUSED' | 'ENDED';

/** The current phase of a Limited deck clock at one moment, from the stored timestamps. */
export interface LimitedClockReading {
  state: LimitedClockState;
  durationSeconds: number;
  /** Seconds left in the phase (negative once over). */
  remainingSeconds: number;
  /** When the phase ends if nobody pauses it; null when paused. */
  endsAt: Date | null;
}

function phaseSeconds(clock: LimitedClockEntity): number {
  return clock.phases[clock.phaseIndex].minutes * 60;
}

export function readLimitedClock(clock: LimitedClockEntity, now: Date): LimitedClockReading {
  const durationSeconds = phaseSeconds(clock);
  const until = clock.pausedAt ?? now;
  const elapsed = (until.getTime() - clock.startedAt.getTime()) / 1000 - clock.pausedSeconds;
  const remainingSeconds = Math.round(durationSeconds + clock.adjustSeconds - elapsed);
  if (clock.pausedAt) return { state: 'PAUSED', durationSeconds, remainingSeconds, endsAt: null };
  return { state: remainingSeconds > 0 ? 'RUNNING' : 'ENDED', durationSeconds, remainingSeconds, endsAt: new Date(now.getTime() + remainingSeconds * 1000) };
}

/** When the current phase runs out, from the stored timestamps alone (every instance computes the same); null when paused. */
export function limitedTimeUpAt(clock: LimitedClockEntity): Date | null {
  if (clock.pausedAt) return null;
  return new Date(clock.startedAt.getTime() + (phaseSeconds(clock) + clock.adjustSeconds + clock.pausedSeconds) * 1000);
}
