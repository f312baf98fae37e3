import { paperDraftPods } from './paper-draft-pods';

describe('paperDraftPods', () => {
  it('lists pods in order with their seats in order, leaving out dropped and unseated players', () => {
    const pods = paperDraftPods([
      { id: 'a', name: 'Ana', pod: 2, draftSeat: 2, dropped: false },
      { id: 'b', name: 'Ben', pod: 1, draftSeat: 3, dropped: false },
      { id: 'c', name: 'Cai', pod: 1, draftSeat: 1, dropped: false },
      { id: 'd', name: 'Dee', pod: 2, draftSeat: 1, dropped: false },
      { id: 'e', name: 'Eve', pod: 1, draftSeat: 2, dropped: true },
      { id: 'f', name: 'Fay', pod: null, draftSeat: null, dropped: false },
    ]);
    expect(pods.map((pod) => [pod.pod, pod.seats.map((seat) => `${seat.seat}:${seat.name}`)])).toEqual([
      [1, ['1:Cai', '3:Ben']],
      [2, ['1:Dee', '2:Ana']],
    ]);
  });
});
