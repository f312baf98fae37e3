const lands = (a: string, b: string, nA: number, nB: number): string[] => [...Array<string>(nA).fill(a), ...Array<string>(nB).fill(b)];

/** Sample 40-card decks built from the core pool, for bots, fuzzing and benchmarks. */
export const SAMPLE_DECKS: Readonly<Record<string, readonly string[]>> = {
  'red-green': [
    ...lands('Mountain', 'Forest', 8, 8),
    'Llanowar Elves', 'Llanowar Elves', 'Raging Goblin', 'Raging Goblin', 'Grizzly Bears', 'Grizzly Bears',
    'Boggart Brute', 'Boggart Ram-Gang', 'Young Wolf', 'Mogg Fanatic', 'Bladetusk Boar', 'Giant Spider',
    'Colossal Dreadmaw', 'Shivan Dragon', 'Ambush Viper', 'Blastoderm', 'Elvish Visionary', 'Kitchen Finks',
    'Lightning Bolt', 'Shock', 'Burst Lightning', 'Blaze', 'Giant Growth', 'Threaten',
  ],
  'white-black': [
    ...lands('Plains', 'Swamp', 8, 8),
    'Savannah Lions', 'Savannah Lions', 'White Knight', 'Black Knight', 'Fencing Ace', 'Typhoid Rats',
    'Vampire Nighthawk', 'Serra Angel', 'Severed Legion', 'Bog Wraith', "Ajani's Sunstriker", 'Soul Warden',
    'Blood Artist', 'Gravedigger', 'Isamaru, Hound of Konda', 'Akrasan Squire', 'Plague Stinger',
    'Doom Blade', 'Murder', 'Duress', 'Dark Ritual', 'Pacifism', 'Mind Rot', 'Phyrexian Arena',
  ],
  'blue-red': [
    ...lands('Island', 'Mountain', 10, 6),
    'Air Elemental', 'Air Elemental', 'Prodigal Sorcerer', 'Prodigal Sorcerer', 'Wall of Frost', 'Wall of Stone',
    'Ornithopter', 'Darksteel Myr', 'Juggernaut', 'Platinum Angel', 'Counterspell', 'Mana Leak', 'Unsummon',
    'Divination', 'Time Walk', 'Think Twice', 'Mind Control', 'Loxodon Warhammer', 'Howling Mine', 'Bonesplitter',
    'Furnace of Rath', 'Stone Rain', 'Pyroclasm', 'Lightning Bolt',
  ],
  'green-white': [
    ...lands('Forest', 'Plains', 8, 8),
    'Gladecover Scout', 'Gladecover Scout', 'Kitchen Finks', 'Elvish Visionary', 'Grizzly Bears', 'Savannah Lions',
    'Akrasan Squire', 'Serra Angel', 'Giant Spider', 'Colossal Dreadmaw', 'Young Wolf', 'Llanowar Elves',
    'Isamaru, Hound of Konda', 'Wrath of God', 'Disenchant', 'Fog', 'Regrowth', 'Renewed Faith', 'Renewed Faith',
    'Humility', 'Glorious Anthem', 'Holy Strength', 'Pacifism', 'Giant Growth',
  ],
};
