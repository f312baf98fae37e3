import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CardDefinition } from './card-definition';
import { CARD_POOL, cardDefinition, isKnownCard } from './card-pool';
import { loadDefaultCardDatabase } from '@arbiter/cards';
import { describeCard } from '../text/describe-card';
import { normalizeOracleText } from '../text/oracle-normalize';
import { checkCardText } from './card-text-checker';

interface ReferenceCard {
  name: string;
  cost: string;
  type: string;
  pt: string | null;
  text: string;
}

/** The tables of core-pool.md (a copy of the shared spec kept beside the cards). */
function referenceCards(): ReferenceCard[] {
  const md = readFileSync(join(__dirname, 'core-pool.md'), 'utf8');
  const cards: ReferenceCard[] = [];
  let columns: string[] = [];
  for (const line of md.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells[0] === 'name') {
      columns = cells;
      continue;
    }
    if (cells[0].startsWith('---')) continue;
    const get = (col: string) => cells[columns.indexOf(col)];
    cards.push({ name: get('name'), cost: get('cost'), type: get('type'), pt: columns.includes('P/T') ? get('P/T') : null, text: get('rules text') });
  }
  return cards;
}

function typeLine(def: CardDefinition): string {
  const left = [...def.supertypes, ...def.types].join(' ');
  return def.subtypes.length ? `${left} — ${def.subtypes.join(' ')}` : left;
}

const REFERENCE = referenceCards();

describe('core pool definitions match core-pool.md', () => {
  it('lists every card of the reference tables plus the five basic lands', () => {
    expect(REFERENCE.length).toBeGreaterThan(70);
    for (const name of ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']) expect(isKnownCard(name)).toBe(true);
    expect(REFERENCE.filter((c) => !isKnownCard(c.name)).map((c) => c.name)).toEqual([]);
  });

  it.each(REFERENCE.map((c) => [c.name, c]))('%s: cost, type line and P/T', (_name, ref) => {
    const def = cardDefinition(ref.name);
    // A land has no mana cost: an empty cell.
    expect(def.manaCost).toBe(ref.cost === '' ? null : ref.cost);
    expect(typeLine(def)).toBe(ref.type);
    if (ref.pt !== null) expect(`${def.power}/${def.toughness}`).toBe(ref.pt);
  });
});

const database = loadDefaultCardDatabase();

function oracle(name: string): string {
  const card = database.card(name);
  if (!card) throw new Error(`${name} is not in the card database`);
  return card.faces[0].text ?? '';
}

describe('ENGINE-DESIGN 9: every definition renders its Oracle text exactly (the round trip)', () => {
  it.each(Object.keys(CARD_POOL).map((n) => [n]))('%s', (name) => {
    expect(checkCardText(cardDefinition(name), oracle(name))).toEqual([]);
  });
});

describe('the text is rendered from the structure alone', () => {
  const cases: [string, CardDefinition, string][] = [
    [
      'a damage amount',
      { ...cardDefinition('Shock'), spell: { targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }] } },
      'Shock deals 3 damage to any target.',
    ],
    [
      'a target filter',
      { ...cardDefinition('Doom Blade'), spell: { targets: [{ kind: 'permanent', filter: { types: ['Creature'], notColors: ['G'] } }], effects: [{ kind: 'destroy', what: { target: 0 } }] } },
      'Destroy target nongreen creature.',
    ],
    ['a keyword', { ...cardDefinition('Serra Angel'), keywords: ['flying', 'trample'] }, 'Flying, trample'],
    ['a kicker cost', { ...cardDefinition('Burst Lightning'), kicker: '{3}' }, 'Kicker {3}\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.'],
    ['a fading number', { ...cardDefinition('Blastoderm'), fading: 2 }, 'Shroud\nFading 2'],
    ['a colour choice made a fixed colour', { ...cardDefinition('Selesnya Guildgate'), abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'G' }] }, 'Selesnya Guildgate enters the battlefield tapped.\n{T}: Add {G}.'],
    ['a missing triggered ability', { ...cardDefinition('Soul Warden'), abilities: [] }, ''],
    [
      'a trigger condition',
      {
        ...cardDefinition('Howling Mine'),
        abilities: [{ kind: 'triggered', trigger: { event: 'beginning-of-step', step: 'draw', whose: 'yours' }, targets: [], effects: [{ kind: 'draw', count: 2, who: 'you' }] }],
      },
      'At the beginning of your draw step, draw two cards.',
    ],
    ['a static P/T change', { ...cardDefinition('Holy Strength'), abilities: [{ kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'enchanted' }, power: 2, toughness: -1 } }] }, 'Enchant creature\nEnchanted creature gets +2/-1.'],
    ['a prevention direction', { ...cardDefinition('Pacifism'), abilities: [{ kind: 'static', effect: { kind: 'prevent-damage', affected: { kind: 'enchanted' }, direction: 'by', combat: true } }] }, 'Enchant creature\nPrevent all combat damage that would be dealt by enchanted creature.'],
    ['what an Aura enchants', { ...cardDefinition('Holy Strength'), enchant: { types: ['Land'] } }, 'Enchant land\nEnchanted land gets +1/+2.'],
    ['an enchant filter', { ...cardDefinition('Holy Strength'), enchant: { types: ['Artifact', 'Creature'], controller: 'you' } }, 'Enchant artifact or creature you control\nEnchanted permanent gets +1/+2.'],
  ];
  it.each(cases)('%s changes the text', (_label, def, expected) => {
    expect(describeCard(def)).toBe(expected);
    expect(checkCardText(def, oracle(def.name))).not.toEqual([]);
  });

  it('reports the line that differs', () => {
    const def = { ...cardDefinition('Blastoderm'), fading: 2 };
    expect(checkCardText(def, oracle('Blastoderm'))).toEqual(['line 2: Oracle "Fading 3", definition renders "Fading 2"']);
  });

  it('stores no rules text in any definition', () => {
    for (const def of Object.values(CARD_POOL)) expect(Object.keys(def)).not.toContain('text');
  });
});

describe('the round-trip normalization', () => {
  it('drops reminder text and the lines it leaves empty', () => {
    expect(normalizeOracleText('({T}: Add {G}.)')).toBe('');
    expect(normalizeOracleText('Flying (This creature can\'t be blocked.)\nTrample')).toBe('Flying\nTrample');
  });
});
