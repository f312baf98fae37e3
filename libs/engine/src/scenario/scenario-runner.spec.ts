import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { oracleCardPool } from '../compiler/oracle-card-pool';
import { runScenario } from './scenario-runner';
import { Scenario } from './scenario-types';

const ROOT = join(__dirname, '..', '..', 'scenarios');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) return jsonFiles(full);
      return entry.endsWith('.json') ? [full] : [];
    });
}

const files = jsonFiles(ROOT);

// Scenario files may use any playable card of the card database (engine-cards.md), as the CLI runner does.
let database: ReturnType<typeof loadDefaultCardDatabase> | undefined;
const cards = oracleCardPool(
  'database',
  (name) => {
    database ??= loadDefaultCardDatabase();
    const card = database.card(name);
    if (!card) return undefined;
    const f = card.faces[0];
    return { name: card.name, layout: card.layout, manaCost: f.manaCost, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: f.text };
  },
  CORE_CARD_POOL,
);

describe('engine scenarios (libs/engine/scenarios, engine-scenarios.md)', () => {
  it('has scenario files to run', () => {
    expect(files.length).toBeGreaterThanOrEqual(120);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s', (_name, file) => {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
    const outcome = runScenario(scenario, file, cards);
    expect(outcome.failures).toEqual([]);
  });
});

describe('edition pairs (engine-scenarios.md Additions: "rules" and "pair")', () => {
  const paired = files.map((file) => ({ file, scenario: JSON.parse(readFileSync(file, 'utf8')) as Scenario })).filter((f) => f.scenario.pair !== undefined);

  it('has pairs of files checking the 2006 edition against today\'s rules', () => {
    expect(paired.filter((f) => f.scenario.rules === '2006').length).toBeGreaterThanOrEqual(1);
  });

  it.each(paired.map((f) => [relative(ROOT, f.file), f]))('%s names its pair, which names it back under the other edition', (_name, { file, scenario }) => {
    const other = join(dirname(file), scenario.pair!);
    const pair = JSON.parse(readFileSync(other, 'utf8')) as Scenario;
    expect(join(dirname(other), pair.pair ?? '')).toBe(file);
    expect(pair.rules ?? 'current').not.toBe(scenario.rules ?? 'current');
  });
});

describe('scenario runner strictness', () => {
  const base: Scenario = {
    name: 'runner self-test',
    start: { turn: 3, active: 'A', step: 'precombat-main', players: { A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: {} } },
    script: [{ player: 'A', do: 'cast', card: 'Shock', targets: ['B'] }, { do: 'resolve' }],
    expect: { players: { B: { life: 18 } } },
  };

  it('passes a correct scenario', () => {
    expect(runScenario(base, 'self-test').passed).toBe(true);
  });

  it('fails a wrong expectation with a message naming it', () => {
    const outcome = runScenario({ ...base, expect: { players: { B: { life: 17 } } } }, 'self-test');
    expect(outcome.passed).toBe(false);
    expect(outcome.failures[0]).toContain('players.B.life is 18, expected 17');
  });

  it('fails when the engine is not asking that player', () => {
    const outcome = runScenario({ ...base, script: [{ player: 'B', do: 'cast', card: 'Shock', targets: ['A'] }] }, 'self-test');
    expect(outcome.passed).toBe(false);
  });

  it('fails an "illegal" step that the engine accepts', () => {
    const outcome = runScenario({ ...base, script: [{ player: 'A', do: 'cast', card: 'Shock', targets: ['B'], illegal: true }] }, 'self-test');
    expect(outcome.passed).toBe(false);
  });

  it('accepts an illegal decision marked illegal and goes on', () => {
    const outcome = runScenario(
      { ...base, script: [{ player: 'A', do: 'cast', card: 'Shock', targets: ['B'], x: 2, illegal: true }, ...(base.script ?? [])] },
      'self-test',
    );
    expect(outcome.failures).toEqual([]);
  });

  it('reports an unknown card in the start as a failure, not a crash', () => {
    const outcome = runScenario({ ...base, start: { players: { A: { hand: ['Black Lotus'] } } } }, 'self-test');
    expect(outcome.failures[0]).toContain('unknown card');
  });

  it('plays a file\'s own test cards and refuses malformed ones with the path of the problem', () => {
    const bolt = { name: 'Test Bolt', manaCost: '{R}', supertypes: [], types: ['Instant' as const], subtypes: [], keywords: [], abilities: [], spell: { targets: [{ kind: 'any' as const }], effects: [{ kind: 'damage' as const, amount: 5, to: { target: 0 } }] } };
    const withCard: Scenario = { ...base, testCards: [bolt], start: { ...base.start, players: { A: { hand: ['Test Bolt'], battlefield: ['Mountain'] }, B: {} } }, script: [{ player: 'A', do: 'cast', card: 'Test Bolt', targets: ['B'] }, { do: 'resolve' }], expect: { players: { B: { life: 15 } } } };
    expect(runScenario(withCard, 'self-test').failures).toEqual([]);
    const broken = runScenario({ ...withCard, testCards: [{ ...bolt, spell: { ...bolt.spell, effects: [{ kind: 'damage' as const, amount: 5, to: { target: 3 } }] } }] }, 'self-test');
    expect(broken.failures[0]).toContain('testCards[0]: spell.effects[0].to.target: no target number 3');
  });

  describe('a forced single-option choice (Duress with one legal card)', () => {
    const duress = (script: Scenario['script']): Scenario => ({
      name: 'forced choice',
      start: {
        turn: 5,
        active: 'A',
        step: 'precombat-main',
        players: { A: { hand: ['Duress'], battlefield: ['Swamp'] }, B: { hand: ['Counterspell', 'Grizzly Bears'] } },
      },
      script: [{ player: 'A', do: 'cast', card: 'Duress', targets: ['B'] }, { do: 'resolve' }, ...(script ?? [])],
      expect: { graveyard: { B: ['Counterspell'] }, hand: { B: ['Grizzly Bears'] }, stack: [] },
    });

    it('is answered by the runner when the script does not answer it', () => {
      expect(runScenario(duress([]), 'self-test').failures).toEqual([]);
    });

    it('is left to the script when its next step answers it', () => {
      expect(runScenario(duress([{ player: 'A', do: 'choose', choice: ['Counterspell'] }]), 'self-test').failures).toEqual([]);
    });

    it('still checks the answer the script gives', () => {
      const outcome = runScenario(duress([{ player: 'A', do: 'choose', choice: ['Grizzly Bears'] }]), 'self-test');
      expect(outcome.passed).toBe(false);
      expect(outcome.failures[0]).toContain('was refused');
    });
  });
});
