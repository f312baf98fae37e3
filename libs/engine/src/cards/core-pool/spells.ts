import { CardDefinition, SpellDefinition } from '../card-definition';

function spell(
  name: string,
  manaCost: string,
  type: 'Instant' | 'Sorcery',
  text: string,
  resolution: SpellDefinition,
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return { name, manaCost, supertypes: [], types: [type], subtypes: [], text, keywords: [], abilities: [], spell: resolution, ...extra };
}

/** Instants and sorceries of the core pool (core-pool.md). */
export const SPELLS: CardDefinition[] = [
  spell('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }],
  }),
  spell('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 2, to: { target: 0 } }],
  }),
  spell('Lightning Helix', '{R}{W}', 'Instant', 'Lightning Helix deals 3 damage to any target and you gain 3 life.', {
    targets: [{ kind: 'any' }],
    effects: [
      { kind: 'damage', amount: 3, to: { target: 0 } },
      { kind: 'gain-life', amount: 3, who: 'you' },
    ],
  }),
  spell('Blaze', '{X}{R}', 'Sorcery', 'Blaze deals X damage to any target.', {
    targets: [{ kind: 'any' }],
    effects: [{ kind: 'damage', amount: 'X', to: { target: 0 } }],
  }),
  spell('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.', {
    targets: [],
    effects: [{ kind: 'damage', amount: 2, to: 'each-creature' }],
  }),
  spell('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.', {
    targets: [{ kind: 'creature' }],
    effects: [{ kind: 'pump', what: { target: 0 }, power: 3, toughness: 3 }],
  }),
  spell('Counterspell', '{U}{U}', 'Instant', 'Counter target spell.', {
    targets: [{ kind: 'spell' }],
    effects: [{ kind: 'counter', what: { target: 0 } }],
  }),
  spell('Mana Leak', '{1}{U}', 'Instant', 'Counter target spell unless its controller pays {3}.', {
    targets: [{ kind: 'spell' }],
    effects: [{ kind: 'counter', what: { target: 0 }, unlessPays: '{3}' }],
  }),
  spell('Unsummon', '{U}', 'Instant', "Return target creature to its owner's hand.", {
    targets: [{ kind: 'creature' }],
    effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
  }),
  spell('Divination', '{2}{U}', 'Sorcery', 'Draw two cards.', { targets: [], effects: [{ kind: 'draw', count: 2, who: 'you' }] }),
  spell('Time Walk', '{1}{U}', 'Sorcery', 'Take an extra turn after this one.', { targets: [], effects: [{ kind: 'extra-turn' }] }),
  spell('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.', {
    targets: [{ kind: 'creature', nonColor: 'B' }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.', {
    targets: [{ kind: 'creature' }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell(
    'Duress',
    '{B}',
    'Sorcery',
    'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
    { targets: [{ kind: 'opponent' }], effects: [{ kind: 'reveal-hand-you-choose-discard', who: { target: 0 }, filter: 'noncreature-nonland' }] },
  ),
  spell('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.', {
    targets: [{ kind: 'player' }],
    effects: [{ kind: 'discard', count: 2, who: { target: 0 } }],
  }),
  spell('Dark Ritual', '{B}', 'Instant', 'Add {B}{B}{B}.', { targets: [], effects: [{ kind: 'add-mana', mana: 'BBB' }] }),
  spell("Wrath of God", '{2}{W}{W}', 'Sorcery', "Destroy all creatures. They can't be regenerated.", {
    targets: [],
    effects: [{ kind: 'destroy', what: 'all-creatures', noRegeneration: true }],
  }),
  spell('Disenchant', '{1}{W}', 'Instant', 'Destroy target artifact or enchantment.', {
    targets: [{ kind: 'artifact-or-enchantment' }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell('Fog', '{G}', 'Instant', 'Prevent all combat damage that would be dealt this turn.', {
    targets: [],
    effects: [{ kind: 'prevent-all-combat-damage' }],
  }),
  spell('Regrowth', '{1}{G}', 'Sorcery', 'Return target card from your graveyard to your hand.', {
    targets: [{ kind: 'card-in-your-graveyard' }],
    effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
  }),
  spell(
    'Threaten',
    '{2}{R}',
    'Sorcery',
    'Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.',
    {
      targets: [{ kind: 'creature' }],
      effects: [
        { kind: 'untap', what: { target: 0 } },
        { kind: 'gain-control-until-end-of-turn', what: { target: 0 } },
        { kind: 'grant-until-end-of-turn', what: { target: 0 }, keywords: ['haste'] },
      ],
    },
  ),
  spell('Stone Rain', '{2}{R}', 'Sorcery', 'Destroy target land.', {
    targets: [{ kind: 'land' }],
    effects: [{ kind: 'destroy', what: { target: 0 } }],
  }),
  spell(
    'Burst Lightning',
    '{R}',
    'Instant',
    'Kicker {4}. Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
    { targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: { kicked: 4, otherwise: 2 }, to: { target: 0 } }] },
    { kicker: '{4}' },
  ),
  spell('Think Twice', '{1}{U}', 'Instant', 'Draw a card. Flashback {2}{U}', { targets: [], effects: [{ kind: 'draw', count: 1, who: 'you' }] }, { flashback: '{2}{U}' }),
  spell(
    'Renewed Faith',
    '{2}{W}',
    'Instant',
    'You gain 6 life. Cycling {1}{W}. When you cycle Renewed Faith, you may gain 2 life.',
    { targets: [], effects: [{ kind: 'gain-life', amount: 6, who: 'you' }] },
    {
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
