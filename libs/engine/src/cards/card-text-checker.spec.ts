import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CardDefinition } from './card-definition';
import { CARD_POOL, cardDefinition, isKnownCard } from './card-pool';
import { checkCardText, keywordsInText } from './card-text-checker';

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

  it.each(REFERENCE.map((c) => [c.name, c]))('%s: cost, type line, P/T and exact rules text', (_name, ref) => {
    const def = cardDefinition(ref.name);
    // A land has no mana cost: an empty cell.
    expect(def.manaCost).toBe(ref.cost === '' ? null : ref.cost);
    expect(typeLine(def)).toBe(ref.type);
    if (ref.pt !== null) expect(`${def.power}/${def.toughness}`).toBe(ref.pt);
    expect(def.text).toBe(ref.text);
  });
});

describe('ENGINE-DESIGN 9: every definition agrees with its rules text', () => {
  it.each(Object.keys(CARD_POOL).map((n) => [n]))('%s', (name) => {
    expect(checkCardText(cardDefinition(name))).toEqual([]);
  });
});

describe('the checker catches disagreements', () => {
  const angel = cardDefinition('Serra Angel');
  const cases: [string, CardDefinition, string][] = [
    ['a keyword in the text but not in the definition', { ...angel, keywords: ['flying'] }, 'keywords'],
    ['a keyword in the definition but not in the text', { ...angel, keywords: ['flying', 'vigilance', 'trample'] }, 'keywords'],
    ['a wrong kicker cost', { ...cardDefinition('Burst Lightning'), kicker: '{3}' }, 'kicker'],
    ['a missing flashback', { ...cardDefinition('Think Twice'), flashback: undefined }, 'flashback'],
    ['a missing triggered ability', { ...cardDefinition('Soul Warden'), abilities: [] }, 'triggered abilities'],
    ['a missing activated ability', { ...cardDefinition('Prodigal Sorcerer'), abilities: [] }, 'activated abilities'],
    [
      'a wrong damage amount',
      { ...cardDefinition('Shock'), spell: { targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }] } },
      'deals 2 damage',
    ],
    ['a wrong fading number', { ...cardDefinition('Blastoderm'), fading: 2 }, 'fading'],
    ['an "enters tapped" land without the replacement', { ...cardDefinition('Selesnya Guildgate'), entersTapped: undefined }, 'enters tapped'],
    [
      'a choice of colours made a fixed colour',
      { ...cardDefinition('Selesnya Guildgate'), abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'G' }] },
      'Add {G} or {W}',
    ],
    [
      'a switch that is missing',
      { ...cardDefinition('Inside Out'), spell: { targets: [{ kind: 'creature' }], effects: [{ kind: 'draw', count: 1, who: 'you' }] } },
      'switching power and toughness',
    ],
    [
      'a wrong prevention amount',
      { ...cardDefinition('Bandage'), spell: { targets: [{ kind: 'any' }], effects: [{ kind: 'prevent-next-damage', amount: 2, to: { target: 0 } }, { kind: 'draw', count: 1, who: 'you' }] } },
      'prevent the next 1 damage',
    ],
  ];
  it.each(cases)('%s', (_label, def, expected) => {
    expect(checkCardText(def).join('\n')).toContain(expected);
  });

  it('reads keyword lines but not ordinary sentences', () => {
    expect(keywordsInText('First strike; protection from black').keywords).toEqual(['first strike', 'protection from black']);
    expect(keywordsInText('Target creature gets +3/+3 until end of turn.').keywords).toEqual([]);
    expect(keywordsInText('Kicker {4}. Burst Lightning deals 2 damage to any target.').kicker).toBe('{4}');
  });
});
