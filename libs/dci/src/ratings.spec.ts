import fc from 'fast-check';
import { isDciFailure } from './dci-error';
import { checkRatingEventType, K_FACTORS, rateEvents, RatedEventInput, ratingAfterMatch, RatingSeed, RatingsResult, winExpectancy } from './ratings';

function rated(events: RatedEventInput[], seeds: RatingSeed[] = []): RatingsResult {
  const result = rateEvents(events, seeds);
  if (isDciFailure(result)) throw new Error(result.error.message);
  return result;
}

const ratingOf = (result: RatingsResult, player: string, category = 'CONSTRUCTED') => result.ratings.find((r) => r.player === player && r.category === category);

describe('DCI ratings: the formula', () => {
  it('K-values by event type (Judge\'s Handbook 2006 App. D.2): 8 casual ... 48 Pro Tour and Worlds', () => {
    expect(K_FACTORS).toEqual({ casual: 8, regular: 16, competitive: 24, professional: 32, 'grand-prix': 40, 'pro-tour': 48 });
  });

  it('win expectancy 1 / (10^((R2 - R1)/400) + 1): equal ratings 0.5, 400 points apart 10/11', () => {
    expect(winExpectancy(1600, 1600)).toBe(0.5);
    expect(winExpectancy(2000, 1600)).toBeCloseTo(10 / 11, 15);
    expect(winExpectancy(1600, 2000)).toBeCloseTo(1 / 11, 15);
  });

  it('Rn = Rp + K (W - We): a 1600 beating a 1600 at 16K gains 8; a draw between equals changes nothing', () => {
    expect(ratingAfterMatch(1600, 1600, 1, 16)).toBe(1608);
    expect(ratingAfterMatch(1600, 1600, 0.5, 16)).toBe(1600);
    expect(ratingAfterMatch(1600, 2000, 1, 48)).toBeCloseTo(1600 + 48 * (10 / 11), 12);
  });

  it('property: both players change by the same amount in opposite directions', () => {
    const rating = fc.double({ min: 800, max: 2600, noNaN: true });
    fc.assert(
      fc.property(rating, rating, fc.constantFrom(0, 0.5, 1), fc.constantFrom(8, 16, 24, 32, 40, 48), (a, b, score, k) => {
        const gain = ratingAfterMatch(a, b, score, k) - a;
        const loss = ratingAfterMatch(b, a, 1 - score, k) - b;
        return Math.abs(gain + loss) < 1e-9 && Math.abs(gain) <= k;
      }),
    );
  });
});

