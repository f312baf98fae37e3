import type { CardDefinition } from './card-definition';

/**
 * What the engine calls a face-down object (CR 708.2a: it has no name): its references, the views
 * and the logs use this, so nothing in them tells which card it is.
 */
export const FACE_DOWN_NAME = 'Face-down creature';

/** CR 708.2a: a face-down permanent or spell is a 2/2 creature with no text, name, subtypes, colour or mana cost. */
export const FACE_DOWN_DEFINITION: CardDefinition = {
  name: FACE_DOWN_NAME,
  manaCost: null,
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [],
};

/** CR 702.37c: casting a card face down costs {3} instead of its mana cost. */
export const FACE_DOWN_COST = '{3}';
