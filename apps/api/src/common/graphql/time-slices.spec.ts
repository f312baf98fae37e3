import { TimeSlices } from './time-slices';

describe('TimeSlices', () => {
  it('runs work at once while the slice lasts', () => {
    const slices = new TimeSlices(60_000);
    expect(slices.run(() => 'now')).toBe('now');
  });

  it('once the slice is spent, lets other macrotasks in between waiting work, which runs in arrival order', async () => {
    const slices = new TimeSlices(0);
    const order: string[] = [];
    const first = slices.run(() => order.push('first'));
    setImmediate(() => order.push('another request'));
    const second = slices.run(() => order.push('second'));
    expect(order).toEqual([]);
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'another request', 'second']);
  });

  it('hands a waiting resolver its value or its error', async () => {
    const slices = new TimeSlices(0);
    await expect(slices.run(() => 42)).resolves.toBe(42);
    await expect(
      slices.run(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
