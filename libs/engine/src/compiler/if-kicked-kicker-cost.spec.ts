// Outside rules/: it builds a card pool, which no file under rules/ may import (rules-imports.spec.ts).
import { CORE_CARD_POOL } from '../cards/card-pool';
import { checkCardText } from '../cards/card-text-checker';
import { runScenario } from '../scenario/scenario-runner';
import { Scenario } from '../scenario/scenario-types';
import { compileCard } from './compile-card';
import { oracleCardPool } from './oracle-card-pool';

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
