import { creatureTypesOf, hasSubtype, shareCreatureType } from './subtypes';

const bear = { types: ['Creature'], subtypes: ['Bear'] };
const changeling = { types: ['Creature'], subtypes: ['Shapeshifter'], everyCreatureType: true };
const goblinEquipment = { types: ['Artifact', 'Creature'], subtypes: ['Goblin', 'Equipment'] };

describe('subtypes', () => {
  it('reads a creature\'s creature types without its artifact, enchantment or land types (CR 205.3m)', () => {
    expect(creatureTypesOf(goblinEquipment)).toEqual(['Goblin']);
    expect(creatureTypesOf({ types: ['Artifact'], subtypes: ['Equipment'] })).toEqual([]);
  });

  it('makes a changeling creature every creature type and nothing else (CR 702.73a, 205.3d)', () => {
    expect(hasSubtype(changeling, 'Goblin')).toBe(true);
    expect(hasSubtype(changeling, 'Shapeshifter')).toBe(true);
    expect(hasSubtype(changeling, 'Equipment')).toBe(false);
    expect(hasSubtype(changeling, 'Forest')).toBe(false);
    expect(hasSubtype(changeling, 'Arcane')).toBe(false);
    expect(hasSubtype(bear, 'Goblin')).toBe(false);
    // No longer a creature (an effect made it an artifact): no creature types (CR 205.1a).
    expect(hasSubtype({ ...changeling, types: ['Artifact'] }, 'Goblin')).toBe(false);
  });

  it('lets a changeling share a creature type with any creature that has one (Coat of Arms)', () => {
    expect(shareCreatureType(changeling, bear)).toBe(true);
    expect(shareCreatureType(bear, changeling)).toBe(true);
    expect(shareCreatureType(changeling, { ...changeling, subtypes: [] })).toBe(true);
    expect(shareCreatureType(changeling, { types: ['Creature'], subtypes: [] })).toBe(false);
    expect(shareCreatureType(bear, goblinEquipment)).toBe(false);
    expect(shareCreatureType(bear, { types: ['Creature'], subtypes: ['Bear', 'Warrior'] })).toBe(true);
  });
});