describe('DCI ratings: a series of events', () => {
  const weekly: RatedEventInput = {
    id: 'weekly-1',
    category: 'CONSTRUCTED',
    kFactor: 16,
    sanctioned: true,
    rounds: [
      [{ players: ['ada', 'bea'], result: 'A' }, { players: ['cy', 'dee'], result: 'draw' }, { players: ['eve'], bye: true }],
      [{ players: ['ada', 'cy'], result: 'B' }, { players: ['bea', 'eve'], result: 'A' }, { players: ['dee'], bye: true }],
    ],
  };
  const kitchenTable: RatedEventInput = { id: 'kitchen', category: 'CONSTRUCTED', kFactor: 16, sanctioned: false, rounds: [[{ players: ['ada', 'bea'], result: 'B' }]] };
  const draft: RatedEventInput = { id: 'draft-1', category: 'LIMITED', kFactor: 8, sanctioned: true, rounds: [[{ players: ['ada', 'eve'], result: 'A' }]] };
  const qualifier: RatedEventInput = { id: 'ptq', category: 'CONSTRUCTED', kFactor: 32, sanctioned: true, rounds: [[{ players: ['ada', 'cy'], result: 'A' }, { players: ['bea', 'dee'], result: 'draw' }]] };

  it('checks every rated match against the formula, with the ratings from before its round', () => {
    const result = rated([weekly, kitchenTable, draft, qualifier]);
    const current = new Map<string, number>();
    const rating = (category: string, player: string) => current.get(`${category}/${player}`) ?? 1600;
    let round = '';
    let pending: [string, number][] = [];
    for (const match of result.matches) {
      if (`${match.eventId}/${match.round}` !== round) {
        for (const [key, value] of pending) current.set(key, value);
        pending = [];
        round = `${match.eventId}/${match.round}`;
      }
      expect(match.before).toBe(rating(match.category, match.player));
      expect(match.opponentBefore).toBe(rating(match.category, match.opponent));
      const expected = 1 / (10 ** ((match.opponentBefore - match.before) / 400) + 1);
      expect(match.expected).toBeCloseTo(expected, 15);
      expect(match.after).toBeCloseTo(match.before + match.kFactor * (match.score - expected), 12);
      pending.push([`${match.category}/${match.player}`, match.after]);
    }
    for (const [key, value] of pending) current.set(key, value);
    for (const r of result.ratings) expect(r.rating).toBe(rating(r.category, r.player));
    // weekly: 4 matches x 2 sides; kitchen table: not sanctioned; draft: 1 x 2; PTQ: 2 x 2.
    expect(result.matches).toHaveLength(14);
    expect(result.events).toEqual([
      { eventId: 'weekly-1', rated: true, reason: null, ratedMatches: 4, byes: 2 },
      { eventId: 'kitchen', rated: false, reason: 'UNSANCTIONED', ratedMatches: 0, byes: 0 },
      { eventId: 'draft-1', rated: true, reason: null, ratedMatches: 1, byes: 0 },
      { eventId: 'ptq', rated: true, reason: null, ratedMatches: 2, byes: 0 },
    ]);
  });

  it('exact figures: round 1 at 16K, then round 2 from the new ratings; byes never count', () => {
    const result = rated([weekly]);
    // Round 1: ada beats bea (equal: +8 / -8); cy and dee draw (equal: no change); eve's bye is not rated.
    // Round 2: cy (1600) beats ada (1608); bea (1592) beats eve (1600).
    const adaAfter = 1608 + 16 * (0 - winExpectancy(1608, 1600));
    const cyAfter = 1600 + 16 * (1 - winExpectancy(1600, 1608));
    const beaAfter = 1592 + 16 * (1 - winExpectancy(1592, 1600));
    expect(ratingOf(result, 'ada')).toEqual({ player: 'ada', category: 'CONSTRUCTED', rating: adaAfter, matches: 2, history: [{ eventId: 'weekly-1', before: 1600, after: adaAfter, matches: 2 }] });
    expect(ratingOf(result, 'cy')!.rating).toBe(cyAfter);
    expect(ratingOf(result, 'bea')!.rating).toBe(beaAfter);
    expect(ratingOf(result, 'dee')).toMatchObject({ rating: 1600, matches: 1 });
    expect(ratingOf(result, 'eve')!.matches).toBe(1);
  });

  it('keeps Constructed and Limited apart, each starting at 1600, with a history per event', () => {
    const result = rated([weekly, draft, qualifier]);
    expect(ratingOf(result, 'ada', 'LIMITED')).toMatchObject({ rating: 1604, matches: 1, history: [{ eventId: 'draft-1', before: 1600, after: 1604, matches: 1 }] });
    expect(ratingOf(result, 'ada')!.history.map((h) => h.eventId)).toEqual(['weekly-1', 'ptq']);
    expect(ratingOf(result, 'ada')!.history[1].before).toBe(ratingOf(result, 'ada')!.history[0].after);
    expect(ratingOf(result, 'eve', 'LIMITED')!.rating).toBe(1596);
  });

  it('results of an unsanctioned event do not count', () => {
    expect(rated([weekly, kitchenTable]).ratings).toEqual(rated([weekly]).ratings);
  });

  it('continues from stored ratings and lists the ratings highest first per category', () => {
    const result = rated([draft], [{ player: 'eve', category: 'LIMITED', rating: 1800, matches: 30 }]);
    expect(ratingOf(result, 'eve', 'LIMITED')).toMatchObject({ matches: 31, rating: 1800 - 8 * winExpectancy(1800, 1600) });
    expect(result.ratings.map((r) => r.player)).toEqual(['eve', 'ada']);
  });

  it('refuses an unknown category, a bad K-factor and a bad stored rating', () => {
    const codes = [
      rateEvents([{ ...weekly, category: 'VINTAGE' as never }]),
      rateEvents([{ ...weekly, kFactor: 0 }]),
      rateEvents([], [{ player: 'x', category: 'LIMITED', rating: Number.NaN, matches: 0 }]),
    ].map((r) => isDciFailure(r) && r.error.code);
    expect(codes).toEqual(['INVALID_RATING_CATEGORY', 'INVALID_K_FACTOR', 'INVALID_RATING']);
  });
});

describe('DCI ratings: which K-value an event may use (Judge\'s Handbook 2006 App. D.3)', () => {
  it.each([
    ['casual', 4, 'REGULAR', false, 8],
    ['regular', 4, 'REGULAR', false, 16],
    ['competitive', 16, 'COMPETITIVE', false, 24],
    ['competitive', 15, 'COMPETITIVE', false, 'RATING_EVENT_TYPE_NOT_ALLOWED'],
    ['competitive', 40, 'REGULAR', false, 'RATING_EVENT_TYPE_NOT_ALLOWED'],
    ['professional', 32, 'PROFESSIONAL', false, 32],
    ['professional', 31, 'PROFESSIONAL', false, 'RATING_EVENT_TYPE_NOT_ALLOWED'],
    ['grand-prix', 900, 'COMPETITIVE', false, 'RATING_EVENT_TYPE_NOT_ALLOWED'],
    ['grand-prix', 900, 'COMPETITIVE', true, 40],
    ['pro-tour', 300, 'PROFESSIONAL', true, 48],
    ['mythic', 300, 'PROFESSIONAL', true, 'INVALID_RATING_EVENT_TYPE'],
  ] as const)('%s with %i players at %s REL (premier %s) → %s', (eventType, players, rel, premier, expected) => {
    const result = checkRatingEventType({ eventType: eventType as never, players, rel, premier });
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, kFactor: expected });
    else expect(isDciFailure(result) && result.error.code).toBe(expected);
  });
});
