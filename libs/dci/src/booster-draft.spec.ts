import { DciFailure, isDciFailure } from './dci-error';
import { DraftCard, DraftState, botPick, draftPickSeconds, draftView, isDraftFinished, pickCard, seatsToPick, startDraft } from './booster-draft';

const COLOURS = ['W', 'U', 'B', 'R', 'G'];

/** Seat s, pack p: 14 spells and one non-foil basic land, ids `s.p.i`. */
function pod(seats: number): DraftCard[][][] {
  return Array.from({ length: seats }, (_, s) =>
    Array.from({ length: 3 }, (_, p) => [
      ...Array.from({ length: 14 }, (_, i) => ({ id: `${s}.${p}.${i}`, name: `Card ${s}.${p}.${i}`, number: String(i + 1), rarity: i === 0 ? 'rare' : i < 4 ? 'uncommon' : 'common', colors: [COLOURS[(s + i) % 5]], foil: false, basicLand: false })),
      { id: `${s}.${p}.land`, name: 'Forest', number: '380', rarity: 'common', colors: [], foil: false, basicLand: true },
    ]),
  );
}

function ok(result: DraftState | DciFailure): DraftState {
  if (isDciFailure(result)) throw new Error(JSON.stringify(result.error));
  return result;
}

function draftByBots(state: DraftState): DraftState {
  while (!isDraftFinished(state)) {
    for (const seat of seatsToPick(state)) {
      const view = draftView(state, seat);
      state = ok(pickCard(state, seat, botPick(view.inHand ?? [], view.picks)));
    }
  }
  return state;
}

describe('booster draft (MTR 7.7)', () => {
  it('eight bots draft three packs: every card once, 42 picks each, non-foil basics taken out', () => {
    const packs = pod(8);
    const done = draftByBots(ok(startDraft(packs)));
    expect(done.picks.map((p) => p.length)).toEqual(Array(8).fill(42));
    const picked = done.picks.flat().map((c) => c.id).sort();
    expect(picked).toEqual(packs.flat(2).filter((c) => !c.basicLand).map((c) => c.id).sort());
    expect(done.log).toHaveLength(8 * 42);
    expect(done.log.filter((line) => line.source === 'lastCard')).toHaveLength(8 * 3);
    expect(draftView(done, 0)).toMatchObject({ finished: true, inHand: null, pick: null });
  });

  it('passes left, then right, then left', () => {
    let state = ok(startDraft(pod(4)));
    state = ok(pickCard(state, 0, '0.0.0'));
    expect(draftView(state, 1).waiting).toBe(1);
    expect(draftView(state, 3).waiting).toBe(0);
    for (const seat of [1, 2, 3]) state = ok(pickCard(state, seat, `${seat}.0.0`));
    expect(draftView(state, 1).inHand?.map((c) => c.id)).toContain('0.0.1');
    while (state.round === 0) for (const seat of seatsToPick(state)) state = ok(pickCard(state, seat, draftView(state, seat).inHand![0].id));
    state = ok(pickCard(state, 0, '0.1.0'));
    expect(draftView(state, 3).waiting).toBe(1);
    expect(draftView(state, 3).passDirection).toBe('right');
  });

  it('a slow drafter collects a queue; picks and times follow the pack in hand', () => {
    let state = ok(startDraft(pod(3)));
    state = ok(pickCard(state, 0, '0.0.0'));
    state = ok(pickCard(state, 2, '2.0.0'));
    const slow = draftView(state, 1);
    expect(slow).toMatchObject({ pack: 1, pick: 1, waiting: 1, pickSeconds: 40 });
    expect(slow.inHand).toHaveLength(14);
    expect(draftView(state, 0)).toMatchObject({ pick: 2, pickSeconds: 35 });
    expect(draftView(state, 0).inHand).toHaveLength(13);
  });

  it("a drafter's view holds only their own picks and pack", () => {
    let state = ok(startDraft(pod(2)));
    state = ok(pickCard(state, 0, '0.0.0'));
    const view = JSON.stringify(draftView(state, 1));
    expect(view).not.toContain('"0.0.0"');
    expect(view).not.toContain('"1.1.');
    expect(Object.keys(draftView(state, 1)).sort()).toEqual(['finished', 'inHand', 'pack', 'passDirection', 'pick', 'pickSeconds', 'picks', 'seat', 'waiting']);
  });

  it.each([
    ['no pack in hand', (s: DraftState) => pickCard(ok(pickCard(s, 0, '0.0.0')), 0, '1.0.1'), 'NO_PACK_IN_HAND'],
    ['a card from another pack', (s: DraftState) => pickCard(s, 0, '1.0.0'), 'CARD_NOT_IN_PACK'],
    ['a seat outside the pod', (s: DraftState) => pickCard(s, 5, '0.0.0'), 'INVALID_DRAFT_SEAT'],
    ['a finished draft', (s: DraftState) => pickCard(draftByBots(s), 0, '0.0.0'), 'DRAFT_FINISHED'],
  ])('refuses %s with a code', (_, act, code) => {
    const result = act(ok(startDraft(pod(2))));
    expect(isDciFailure(result) && result.error.code).toBe(code);
  });

  it('refuses a pod of one, a seat without three packs and repeated card ids', () => {
    expect(isDciFailure(startDraft(pod(1)))).toBe(true);
    expect(isDciFailure(startDraft([pod(2)[0], pod(2)[1].slice(0, 2)]))).toBe(true);
    expect(isDciFailure(startDraft([pod(2)[0], pod(2)[0]]))).toBe(true);
  });

  it('pick times by cards left (MTR 7.7)', () => {
    expect([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(draftPickSeconds)).toEqual([40, 40, 35, 30, 25, 25, 20, 20, 15, 10, 10, 5, 5, 5, 0]);
  });

  it('a bot takes the rarest card, then stays in its two colours', () => {
    const card = (id: string, rarity: string, colors: string[]): DraftCard => ({ id, name: id, number: '1', rarity, colors, foil: false, basicLand: false });
    expect(botPick([card('c', 'common', ['R']), card('r', 'rare', ['G'])], [])).toBe('r');
    const whiteBlue = ['W', 'U', 'W', 'U', 'W'].map((c, i) => card(`p${i}`, 'common', [c]));
    expect(botPick([card('red', 'uncommon', ['R']), card('white', 'common', ['W'])], whiteBlue)).toBe('white');
    expect(botPick([card('red', 'common', ['R']), card('artifact', 'common', [])], whiteBlue)).toBe('artifact');
  });
});
