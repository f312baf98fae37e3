import { kickChoices, kicksChosen, kicksOf } from './kicker';

const one = { name: 'Burst Lightning', kicker: '{4}' };
const two = { name: 'Stormscape Battlemage', kicker: '{W}', secondKicker: '{2}{B}' };
const multi = { name: 'Gnarlid Pack', kicker: '{1}{G}', multikicker: true as const };

describe('kicker choices (CR 702.33a-d)', () => {
  it('pays one kicker once, each of two kicker costs at most once, and multikicker any number of times', () => {
    expect(kicksChosen(one, true)).toEqual([0]);
    expect(kicksChosen(one, undefined)).toEqual([]);
    expect(kicksChosen(one, 2)).toBe('Burst Lightning has no multikicker');
    expect(kicksChosen(two, ['{2}{B}'])).toEqual([1]);
    expect(kicksChosen(two, ['{2}{B}', '{W}'])).toEqual([0, 1]);
    expect(typeof kicksChosen(two, ['{W}', '{W}'])).toBe('string');
    expect(typeof kicksChosen(two, true)).toBe('string');
    expect(kicksChosen(multi, 3)).toEqual([0, 0, 0]);
    expect(kicksChosen({ name: 'Grizzly Bears' }, true)).toBe('Grizzly Bears has no kicker');
  });

  it('offers each choice in the decision vocabulary', () => {
    expect(kickChoices(one, 8)).toEqual([true]);
    expect(kickChoices(two, 8)).toEqual([['{W}'], ['{2}{B}'], ['{W}', '{2}{B}']]);
    expect(kickChoices(multi, 3)).toEqual([1, 2, 3]);
  });

  it('reads a stack item kicked once with its only kicker as one kick', () => {
    expect(kicksOf({ kicked: true })).toEqual([0]);
    expect(kicksOf({ kicked: false })).toEqual([]);
    expect(kicksOf({ kicked: true, kicks: [0, 0] })).toEqual([0, 0]);
  });
});
