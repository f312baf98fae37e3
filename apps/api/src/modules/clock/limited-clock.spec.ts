import { LimitedClockEntity } from './limited-clock.entity';
import { limitedTimeUpAt, readLimitedClock } from './limited-clock';

const START = new Date('2026-12-02T10:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

function sealed(overrides: Partial<LimitedClockEntity> = {}): LimitedClockEntity {
  return Object.assign(new LimitedClockEntity(), {
    eventId: 'e',
    schedule: 'sealed',
    phases: [{ phase: 'registration', minutes: 20 }, { phase: 'build', minutes: 30 }],
    phaseIndex: 0,
    startedAt: START,
    pausedAt: null,
    pausedSeconds: 0,
    adjustSeconds: 0,
    timeUpPhaseIndex: null,
    ...overrides,
  });
}

describe('Limited deck clock readings (MTR App. B)', () => {
  it('counts the current phase down from its start', () => {
    expect(readLimitedClock(sealed(), at(60))).toEqual({ state: 'RUNNING', durationSeconds: 1200, remainingSeconds: 1140, endsAt: at(1200) });
    expect(readLimitedClock(sealed({ phaseIndex: 1 }), at(60))).toMatchObject({ durationSeconds: 1800, remainingSeconds: 1740 });
    expect(readLimitedClock(sealed(), at(1205))).toMatchObject({ state: 'ENDED', remainingSeconds: -5 });
  });

  it('stops while paused and leaves out the time spent paused; adjustments move the end', () => {
    const paused = sealed({ pausedAt: at(100), pausedSeconds: 30, adjustSeconds: -60 });
    expect(readLimitedClock(paused, at(500))).toEqual({ state: 'PAUSED', durationSeconds: 1200, remainingSeconds: 1200 - 60 - 70, endsAt: null });
    expect(limitedTimeUpAt(paused)).toBeNull();
    const resumed = sealed({ pausedSeconds: 30, adjustSeconds: -60 });
    expect(limitedTimeUpAt(resumed)).toEqual(at(1200 - 60 + 30));
    expect(readLimitedClock(resumed, limitedTimeUpAt(resumed)!)).toMatchObject({ state: 'ENDED', remainingSeconds: 0 });
  });
});
