import { ModeDefinition } from '../cards/card-definition';
import { castTargets, kickChangesTargets, kickChoices, kickedOnlyTargets, kicksChosen, kicksOf, targetsByNumber } from './kicker';

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

describe('targets of a kicked part (CR 702.33g)', () => {
  // Jilt: "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature."
  const creature = { kind: 'permanent' as const, filter: { types: ['Creature' as const] } };
  const jilt: ModeDefinition = {
    targets: [creature, { ...creature, filter: { ...creature.filter, another: true } }],
    effects: [
      { kind: 'return-to-hand', what: { target: 0 } },
      { kind: 'if-kicked', effects: [{ kind: 'damage', amount: 2, to: { target: 1 } }], join: 'sentence' },
    ],
  };
  // Vampire's Bite: the kicked part names only the spell's first target, which is chosen either way.
  const bite: ModeDefinition = {
    targets: [creature],
    effects: [
      { kind: 'pump', what: { target: 0 }, power: 3, toughness: 0 },
      { kind: 'if-kicked', effects: [{ kind: 'grant-until-end-of-turn', what: { target: 0 }, keywords: ['lifelink'] }], join: 'sentence' },
    ],
  };

  it('chooses the targets only the kicked part names only for a kicked spell', () => {
    expect(kickedOnlyTargets(jilt)).toEqual([1]);
    expect(castTargets(jilt, false)).toEqual([creature]);
    expect(castTargets(jilt, true)).toEqual(jilt.targets);
  });

  it('keeps a target the unkicked part also names', () => {
    expect(kickedOnlyTargets(bite)).toEqual([]);
    expect(castTargets(bite, false)).toEqual([creature]);
    expect(kickChangesTargets(bite)).toBe(false);
  });

  // "Destroy target nonblack creature. If this spell was kicked, instead destroy target creature." (CR 601.2c, 614.1a)
  const nonblack = { kind: 'permanent' as const, filter: { types: ['Creature' as const], notColors: ['B' as const] } };
  const instead: ModeDefinition = {
    targets: [nonblack, creature],
    effects: [{ kind: 'if-kicked', effects: [{ kind: 'destroy', what: { target: 1 } }], otherwise: [{ kind: 'destroy', what: { target: 0 } }], insteadFirst: true }],
  };

  it('chooses the kicked part\'s own target instead of the replaced part\'s for a kicked spell, numbered as the text names it', () => {
    expect(kickChangesTargets(instead)).toBe(true);
    expect(castTargets(instead, false)).toEqual([nonblack]);
    expect(castTargets(instead, true)).toEqual([creature]);
    expect(targetsByNumber(instead, true, ['the creature'])).toEqual([null, 'the creature']);
    expect(targetsByNumber(instead, false, ['the nonblack creature'])).toEqual(['the nonblack creature']);
    expect(targetsByNumber(jilt, true, ['first', 'second'])).toEqual(['first', 'second']);
  });
});
