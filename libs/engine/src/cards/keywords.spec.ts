import { CardDefinition } from './card-definition';
import { chosenKeyword, keywordCount, hasProtectedQuality, isKeyword, keywordTriggeredAbilities, landwalkQuality, protectionQualities, wardCost } from './keywords';

const goblin = { colors: ['R' as const], types: ['Creature'], subtypes: ['Goblin'], controller: 'B' as const };
const golem = { colors: [], types: ['Artifact', 'Creature'], subtypes: ['Golem'], controller: 'A' as const };
const gold = { colors: ['U' as const, 'B' as const], types: ['Instant'], subtypes: [], controller: 'B' as const };

describe('landwalk of a quality (CR 702.14a)', () => {
  it('reads a land type, a supertype, nonbasic, and snow with a land type', () => {
    expect(landwalkQuality('swampwalk')).toEqual({ subtype: 'Swamp' });
    expect(landwalkQuality('plainswalk')).toEqual({ subtype: 'Plains' });
    expect(landwalkQuality('desertwalk')).toEqual({ subtype: 'Desert' });
    expect(landwalkQuality('nonbasic landwalk')).toEqual({ nonbasic: true });
    expect(landwalkQuality('legendary landwalk')).toEqual({ supertype: 'Legendary' });
    expect(landwalkQuality('snow landwalk')).toEqual({ supertype: 'Snow' });
    expect(landwalkQuality('snow swampwalk')).toEqual({ supertype: 'Snow', subtype: 'Swamp' });
  });

  it('is no landwalk without a quality or with a type that is not a land type', () => {
    for (const text of ['landwalk', 'denimwalk', 'goblinwalk', 'nonbasic swampwalk', 'flying']) expect(landwalkQuality(text)).toBeNull();
  });
});

describe('protection from qualities (CR 702.16a)', () => {
  it('reads colours, card types, creature types, colour counts and everything', () => {
    expect(protectionQualities('protection from black')).toEqual([{ color: 'B' }]);
    expect(protectionQualities('protection from artifacts')).toEqual([{ type: 'Artifact' }]);
    expect(protectionQualities('protection from creatures')).toEqual([{ type: 'Creature' }]);
    expect(protectionQualities('protection from Goblins')).toEqual([{ subtype: 'Goblin' }]);
    expect(protectionQualities('protection from Elves')).toEqual([{ subtype: 'Elf' }]);
    expect(protectionQualities('protection from Zombies')).toEqual([{ subtype: 'Zombie' }]);
    expect(protectionQualities('protection from multicolored')).toEqual([{ colors: 'multicolored' }]);
    expect(protectionQualities('protection from everything')).toEqual([{ everything: true }]);
  });

  it('reads several qualities as several protections (702.16g)', () => {
    expect(protectionQualities('protection from black and from red')).toEqual([{ color: 'B' }, { color: 'R' }]);
    expect(protectionQualities('protection from blue, from black, and from red')).toEqual([{ color: 'U' }, { color: 'B' }, { color: 'R' }]);
    expect(protectionQualities('protection from black and from modified creatures')).toBeNull();
    expect(protectionQualities('flying')).toBeNull();
  });

  it('matches a source by the quality', () => {
    expect(hasProtectedQuality({ subtype: 'Goblin' }, goblin)).toBe(true);
    expect(hasProtectedQuality({ subtype: 'Goblin' }, golem)).toBe(false);
    expect(hasProtectedQuality({ type: 'Artifact' }, golem)).toBe(true);
    expect(hasProtectedQuality({ color: 'R' }, golem)).toBe(false);
    expect(hasProtectedQuality({ colors: 'multicolored' }, gold)).toBe(true);
    expect(hasProtectedQuality({ colors: 'multicolored' }, goblin)).toBe(false);
    expect(hasProtectedQuality({ colors: 'monocolored' }, goblin)).toBe(true);
    expect(hasProtectedQuality({ colors: 'all' }, golem)).toBe(false);
    expect(hasProtectedQuality({ everything: true }, golem)).toBe(true);
    // CR 702.16k: protection from a player is from what that player controls; an unmade choice protects from nothing.
    expect(hasProtectedQuality({ player: 'B' }, goblin)).toBe(true);
    expect(hasProtectedQuality({ player: 'B' }, golem)).toBe(false);
    expect(hasProtectedQuality({ chosen: 'color' }, goblin)).toBe(false);
    expect(protectionQualities('protection from the chosen color')).toEqual([{ chosen: 'color' }]);
    expect(chosenKeyword('protection from the chosen color', { color: 'W' })).toBe('protection from white');
    expect(chosenKeyword('protection from the chosen player', { player: 'B' })).toBe('protection from player B');
    expect(protectionQualities(chosenKeyword('protection from the chosen player', { player: 'B' }))).toEqual([{ player: 'B' }]);
  });

  it('counts parameterized keywords as keywords, and nothing else', () => {
    expect(['protection from Goblins', 'snow swampwalk', 'flying', 'protection from white and from blue'].every(isKeyword)).toBe(true);
    expect(['protection from', 'protection from goblinz', 'swampwalking', 'flyin'].some(isKeyword)).toBe(false);
  });
});

