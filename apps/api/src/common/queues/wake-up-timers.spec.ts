import { Logger } from '@nestjs/common';
import { WakeUpTimers } from './wake-up-timers';

describe('WakeUpTimers without Redis (in-process timers)', () => {
  const woken: string[] = [];
  let timers: WakeUpTimers;

  beforeEach(() => {
    jest.useFakeTimers();
    woken.length = 0;
    timers = new WakeUpTimers('test-clock', null, new Logger('test'), async (key) => void woken.push(key));
    timers.start();
  });

  afterEach(async () => {
    await timers.close();
    jest.useRealTimers();
  });

  it('wakes a key at its time; a later set replaces the earlier one and null cancels it', async () => {
    await timers.set('a', Date.now() + 1000);
    await timers.set('b', Date.now() + 1000);
    await timers.set('a', Date.now() + 3000);
    await timers.set('b', null);
    await jest.advanceTimersByTimeAsync(1500);
    expect(woken).toEqual([]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(woken).toEqual(['a']);
  });

  it('wakes at once when the time has passed', async () => {
    await timers.set('late', Date.now() - 5000);
    await jest.advanceTimersByTimeAsync(0);
    expect(woken).toEqual(['late']);
  });
});
