import type { RoundClock } from '../graphql/api-types';
import { PAUSE_ROUND_CLOCK, RESUME_ROUND_CLOCK, START_ROUND_CLOCK } from '../graphql/clock-operations';
import { request } from '../graphql/graphql-client';

export type ClockCommand = 'start' | 'pause' | 'resume';

/** A start's own minutes (null: the API's default for the round) and, under 40 minutes, the documented reason. */
export interface ClockStartOptions {
  minutes?: number | null;
  shortReason?: string | null;
}

/** Starts, pauses or resumes a round's clock (organizer or judge). */
export async function commandRoundClock(roundId: string, command: ClockCommand, start: ClockStartOptions = {}): Promise<RoundClock> {
  switch (command) {
    case 'start':
      return (await request(START_ROUND_CLOCK, { roundId, minutes: start.minutes ?? null, shortReason: start.shortReason ?? null })).startRoundClock;
    case 'pause':
      return (await request(PAUSE_ROUND_CLOCK, { roundId })).pauseRoundClock;
    case 'resume':
      return (await request(RESUME_ROUND_CLOCK, { roundId })).resumeRoundClock;
  }
}

/** The command that makes sense next for a clock, or null when the round's time is over. */
export function nextClockCommand(clock: RoundClock | null): ClockCommand | null {
  if (!clock || clock.status === 'NOT_STARTED') return 'start';
  if (clock.status === 'RUNNING') return 'pause';
  if (clock.status === 'PAUSED') return 'resume';
  return null;
}
