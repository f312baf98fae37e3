import { isDciFailure } from './dci-error';
import { TimeExtensionCause, timeExtensionMinutes, totalTimeExtension } from './time-extensions';

describe('MTR time extensions', () => {
  it.each([
    [{ kind: 'deck-check', minutesTaken: 7 }, 10],
    [{ kind: 'deck-check', minutesTaken: 0 }, 3],
    [{ kind: 'pause', minutes: 1 }, 0],
    [{ kind: 'pause', minutes: 0.5 }, 0],
    [{ kind: 'pause', minutes: 1.5 }, 1.5],
    [{ kind: 'pause', minutes: 4 }, 4],
  ] as const)('%j adds %p minutes', (cause, minutes) => {
    expect(timeExtensionMinutes(cause)).toBe(minutes);
  });

  it('adds up every cause', () => {
    const causes: TimeExtensionCause[] = [
      { kind: 'deck-check', minutesTaken: 6 },
      { kind: 'pause', minutes: 1 },
      { kind: 'pause', minutes: 2 },
    ];
    expect(totalTimeExtension(causes)).toBe(11);
  });

  it.each([{ kind: 'pause', minutes: -1 }, { kind: 'deck-check', minutesTaken: Number.NaN }] as const)('refuses %j', (cause) => {
    const single = timeExtensionMinutes(cause);
    expect(isDciFailure(single) && single.error.code).toBe('INVALID_MINUTES');
    const total = totalTimeExtension([{ kind: 'pause', minutes: 3 }, cause]);
    expect(isDciFailure(total) && total.error.code).toBe('INVALID_MINUTES');
  });
});