describe('ward (CR 702.21a)', () => {
  it('reads a mana cost, "pay N life" and "discard a card"; other costs and X are no ward', () => {
    expect(wardCost('ward {2}')).toEqual({ mana: '{2}' });
    expect(wardCost('ward {10}')).toEqual({ mana: '{10}' });
    expect(wardCost('ward {1}{U}')).toEqual({ mana: '{1}{U}' });
    expect(wardCost('ward\u2014pay 3 life')).toEqual({ payLife: 3 });
    expect(wardCost('ward\u2014discard a card')).toEqual({ discard: true });
    for (const text of ['ward', 'ward {X}', 'ward {0}', 'ward\u2014pay 0 life', 'ward\u2014sacrifice a creature', 'ward\u2014Pay 3 life.']) expect([text, wardCost(text), isKeyword(text)]).toEqual([text, null, false]);
    expect(isKeyword('ward {2}')).toBe(true);
  });
});

describe('triggered keywords', () => {
  const samurai: CardDefinition = { name: 'Test Samurai', manaCost: '{1}{W}', supertypes: [], types: ['Creature'], subtypes: ['Samurai'], power: 2, toughness: 2, keywords: [], abilities: [] };

  it('bushido N: +N/+N whenever it blocks or becomes blocked, one trigger per instance (CR 702.45a-b)', () => {
    expect(keywordCount('bushido 2', 'bushido')).toBe(2);
    expect(keywordCount('bushido', 'bushido')).toBeNull();
    expect(keywordCount('bushido 0', 'bushido')).toBeNull();
    expect(keywordCount('rampage 2', 'bushido')).toBeNull();
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['bushido 1', 'bushido 2'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'blocks-or-becomes-blocked' }, targets: [], effects: [{ kind: 'pump', what: 'self', power: 1, toughness: 1 }] },
      { kind: 'triggered', trigger: { event: 'blocks-or-becomes-blocked' }, targets: [], effects: [{ kind: 'pump', what: 'self', power: 2, toughness: 2 }] },
    ]);
  });

  it('rampage N: +N/+N for each blocker beyond the first, whenever it becomes blocked (CR 702.23a)', () => {
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['rampage 2'] })).toEqual([{ kind: 'triggered', trigger: { event: 'becomes-blocked' }, targets: [], effects: [{ kind: 'rampage-pump', per: 2 }] }]);
  });

  it('modular N and graft N: their triggered halves (CR 702.43a, 702.58a); the numbers are read by name', () => {
    expect(keywordCount('modular 3', 'modular')).toBe(3);
    expect(keywordCount('graft 3', 'modular')).toBeNull();
    expect(isKeyword('bloodthirst X')).toBe(true);
    expect(isKeyword('graft X')).toBe(false);
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['modular 2'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'dies', who: 'self' }, targets: [{ kind: 'permanent', filter: { allTypes: ['Artifact', 'Creature'] } }], effects: [{ kind: 'may', effects: [{ kind: 'modular-counters', on: { target: 0 } }] }] },
    ]);
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['graft 1', 'graft 2'] })).toHaveLength(2);
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['graft 1'] })[0]).toMatchObject({ trigger: { event: 'enters-battlefield', who: 'filter', filter: { another: true, types: ['Creature'] } }, condition: { kind: 'source-has-counter', counter: '+1/+1' } });
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['bloodthirst 2', 'sunburst', 'amplify 1'] })).toEqual([]);
  });

  it('soulshift N: a dies trigger targeting a Spirit card with mana value N or less in your graveyard (CR 702.46a)', () => {
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['soulshift 3'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'dies', who: 'self' }, targets: [{ kind: 'card-in-your-graveyard', filter: { subtypes: ['Spirit'], manaValue: { atMost: 3 } } }], effects: [{ kind: 'may', effects: [{ kind: 'return-to-hand', what: { target: 0 } }] }] },
    ]);
  });

  it('provoke: an attack trigger untapping a creature of the defending player that must block it (CR 702.39a), per instance (702.39b)', () => {
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['provoke'] })).toEqual([
      {
        kind: 'triggered',
        trigger: { event: 'attacks' },
        targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'opponent' } }],
        effects: [{ kind: 'may', effects: [{ kind: 'untap', what: { target: 0 } }, { kind: 'blocks-if-able', what: { target: 0 } }] }],
      },
    ]);
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['provoke', 'provoke'] })).toHaveLength(2);
  });

  it('haunt: on a permanent, a dies trigger exiling the card haunting target creature (CR 702.55a); on an instant or sorcery, a trigger on resolving into the graveyard', () => {
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['haunt'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'dies', who: 'self', anyPermanent: true }, targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ kind: 'haunt', card: 'trigger-card', haunted: { target: 0 } }] },
    ]);
    expect(keywordTriggeredAbilities({ ...samurai, types: ['Sorcery'], power: undefined, toughness: undefined, keywords: ['haunt'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'resolved-into-graveyard' }, targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ kind: 'haunt', card: 'trigger-card', haunted: { target: 0 } }] },
    ]);
  });

  it('flanking: the blocking creature without flanking gets -1/-1 (CR 702.25a)', () => {
    expect(keywordTriggeredAbilities({ ...samurai, keywords: ['flanking'] })).toEqual([
      { kind: 'triggered', trigger: { event: 'blocked-by-creature-without', keyword: 'flanking' }, targets: [], effects: [{ kind: 'pump', what: 'trigger-object', power: -1, toughness: -1 }] },
    ]);
  });
});
