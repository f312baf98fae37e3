import { CardDefinition } from './card-definition';
import { rewriteDefinitionText } from './definition-text-rewrite';

const terror: CardDefinition = {
  name: 'Terror',
  manaCost: '{1}{B}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: { targets: [{ kind: 'permanent', filter: { types: ['Creature'], notTypes: ['Artifact'], notColors: ['B'] } }], effects: [{ kind: 'destroy', what: { target: 0 }, noRegenerate: true }] },
} as unknown as CardDefinition;

const forest: CardDefinition = { name: 'Forest', manaCost: null, supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], keywords: [], abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'G' }] };

const tundra: CardDefinition = { name: 'Tundra', manaCost: null, supertypes: [], types: ['Land'], subtypes: ['Plains', 'Island'], keywords: [], abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'WU', oneOf: true }] };

describe('rewriteDefinitionText (CR 612.1-612.2)', () => {
  it('changes a colour word used as a colour in a filter: "nonblack creature" becomes "nongreen creature"', () => {
    const changed = rewriteDefinitionText(terror, { kind: 'color', from: 'B', to: 'G' });
    expect(changed.spell!.targets[0]).toEqual({ kind: 'permanent', filter: { types: ['Creature'], notTypes: ['Artifact'], notColors: ['G'] } });
    // The card's own colours come from its mana cost, not its text; the source is untouched.
    expect(changed.manaCost).toBe('{1}{B}');
    expect(terror.spell!.targets[0]).toEqual({ kind: 'permanent', filter: { types: ['Creature'], notTypes: ['Artifact'], notColors: ['B'] } });
  });

  it('returns the same definition, shared, when the text has no such word', () => {
    expect(rewriteDefinitionText(terror, { kind: 'color', from: 'R', to: 'G' })).toBe(terror);
    expect(rewriteDefinitionText(terror, { kind: 'land-type', from: 'Forest', to: 'Island' })).toBe(terror);
  });

  it('changes landwalk and protection keywords', () => {
    const knight: CardDefinition = { name: 'Black Knight', manaCost: '{B}{B}', supertypes: [], types: ['Creature'], subtypes: ['Human', 'Knight'], power: 2, toughness: 2, keywords: ['first strike', 'protection from white', 'forestwalk', 'snow swampwalk'], abilities: [] };
    expect(rewriteDefinitionText(knight, { kind: 'color', from: 'W', to: 'R' }).keywords).toEqual(['first strike', 'protection from red', 'forestwalk', 'snow swampwalk']);
    expect(rewriteDefinitionText(knight, { kind: 'land-type', from: 'Forest', to: 'Island' }).keywords).toEqual(['first strike', 'protection from white', 'islandwalk', 'snow swampwalk']);
    expect(rewriteDefinitionText(knight, { kind: 'land-type', from: 'Swamp', to: 'Plains' }).keywords).toEqual(['first strike', 'protection from white', 'forestwalk', 'snow plainswalk']);
    // CR 612.2: never the name, even one holding a colour word.
    expect(rewriteDefinitionText(knight, { kind: 'color', from: 'B', to: 'W' })).toBe(knight);
  });

  it("changes a land's type line and the mana ability its basic land type gives it (CR 305.6)", () => {
    const island = rewriteDefinitionText(forest, { kind: 'land-type', from: 'Forest', to: 'Island' });
    expect(island.name).toBe('Forest');
    expect(island.subtypes).toEqual(['Island']);
    expect(island.abilities).toEqual([{ kind: 'mana', cost: { tap: true }, produce: 'U' }]);
    // Mana symbols are no words: a colour change leaves {G} alone.
    expect(rewriteDefinitionText(forest, { kind: 'color', from: 'G', to: 'U' })).toBe(forest);
  });

  it('a dual land whose two types become one taps for that one colour', () => {
    const changed = rewriteDefinitionText(tundra, { kind: 'land-type', from: 'Plains', to: 'Island' });
    expect(changed.subtypes).toEqual(['Island']);
    expect(changed.abilities).toEqual([{ kind: 'mana', cost: { tap: true }, produce: 'U' }]);
  });

  it('leaves a printed mana ability that is not the land type\'s own', () => {
    const elves: CardDefinition = { name: 'Llanowar Elves', manaCost: '{G}', supertypes: [], types: ['Creature'], subtypes: ['Elf', 'Druid'], power: 1, toughness: 1, keywords: [], abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'G' }] };
    expect(rewriteDefinitionText(elves, { kind: 'land-type', from: 'Forest', to: 'Island' })).toBe(elves);
  });

  it('changes land types and colours in abilities: "Swamp you control", a white token', () => {
    const def: CardDefinition = {
      name: 'Test Permanent',
      manaCost: '{3}',
      supertypes: [],
      types: ['Artifact'],
      subtypes: [],
      keywords: [],
      abilities: [
        { kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'group', filter: { types: ['Creature'], colors: ['W'] } }, power: 1, toughness: 1 } },
        { kind: 'activated', cost: { mana: '{1}', sacrifice: { subtypes: ['Swamp'], controller: 'you' } }, targets: [], effects: [{ kind: 'create-tokens', count: 1, token: { power: 1, toughness: 1, colors: ['W'], subtypes: ['Soldier'], keywords: [] } }] },
      ],
    } as unknown as CardDefinition;
    const colour = rewriteDefinitionText(def, { kind: 'color', from: 'W', to: 'U' });
    expect(JSON.stringify(colour.abilities)).toBe(JSON.stringify(def.abilities).split('["W"]').join('["U"]'));
    const land = rewriteDefinitionText(def, { kind: 'land-type', from: 'Swamp', to: 'Mountain' });
    expect(JSON.stringify(land.abilities)).toBe(JSON.stringify(def.abilities).replace('"Swamp"', '"Mountain"'));
    // The unchanged ability is shared.
    expect(land.abilities[0]).toBe(def.abilities[0]);
  });
});
