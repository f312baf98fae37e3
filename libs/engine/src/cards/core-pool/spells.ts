import { CardDefinition, SpellDefinition } from '../card-definition';

function spell(
  name: string,
  manaCost: string,
  type: 'Instant' | 'Sorcery',
  resolution: SpellDefinition,
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return { name, manaCost, supertypes: [], types: [type], subtypes: [], keywords: [], abilities: [], spell: resolution, ...extra };
}

/** Instants and sorceries of the core pool (core-pool.md). */
export const SPELLS: CardDefinition[] = [
  spell('Lightning Bolt', '{R}', 'Instant', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }],
  }),
  spell('Shock', '{R}', 'Instant', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 2, to: { target: 0 } }],
  }),
  spell('Lightning Helix', '{R}{W}', 'Instant', {
    targets: [{ kind: 'any' }],
    effects: [
      { kind: 'damage', amount: 3, to: { target: 0 } },
      { kind: 'gain-life', amount: 3, who: 'you' },
    ],
  }),
  spell('Blaze', '{X}{R}', 'Sorcery', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 'X', to: { target: 0 } }],
  }),
  spell('Pyroclasm', '{1}{R}', 'Sorcery', {
    targets: [],
    effects: [{ kind: 'damage', amount: 2, to: 'each-creature' }],
  }),
  spell('Giant Growth', '{G}', 'Instant', {
    targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
    effects: [{ kind: 'pump', what: { target: 0 }, power: 3, toughness: 3 }],
  }),
  spell('Counterspell', '{U}{U}', 'Instant', {
    targets: [{ kind: 'spell' }],
    effects: [{ kind: 'counter', what: { target: 0 } }],
  }),
  spell('Mana Leak', '{1}{U}', 'Instant', {
    targets: [{ kind: 'spell' }],
    effects: [{ kind: 'counter', what: { target: 0 }, unlessPays: '{3}' }],
  }),
  spell('Unsummon', '{U}', 'Instant', {
    targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
    effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
  }),
  spell('Divination', '{2}{U}', 'Sorcery', { targets: [], effects: [{ kind: 'draw', count: 2, who: 'you' }] }),
  spell('Time Walk', '{1}{U}', 'Sorcery', { targets: [], effects: [{ kind: 'extra-turn' }] }),
  spell('Doom Blade', '{1}{B}', 'Instant', {
    targets: [{ kind: 'permanent', filter: { types: ['Creature'], notColors: ['B'] } }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell('Murder', '{1}{B}{B}', 'Instant', {
    targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell(
    'Duress',
    '{B}',
    'Sorcery',
    { targets: [{ kind: 'opponent' }], effects: [{ kind: 'reveal-hand-you-choose-discard', who: { target: 0 }, filter: 'noncreature-nonland' }] },
  ),
  spell('Mind Rot', '{2}{B}', 'Sorcery', {
    targets: [{ kind: 'player' }],
    effects: [{ kind: 'discard', count: 2, who: { target: 0 } }],
  }),
  spell('Dark Ritual', '{B}', 'Instant', { targets: [], effects: [{ kind: 'add-mana', mana: 'BBB' }] }),
  spell("Wrath of God", '{2}{W}{W}', 'Sorcery', {
    targets: [],
    effects: [{ kind: 'destroy', what: 'all-creatures', noRegeneration: true }],
  }),
  spell('Disenchant', '{1}{W}', 'Instant', {
    targets: [{ kind: 'permanent', filter: { types: ['Artifact', 'Enchantment'] } }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell('Fog', '{G}', 'Instant', {
    targets: [],
    effects: [{ kind: 'prevent-all-combat-damage' }],
  }),
  spell('Regrowth', '{1}{G}', 'Sorcery', {
    targets: [{ kind: 'card-in-your-graveyard' }],
    effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
  }),
  spell(
    'Threaten',
    '{2}{R}',
    'Sorcery',
    {
      targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [
        { kind: 'untap', what: { target: 0 } },
        { kind: 'gain-control-until-end-of-turn', what: { target: 0 } },
        { kind: 'grant-until-end-of-turn', what: { target: 0 }, keywords: ['haste'], join: 'sentence' },
      ],
    },
  ),
  spell('Stone Rain', '{2}{R}', 'Sorcery', {
    targets: [{ kind: 'permanent', filter: { types: ['Land'] } }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell(
    'Burst Lightning',
    '{R}',
    'Instant',
    { targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: { kicked: 4, otherwise: 2 }, to: { target: 0 } }] },
    { kicker: '{4}' },
  ),
  spell('Think Twice', '{1}{U}', 'Instant', { targets: [], effects: [{ kind: 'draw', count: 1, who: 'you' }] }, { flashback: '{2}{U}' }),
  spell(
    'Renewed Faith',
    '{2}{W}',
    'Instant',
    { targets: [], effects: [{ kind: 'gain-life', amount: 6, who: 'you' }] },
    {
      layout: ['spell', { ability: 0 }, { ability: 1 }],
      abilities: [
        {
          kind: 'activated',
          keyword: 'cycling',
          cost: { mana: '{1}{W}', discardSelf: true },
          targets: [],
          effects: [{ kind: 'draw', count: 1, who: 'you' }],
          fromHand: true,
        },
        {
          kind: 'triggered',
          trigger: { event: 'cycled' },
          targets: [],
          effects: [{ kind: 'may', effects: [{ kind: 'gain-life', amount: 2, who: 'you' }] }],
        },
      ],
    },
  ),
];
