import { DraftCard, DraftState, draftView, isDciFailure, pickCard, startDraft } from '@arbiter/dci';
import type { DraftSeat } from './limited-draft.entity';
import { nextTimers, PICK_GRACE_MS, timedOutSeats } from './draft-timers';

const card = (id: string): DraftCard => ({ id, name: id, number: '1', rarity: 'common', colors: ['G'], foil: false, basicLand: false });
const packs = (seats: number) => Array.from({ length: seats }, (_, s) => Array.from({ length: 3 }, (_, p) => Array.from({ length: 15 }, (_, i) => card(`${s}.${p}.${i}`))));
const seats: DraftSeat[] = [
  { playerId: 'p1', name: 'Ana', bot: false },
  { playerId: null, name: 'Bot', bot: true },
];

function state(): DraftState {
  const started = startDraft(packs(2));
  if (isDciFailure(started)) throw new Error(started.error.message);
  return started;
}

describe('draft pick timers', () => {
  it('a human holding a pack gets the MTR 7.7 time for its size; bots and empty hands none', () => {
    const timers = nextTimers(seats, state(), [null, null], 1_000);
    expect(timers[0]).toEqual({ hand: expect.any(String), dueAt: 1_000 + 40_000 + PICK_GRACE_MS });
    expect(timers[1]).toBeNull();
  });

  it('keeps the running time while the same pack is in hand and restarts it for the next pack', () => {
    const first = state();
    const timers = nextTimers(seats, first, [null, null], 0);
    expect(nextTimers(seats, first, timers, 30_000)).toEqual(timers);
    const picked = pickCard(first, 0, '0.0.0');
    if (isDciFailure(picked)) throw new Error(picked.error.message);
    const afterBot = pickCard(picked, 1, '1.0.0');
    if (isDciFailure(afterBot)) throw new Error(afterBot.error.message);
    const next = nextTimers(seats, afterBot, timers, 30_000);
    expect(draftView(afterBot, 0).inHand).toHaveLength(14);
    expect(next[0]).toEqual({ hand: expect.any(String), dueAt: 30_000 + 40_000 + PICK_GRACE_MS });
  });

  it('a seat times out only once its time has passed and only for the pack it was timed for', () => {
    const first = state();
    const timers = nextTimers(seats, first, [null, null], 0);
    expect(timedOutSeats(first, timers, 40_000)).toEqual([]);
    expect(timedOutSeats(first, timers, 40_000 + PICK_GRACE_MS)).toEqual([0]);
    const picked = pickCard(first, 0, '0.0.0');
    if (isDciFailure(picked)) throw new Error(picked.error.message);
    expect(timedOutSeats(picked, timers, 99_000)).toEqual([]);
  });
});
