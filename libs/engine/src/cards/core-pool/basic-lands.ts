import { CardDefinition } from '../card-definition';

function basicLand(name: string, subtype: string, color: string): CardDefinition {
  return {
    name,
    manaCost: null,
    supertypes: ['Basic'],
    types: ['Land'],
    subtypes: [subtype],
    keywords: [],
    abilities: [{ kind: 'mana', cost: { tap: true }, produce: color }],
  };
}

/** The five basic lands, each with its intrinsic mana ability (CR 305.6). */
export const BASIC_LANDS: CardDefinition[] = [
  basicLand('Plains', 'Plains', 'W'),
  basicLand('Island', 'Island', 'U'),
  basicLand('Swamp', 'Swamp', 'B'),
  basicLand('Mountain', 'Mountain', 'R'),
  basicLand('Forest', 'Forest', 'G'),
];
