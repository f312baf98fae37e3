/** Land types (CR 205.3i). */
export const LAND_TYPES = ['Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Power-Plant', 'Swamp', 'Tower', "Urza's"] as const;

/** Artifact types (CR 205.3g) and enchantment types (205.3h): subtypes a creature may carry that are not creature types. */
const ARTIFACT_AND_ENCHANTMENT_TYPES = ['Attraction', 'Blood', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Powerstone', 'Treasure', 'Vehicle', 'Aura', 'Background', 'Cartouche', 'Class', 'Curse', 'Rune', 'Saga', 'Shard', 'Shrine'] as const;

/** Spell types (CR 205.3k). */
const SPELL_TYPES = ['Adventure', 'Arcane', 'Lesson', 'Trap'] as const;

const NOT_CREATURE_TYPES: ReadonlySet<string> = new Set([...LAND_TYPES, ...ARTIFACT_AND_ENCHANTMENT_TYPES, ...SPELL_TYPES]);

/** What subtype checks read of an object: its types, subtypes and whether changeling makes it every creature type. */
export interface Subtyped {
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Changeling (CR 702.73a): the object is every creature type. */
  readonly everyCreatureType?: boolean;
}

/** The creature types of an object (CR 205.3m): a creature's subtypes, less an animated land's or artifact's own types. */
export function creatureTypesOf(object: Subtyped): string[] {
  return object.types.includes('Creature') ? object.subtypes.filter((t) => !NOT_CREATURE_TYPES.has(t)) : [];
}

/** A creature with changeling: every creature type, and only while it is a creature (CR 702.73a, 205.3d). */
function isEveryCreatureType(object: Subtyped): boolean {
  return object.everyCreatureType === true && object.types.includes('Creature');
}

/** Whether an object has a subtype, a changeling creature having every creature type (CR 702.73a). */
export function hasSubtype(object: Subtyped, subtype: string): boolean {
  return object.subtypes.includes(subtype) || (isEveryCreatureType(object) && !NOT_CREATURE_TYPES.has(subtype));
}

/** Whether two objects share a creature type (CR 205.3m): a changeling shares every one (CR 702.73a). */
export function shareCreatureType(a: Subtyped, b: Subtyped): boolean {
  if (isEveryCreatureType(a)) return isEveryCreatureType(b) || creatureTypesOf(b).length > 0;
  if (isEveryCreatureType(b)) return creatureTypesOf(a).length > 0;
  const ofB = creatureTypesOf(b);
  return creatureTypesOf(a).some((t) => ofB.includes(t));
}
