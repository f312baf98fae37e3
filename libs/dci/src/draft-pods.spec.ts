import { draftPodSizes, MAX_DRAFT_POD_SIZE, seatDraftPods } from './draft-pods';

describe('draftPodSizes', () => {
  it.each([
    [0, []],
    [1, [1]],
    [8, [8]],
    [9, [5, 4]],
    [10, [5, 5]],
    [16, [8, 8]],
    [17, [6, 6, 5]],
    [23, [8, 8, 7]],
    [25, [7, 6, 6, 6]],
  ])('%i players → %j', (players, sizes) => {
    expect(draftPodSizes(players)).toEqual(sizes);
  });

  it('never exceeds the maximum, differs by at most one and uses the fewest pods', () => {
    for (let players = 1; players <= 200; players += 1) {
      const sizes = draftPodSizes(players);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(players);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_DRAFT_POD_SIZE);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes).toHaveLength(Math.ceil(players / MAX_DRAFT_POD_SIZE));
    }
  });

  it('honours another maximum and refuses nonsense', () => {
    expect(draftPodSizes(7, 3)).toEqual([3, 2, 2]);
    expect(() => draftPodSizes(-1)).toThrow(RangeError);
    expect(() => draftPodSizes(4, 0)).toThrow(RangeError);
  });
});

describe('seatDraftPods', () => {
  const names = Array.from({ length: 17 }, (_, i) => `P${i + 1}`);

  it('seats everyone once, seats 1..n in each pod', () => {
    let state = 7;
    const seats = seatDraftPods(names, (bound) => (state = (state * 48271) % 2147483647) % bound);
    expect(seats.map((s) => s.entrant).sort()).toEqual([...names].sort());
    expect(seats.filter((s) => s.pod === 1).map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seats.filter((s) => s.pod === 3).map((s) => s.seat)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the order comes from the random source', () => {
    const keep = seatDraftPods(names, (bound) => bound - 1).map((s) => s.entrant);
    expect(keep).toEqual(names);
    const moved = seatDraftPods(names, () => 0).map((s) => s.entrant);
    expect(moved).not.toEqual(names);
    expect([...moved].sort()).toEqual([...names].sort());
  });

  it('refuses a random source out of range', () => {
    expect(() => seatDraftPods(names, (bound) => bound)).toThrow(RangeError);
  });
});
