import { loadDefaultCardDatabase } from '@arbiter/cards';
import { cardStanding } from '../compiler/card-coverage';
import { CARD_POOL } from './card-pool';
import { cardDefinitionProblems } from './card-schema';
import { PermanentFilter } from './card-definition';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('schema check of card data', () => {
  it('accepts every card of the core pool as JSON', () => {
    for (const def of Object.values(CARD_POOL)) expect([def.name, cardDefinitionProblems(json(def))]).toEqual([def.name, []]);
  });

  it('accepts every playable card compiled from a set of the card database', () => {
    const database = loadDefaultCardDatabase();
    const standings = database.cardsInSet('10E').map((card) => {
      const f = card.faces[0];
      return cardStanding({ name: card.name, layout: card.layout, manaCost: f.manaCost, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: f.text }, () => undefined);
    });
    const playable = standings.flatMap((s) => (s.playable ? [s.definition] : []));
    expect(playable.length).toBeGreaterThan(100);
    for (const def of playable) expect([def.name, cardDefinitionProblems(json(def))]).toEqual([def.name, []]);
  });

  it('refuses malformed card data and names the path of each problem', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.targets[0] = { kind: 'permanent', filter: { types: ['Creature'], controller: 'me', power: { below: 2 } } };
    shock.spell.effects[0].amount = -2;
    shock.spell.effects.push({ kind: 'explode' });
    shock.keywords = ['flyin'];
    shock.rulesText = 'Shock deals 2 damage to any target.';
    const problems = cardDefinitionProblems(shock);
    expect(problems).toEqual(
      expect.arrayContaining([
        'card.rulesText: unknown field',
        expect.stringMatching(/^keywords\[0\]: "flyin" is not one of "flying"/),
        'spell.targets[0].filter.controller: "me" is not one of "you", "opponent", "not-you", "that-player"',
        'spell.targets[0].filter.power: expected {atMost: N} or {atLeast: N}',
        'spell.effects[0].amount: expected a whole number, "X", "that-much", {kicked, otherwise}, a count, a half or {x: count}',
        'spell.effects[1].kind: "explode" is not an effect kind with a handler',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('checks a stated duration "until" (CR 611.2a) only on the effects that state one', () => {
    const growth = json(CARD_POOL['Giant Growth']) as unknown as Record<string, any>;
    const withEffect = (effect: Record<string, unknown>) => ({ ...growth, spell: { ...growth.spell, effects: [effect] } });
    const pump = growth.spell.effects[0];
    expect(cardDefinitionProblems(withEffect({ ...pump, until: 'your-next-turn' }))).toEqual([]);
    expect(cardDefinitionProblems(withEffect({ ...pump, until: 'next-turn' }))).toEqual([expect.stringMatching(/^spell\.effects\[0\]\.until: "next-turn" is not one of "your-next-turn"/)]);
    expect(cardDefinitionProblems(withEffect({ kind: 'tap', what: { target: 0 }, until: 'your-next-turn' }))).toEqual(['spell.effects[0].until: tap states no duration']);
    const back = { kind: 'return-to-battlefield', what: { target: 0 } };
    expect(cardDefinitionProblems(withEffect({ ...back, gains: { keywords: ['haste'], until: 'your-next-turn', also: true } }))).toEqual(['spell.effects[0].gains.also: unknown field']);
    expect(cardDefinitionProblems(withEffect({ ...back, gains: { keywords: ['hast'] } }))).toEqual([expect.stringMatching(/^spell\.effects\[0\]\.gains\.keywords\[0\]: "hast" is not one of/)]);
  });

  it('checks what an Aura enchants: a player or a permanent filter (CR 702.5a)', () => {
    const pacifism = json(CARD_POOL['Pacifism']) as unknown as Record<string, any>;
    expect(cardDefinitionProblems({ ...pacifism, enchant: 'player' })).toEqual([]);
    expect(cardDefinitionProblems({ ...pacifism, enchant: { types: ['Land'], controller: 'you' } })).toEqual([]);
    expect(cardDefinitionProblems({ ...pacifism, enchant: 'creature' })).toEqual(['enchant: expected a filter object']);
    expect(cardDefinitionProblems({ ...pacifism, enchant: { types: ['Lnd'] } })).toEqual([expect.stringMatching(/^enchant\.types\[0\]: "Lnd" is not one of "Land"/)]);
  });

  it('checks "… or the creature it haunts dies" only on a "When this enters the battlefield" trigger (CR 702.55c)', () => {
    const bears = json(CARD_POOL['Grizzly Bears']) as unknown as Record<string, any>;
    const haunting = (trigger: Record<string, unknown>) => ({ ...bears, keywords: ['haunt'], abilities: [{ kind: 'triggered', trigger, targets: [], effects: [{ kind: 'gain-life', amount: 2, who: 'you' }] }] });
    expect(cardDefinitionProblems(haunting({ event: 'enters-battlefield', who: 'self', orHauntedDies: true }))).toEqual([]);
    expect(cardDefinitionProblems(haunting({ event: 'dies', who: 'self', orHauntedDies: true }))).toEqual(['abilities[0].trigger.orHauntedDies: expected true on a "When this enters the battlefield" trigger, or nothing']);
    expect(cardDefinitionProblems(haunting({ event: 'enters-battlefield', who: 'self', orHauntedDies: 'yes' }))).toEqual([expect.stringContaining('orHauntedDies')]);
  });

  it('checks that the echo keyword and its cost come together (CR 702.30a)', () => {
    const bears = json(CARD_POOL['Grizzly Bears']) as unknown as Record<string, any>;
    expect(cardDefinitionProblems({ ...bears, keywords: ['echo'], echo: '{1}{G}' })).toEqual([]);
    expect(cardDefinitionProblems({ ...bears, keywords: ['echo'] })).toEqual(['echo: the echo keyword needs its cost']);
    expect(cardDefinitionProblems({ ...bears, echo: '{1}{G}' })).toEqual(['keywords: an echo cost needs the echo keyword']);
    expect(cardDefinitionProblems({ ...bears, keywords: ['echo'], echo: 2 })).toEqual(['echo: expected a mana cost or a cost object (mana, payLife, discard, sacrifice)']);
    // CR 702.30a, 702.24a: costs that are not only mana.
    expect(cardDefinitionProblems({ ...bears, keywords: ['echo'], echo: { discard: {} } })).toEqual([]);
    expect(cardDefinitionProblems({ ...bears, keywords: ['cumulative upkeep'], cumulativeUpkeep: { payLife: 1 } })).toEqual([]);
    expect(cardDefinitionProblems({ ...bears, keywords: ['cumulative upkeep'], cumulativeUpkeep: { payLife: 0, tap: true } })).toEqual(['cumulativeUpkeep.tap: unknown field', 'cumulativeUpkeep.payLife: expected a positive whole number']);
    expect(cardDefinitionProblems({ ...bears, keywords: ['cumulative upkeep'], cumulativeUpkeep: '{G}' })).toEqual([]);
    expect(cardDefinitionProblems({ ...bears, keywords: ['cumulative upkeep'] })).toEqual(['cumulativeUpkeep: the cumulative upkeep keyword needs its cost']);
  });

  it('checks "as long as" conditions, their ability words and the sentences they cover (CR 611.3a, 207.2c)', () => {
    const lions = json(CARD_POOL['Savannah Lions']) as unknown as Record<string, any>;
    const condition = { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } };
    lions.abilities = [
      { kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'self' }, power: 1, toughness: 1 }, condition, abilityWord: 'threshold' },
      { kind: 'static', effect: { kind: 'grant-keywords', affected: { kind: 'self' }, keywords: ['flying'] }, continues: true, condition },
    ];
    expect(cardDefinitionProblems(lions)).toEqual([]);
    lions.abilities[0].abilityWord = 'metalcraft';
    lions.abilities[1].condition = { kind: 'control', filter: { types: ['Artifact'], withKeywords: ['flying'] }, count: { atLeast: 3 } };
    lions.abilities.push({ kind: 'static', effect: { kind: 'player-rule', players: 'you', rule: 'cant-lose' }, condition: { kind: 'self', state: 'sleeping' } });
    expect(cardDefinitionProblems(lions)).toEqual([
      'abilities[0].abilityWord: "metalcraft" labels the condition {"kind":"control","filter":{"types":["Artifact"]},"count":{"atLeast":3}}, not {"kind":"cards","zone":"graveyard","count":{"atLeast":7}}',
      'abilities[1].condition.filter.withKeywords: unknown field',
      'abilities[2].condition.state: "sleeping" is not one of "tapped", "untapped", "attacking", "blocking", "attacking-or-blocking"',
      expect.stringMatching(/^abilities\[2\]\.effect\.kind \(a static with a condition\): "player-rule" is not one of "modify-pt"/),
      'abilities[1].condition: a continuing static has the condition of the sentence it continues',
    ]);
  });

  it('checks a rule-changing static: its players and its rule from their lists (CR 604.1)', () => {
    const pacifism = json(CARD_POOL['Pacifism']) as unknown as Record<string, any>;
    const withEffect = (effect: unknown) => cardDefinitionProblems({ ...pacifism, abilities: [{ kind: 'static', effect }] });
    expect(withEffect({ kind: 'player-rule', players: 'each', rule: 'one-spell-each-turn' })).toEqual([]);
    expect(withEffect({ kind: 'player-rule', players: 'everyone', rule: 'no-hands' })).toEqual([
      expect.stringMatching(/^abilities\[0\]\.effect\.players: "everyone" is not one of "you", "opponents", "each"/),
      expect.stringMatching(/^abilities\[0\]\.effect\.rule: "no-hands" is not one of "no-maximum-hand-size"/),
    ]);
    expect(withEffect({ kind: 'spells-cant-be-countered', types: ['Creature', 'Goblin'] })).toEqual([expect.stringMatching(/^abilities\[0\]\.effect\.types\[1\]: "Goblin" is not one of/)]);
  });

  it('checks a static prevention effect: its direction and its one affected object (CR 615.1a)', () => {
    const pacifism = json(CARD_POOL['Pacifism']) as unknown as Record<string, any>;
    const withEffect = (effect: unknown) => cardDefinitionProblems({ ...pacifism, abilities: [{ kind: 'static', effect }] });
    expect(withEffect({ kind: 'prevent-damage', affected: { kind: 'enchanted' }, direction: 'to-and-by' })).toEqual([]);
    expect(withEffect({ kind: 'prevent-damage', affected: { kind: 'creatures', controller: 'you' }, direction: 'from', combat: 'yes' })).toEqual([
      expect.stringMatching(/^abilities\[0\]\.effect\.direction: "from" is not one of "to"/),
      expect.stringMatching(/^abilities\[0\]\.effect\.affected\.kind: "creatures" is not one of "self"/),
      'abilities[0].effect.combat: expected true or false',
    ]);
  });

  it('checks who acts in a player action trigger (CR 603.2)', () => {
    const withTrigger = (trigger: unknown) => cardDefinitionProblems({ ...json(CARD_POOL['Shock']), spell: undefined, types: ['Enchantment'], abilities: [{ kind: 'triggered', trigger, targets: [], effects: [{ kind: 'damage', amount: 1, to: 'trigger-player' }] }] });
    expect(withTrigger({ event: 'draws', player: 'opponent' })).toEqual([]);
    expect(withTrigger({ event: 'attacks-or-blocks', who: 'equipped' })).toEqual([expect.stringMatching(/^abilities\[0\]\.trigger\.who: "equipped" is not one of "self", "enchanted"/)]);
    expect(withTrigger({ event: 'taps-land-for-mana', player: 'each' })).toEqual([expect.stringMatching(/^abilities\[0\]\.trigger\.player: "each" is not one of "any"/)]);
  });

  it('checks the further parts of a damage effect and its second recipient', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects[0].more = [{ amount: 3, to: 'you' }];
    shock.spell.effects[0].alsoTo = 'each-player';
    expect(cardDefinitionProblems(shock)).toEqual([]);
    shock.spell.effects[0].more = [{ amount: 'lots', to: { target: 2 }, from: 'me' }];
    shock.spell.effects[0].alsoTo = 'everyone';
    expect(cardDefinitionProblems(shock)).toEqual([
      expect.stringMatching(/^spell\.effects\[0\]\.alsoTo: "everyone" is not one of "you"/),
      'spell.effects[0].more[0].from: unknown field',
      'spell.effects[0].more[0].amount: expected a whole number, "X", "that-much", {kicked, otherwise}, a count, a half or {x: count}',
      'spell.effects[0].more[0].to.target: no target number 2 (the ability has 1)',
    ]);
  });

  it('checks an X the text defines by a count (CR 107.3) and "their" zone', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects[0].amount = { x: { cards: 'hand', whose: 'they' } };
    expect(cardDefinitionProblems(shock)).toEqual([]);
    shock.spell.effects[0].amount = { x: { cards: 'library', whose: 'they' }, y: 1 };
    expect(cardDefinitionProblems(shock)).toEqual(['spell.effects[0].amount.y: unknown field', expect.stringMatching(/^spell\.effects\[0\]\.amount\.x\.cards: "library" is not one of "hand"/)]);
  });

  it('checks the "can\'t be regenerated" riders of destruction and damage (CR 701.15b)', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects = [{ kind: 'damage', amount: 3, to: { target: 0 }, cantRegenerate: true }, { kind: 'destroy', what: { target: 0 }, noRegeneration: true, calls: 'that creature' }];
    expect(cardDefinitionProblems(shock)).toEqual([]);
    shock.spell.effects = [{ kind: 'damage', amount: 3, to: { target: 0 }, cantRegenerate: 'yes' }, { kind: 'destroy', what: { target: 0 }, noRegeneration: true, calls: 'it' }];
    expect(cardDefinitionProblems(shock)).toEqual(['spell.effects[0].cantRegenerate: expected true or nothing', 'spell.effects[1].calls: "it" is not one of "that creature"']);
  });

  it('checks halves, counts of the player acted on and +X/-X changes (CR 107.1a, 107.3)', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects = [
      { kind: 'mill', who: { target: 0 }, count: { half: 'library', rounded: 'down' } },
      { kind: 'lose-life', who: 'each-player', amount: { times: 1, forEach: { permanents: { types: ['Creature'] }, theyControl: true } } },
      { kind: 'pump', what: 'each-creature', power: 'X', toughness: '-X' },
    ];
    expect(cardDefinitionProblems(shock)).toEqual([]);
    shock.spell.effects = [
      { kind: 'mill', who: { target: 0 }, count: { half: 'hand', rounded: 'sideways' } },
      { kind: 'lose-life', who: 'each-player', amount: { times: 1, forEach: { permanents: { types: ['Creature'] }, theyControl: 'yes' } } },
      { kind: 'pump', what: 'each-creature', power: '+X', toughness: 1.5 },
    ];
    expect(cardDefinitionProblems(shock)).toEqual([
      expect.stringMatching(/^spell\.effects\[0\]\.count\.half: "hand" is not one of "library"/),
      expect.stringMatching(/^spell\.effects\[0\]\.count\.rounded: "sideways" is not one of "down", "up"/),
      'spell.effects[1].amount.forEach.theyControl: expected true or nothing',
      'spell.effects[2].power: expected a whole number, "X" or "-X"',
      'spell.effects[2].toughness: expected a whole number, "X" or "-X"',
    ]);
  });

  it('checks a reference to the controller of a target', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects[0].to = { controllerOf: 0 };
    expect(cardDefinitionProblems(shock)).toEqual([]);
    shock.spell.effects[0].to = { controllerOf: 1 };
    expect(cardDefinitionProblems(shock)).toEqual(['spell.effects[0].to.controllerOf: no target number 1 (the ability has 1)']);
  });

  it('refuses a reference to a target the ability does not have', () => {
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    shock.spell.effects[0].to = { target: 1 };
    expect(cardDefinitionProblems(shock)).toEqual(['spell.effects[0].to.target: no target number 1 (the ability has 1)']);
  });

  it('accepts a filter of every field of PermanentFilter wherever a filter stands (CR 115.1, 109.2)', () => {
    // Required<…>: a field added to the type fails to compile here until the sample has it, and then the schema must accept it.
    const everyField: Required<PermanentFilter> = { another: true, types: ['Creature'], allTypes: ['Artifact', 'Creature'], subtypes: ['Goblin'], orSubtypes: ['Wizard'], colors: ['R'], legendary: true, snow: true, notTypes: ['Land'], notColors: ['B'], tapped: false, combat: 'attacking', withKeywords: ['flying'], withoutKeywords: ['reach'], power: { atMost: 2 }, toughness: { atLeast: 1 }, controller: 'you', named: 'Goblin King', attackedThisTurn: true, blockingSource: true, attached: true };
    const shock = json(CARD_POOL['Shock']) as unknown as Record<string, any>;
    expect(cardDefinitionProblems({ ...shock, spell: { ...shock.spell, targets: [{ kind: 'permanent', filter: everyField }] } })).toEqual([]);
    const anthem = json(CARD_POOL['Glorious Anthem']) as unknown as Record<string, any>;
    const anthemOf = (filter: unknown) => ({ ...anthem, abilities: [{ kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'group', filter }, power: 1, toughness: 1 } }] });
    expect(cardDefinitionProblems(anthemOf(everyField))).toEqual([]);
    expect(cardDefinitionProblems(anthemOf({ legendary: 'yes' }))).toEqual(['abilities[0].effect.affected.filter.legendary: expected true or nothing']);
  });

  it('accepts a legendary filter in a condition: "as long as you control a legendary Samurai" (CR 205.4d, 611.3a)', () => {
    const anthem = json(CARD_POOL['Glorious Anthem']) as unknown as Record<string, any>;
    const condition = { kind: 'control', filter: { legendary: true, subtypes: ['Samurai'] }, count: { atLeast: 1 } };
    expect(cardDefinitionProblems({ ...anthem, abilities: [{ ...anthem.abilities[0], condition }] })).toEqual([]);
  });
});
