import { MatchEntity } from '../rounds';
import { RoundEntity } from '../rounds';

export type ClockState = 'NOT_STARTED' | 'RUNNING' | 'PAUSED' | 'ENDED' | 'UNTIMED';

/** The round clock at one moment, derived from the stored timestamps (so restarts lose nothing). */
export interface RoundClockReading {
  state: ClockState;
  durationSeconds: number | null;
  /** Seconds left in the round (negative once over), null when untimed or not started. */
  remainingSeconds: number | null;
  /** When the round ends if nobody pauses it; null unless running. */
  endsAt: Date | null;
}

export function readRoundClock(round: RoundEntity, now: Date): RoundClockReading {
  if (!round.clockStartedAt) return { state: 'NOT_STARTED', durationSeconds: round.clockDurationSeconds, remainingSeconds: null, endsAt: null };
  if (round.clockDurationSeconds === null) return { state: 'UNTIMED', durationSeconds: null, remainingSeconds: null, endsAt: null };
  const until = round.clockPausedAt ?? now;
  const elapsed = (until.getTime() - round.clockStartedAt.getTime()) / 1000 - round.clockPausedSeconds;
  const remaining = Math.round(round.clockDurationSeconds + round.clockAdjustSeconds - elapsed);
  if (round.clockPausedAt) return { state: 'PAUSED', durationSeconds: round.clockDurationSeconds, remainingSeconds: remaining, endsAt: null };
  return { state: remaining > 0 ? 'RUNNING' : 'ENDED', durationSeconds: round.clockDurationSeconds, remainingSeconds: remaining, endsAt: new Date(now.getTime() + remaining * 1000) };
}

/** A match's own time: the round's plus its extensions (MTR 2.x time extensions). */
export function readMatchClock(round: RoundEntity, match: Pick<MatchEntity, 'extensionMinutes'>, now: Date): { remainingSeconds: number | null; timeCalled: boolean; endsAt: Date | null } {
  const clock = readRoundClock(round, now);
  if (clock.remainingSeconds === null) return { remainingSeconds: null, timeCalled: false, endsAt: null };
  const remaining = clock.remainingSeconds + match.extensionMinutes * 60;
  return {
    remainingSeconds: remaining,
    timeCalled: remaining <= 0 && clock.state !== 'PAUSED',
    endsAt: clock.state === 'RUNNING' || clock.state === 'ENDED' ? new Date(now.getTime() + remaining * 1000) : null,
  };
}

/**
 * When a running match's time runs out (round clock plus its extensions), from the stored
 * timestamps alone, so every instance computes the same moment; null unless the clock runs.
 */
export function matchTimeUpAt(round: RoundEntity, match: Pick<MatchEntity, 'extensionMinutes'>): Date | null {
  if (!round.clockStartedAt || round.clockPausedAt || round.clockDurationSeconds === null) return null;
  const seconds = round.clockDurationSeconds + round.clockAdjustSeconds + round.clockPausedSeconds + match.extensionMinutes * 60;
  return new Date(round.clockStartedAt.getTime() + seconds * 1000);
}
