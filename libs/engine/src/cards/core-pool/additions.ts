import { CardDefinition } from '../card-definition';

/**
 * Cards beyond the minimum pool, added for rules the minimum pool never exercises: layer 7d
 * switching (CR 613.4d), "enters tapped" (CR 614.1c) and ordering prevention against
 * replacement effects (CR 616.1). Listed under "Additions" in core-pool.md.
 */
export const ADDITIONAL_CARDS: CardDefinition[] = [
  {
    name: 'Inside Out',
    manaCost: '{1}{U/R}',
    supertypes: [],
    types: ['Instant'],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: {
      targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [
        { kind: 'switch-pt-until-end-of-turn', what: { target: 0 } },
        { kind: 'draw', count: 1, who: 'you', join: 'line' },
      ],
    },
  },
  {
    name: 'Bandage',
    manaCost: '{W}',
    supertypes: [],
    types: ['Instant'],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: {
      targets: [{ kind: 'any' }],
      effects: [
        { kind: 'prevent-next-damage', amount: 1, to: { target: 0 } },
        { kind: 'draw', count: 1, who: 'you', join: 'line' },
      ],
    },
  },
  {
    name: 'Selesnya Guildgate',
    manaCost: null,
    supertypes: [],
    types: ['Land'],
    subtypes: ['Gate'],
    keywords: [],
    abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'GW', oneOf: true }],
    entersTapped: true,
  },
];
