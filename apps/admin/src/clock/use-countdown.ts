import { useEffect, useState } from 'react';

/** A server reading of a clock and when it arrived (performance.now()). */
export interface ClockReading {
  remainingSeconds: number | null;
  running: boolean;
  receivedAt: number;
}

/**
 * Seconds left now, counted down locally from the server's last answer. The count uses the
 * time since the answer, not the device's wall clock, so a phone with the wrong time still
 * shows the right minutes.
 */
export function useCountdown(reading: ClockReading | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  const running = reading?.running ?? false;
  useEffect(() => {
    if (!running) return undefined;
    const interval = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(interval);
  }, [running]);
  if (!reading || reading.remainingSeconds === null) return null;
  const elapsed = running ? Math.max(0, (now - reading.receivedAt) / 1000) : 0;
  return Math.max(0, Math.round(reading.remainingSeconds - elapsed));
}
