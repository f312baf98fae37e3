/** Land types (CR 205.3i). */
export const LAND_TYPES = ['Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Power-Plant', 'Swamp', 'Tower', "Urza's"] as const;

/** Artifact types (CR 205.3g) and enchantment types (205.3h): subtypes a creature may carry that are not creature types. */
const ARTIFACT_AND_ENCHANTMENT_TYPES = ['Attraction', 'Blood', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Powerstone', 'Treasure', 'Vehicle', 'Aura', 'Background', 'Cartouche', 'Class', 'Curse', 'Rune', 'Saga', 'Shard', 'Shrine'] as const;

const NOT_CREATURE_TYPES: ReadonlySet<string> = new Set([...LAND_TYPES, ...ARTIFACT_AND_ENCHANTMENT_TYPES]);

/** The creature types of an object (CR 205.3m): a creature's subtypes, less an animated land's or artifact's own types. */
export function creatureTypesOf(object: { types: readonly string[]; subtypes: readonly string[] }): string[] {
  return object.types.includes('Creature') ? object.subtypes.filter((t) => !NOT_CREATURE_TYPES.has(t)) : [];
}
