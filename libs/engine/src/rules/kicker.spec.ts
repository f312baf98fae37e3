import { ModeDefinition } from '../cards/card-definition';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { checkCardText } from '../cards/card-text-checker';
import { compileCard } from '../compiler/compile-card';
import { oracleCardPool } from '../compiler/oracle-card-pool';
import { runScenario } from '../scenario/scenario-runner';
import { Scenario } from '../scenario/scenario-types';
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

describe('a spell\'s part "if this spell was kicked with its [A] kicker" (CR 702.33d-e)', () => {
  // Illuminate's Oracle text ends "… {3}{U} kicker, you draw X cards." (its one spell of the template); the engine renders
  // "draw X cards" there, so this pool reads that wording and plays which-kicker parts of a spell as the card means them.
  const illuminate = {
    name: 'Illuminate',
    layout: 'normal',
    manaCost: '{X}{R}',
    supertypes: [],
    types: ['Sorcery'],
    subtypes: [],
    text: 'Kicker {2}{R} and/or {3}{U} (You may pay an additional {2}{R} and/or {3}{U} as you cast this spell.)\nIlluminate deals X damage to target creature. If this spell was kicked with its {2}{R} kicker, it deals X damage to that creature\'s controller. If this spell was kicked with its {3}{U} kicker, draw X cards.',
  };
  const cards = oracleCardPool('kicker-which-cost-spec', (name) => (name === 'Illuminate' ? illuminate : undefined), CORE_CARD_POOL);
  const scenario = (kicked: string[] | undefined, expected: Scenario['expect']): Scenario => ({
    name: `Illuminate kicked with ${JSON.stringify(kicked ?? [])}`,
    cr: ['702.33d', '702.33e'],
    seed: 70233,
    start: {
      turn: 5,
      active: 'A',
      step: 'precombat-main',
      players: {
        A: { hand: ['Illuminate'], library: ['Forest', 'Forest', 'Forest'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
        B: { battlefield: [{ card: 'Grizzly Bears', sick: false }] },
      },
    },
    script: [{ player: 'A', do: 'cast', card: 'Illuminate', x: 2, targets: ['B:Grizzly Bears'], ...(kicked ? { kicked } : {}) }, { do: 'resolve' }],
    expect: expected,
  });

  it('compiles the which-kicker parts to the index of the kicker cost and renders them back', () => {
    const compiled = compileCard(illuminate);
    if (!compiled.ok) throw new Error(compiled.reason);
    expect(compiled.definition.spell?.effects.slice(1)).toMatchObject([
      { kind: 'if-kicked', kickerCost: 0, selfIsIt: true },
      { kind: 'if-kicked', kickerCost: 1, effects: [{ kind: 'draw' }] },
    ]);
    expect(checkCardText(compiled.definition, illuminate.text)).toEqual([]);
    // A kicker cost the card doesn't have, or a which-kicker part on a card with one kicker, does not compile.
    expect(compileCard({ ...illuminate, text: illuminate.text.replace('with its {3}{U} kicker', 'with its {1}{U} kicker') }).ok).toBe(false);
    expect(compileCard({ ...illuminate, text: 'Kicker {2}{R}\nIlluminate deals X damage to target creature. If this spell was kicked with its {2}{R} kicker, draw X cards.' }).ok).toBe(false);
  });

  it.each([
    [undefined, { players: { A: { handCount: 0 }, B: { life: 20 } } }],
    [['{2}{R}'], { players: { A: { handCount: 0 }, B: { life: 18 } } }],
    [['{3}{U}'], { players: { A: { handCount: 2 }, B: { life: 20 } } }],
    [['{2}{R}', '{3}{U}'], { players: { A: { handCount: 2 }, B: { life: 18 } } }],
  ] as [string[] | undefined, Scenario['expect']][])('kicked with %j: only the parts of the kicker costs paid happen', (kicked, expected) => {
    const outcome = runScenario(scenario(kicked, expected), 'kicker.spec.ts', cards);
    expect(outcome.failures).toEqual([]);
  });
});
