import { SeededStream } from './seeded-stream';

describe('SeededStream', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: string) => Array.from({ length: 20 }, ((s) => () => s.nextUint32())(new SeededStream(seed)));
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('below(n) stays in range and covers it evenly, also above 2^32', () => {
    const stream = new SeededStream('range');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[stream.below(6)]++;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(130);
    for (let i = 0; i < 100; i++) {
      const big = stream.below(2 ** 40 + 3);
      expect(big).toBeGreaterThanOrEqual(0);
      expect(big).toBeLessThan(2 ** 40 + 3);
    }
    expect(() => stream.below(0)).toThrow(RangeError);
  });

  it('shuffles into a permutation of the items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = new SeededStream('shuffle').shuffled(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
