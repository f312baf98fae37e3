import { filterPhrase, groupPhrase, pluralNoun, singularNoun, targetPhrase } from './describe-targets';

describe('target phrases from permanent filters (CR 115.1)', () => {
  it('renders types, colours, "non" words and tapped as Oracle text prints them', () => {
    expect(filterPhrase({})).toBe('permanent');
    expect(filterPhrase({ types: ['Artifact', 'Enchantment', 'Land'] })).toBe('artifact, enchantment, or land');
    expect(filterPhrase({ types: ['Artifact', 'Land'] })).toBe('artifact or land');
    expect(filterPhrase({ types: ['Creature'], tapped: true })).toBe('tapped creature');
    expect(filterPhrase({ types: ['Creature'], notTypes: ['Artifact'], notColors: ['B'] })).toBe('nonartifact, nonblack creature');
    expect(targetPhrase({ kind: 'permanent', filter: { types: ['Creature'], colors: ['G', 'W'] } })).toBe('target green or white creature');
  });

  it('renders a type or a subtype as alternatives: "artifact or Goblin" (orSubtypes, Goblin Barrage\'s kicker, CR 205.3)', () => {
    expect(filterPhrase({ types: ['Artifact'], orSubtypes: ['Goblin'] })).toBe('artifact or Goblin');
    expect(targetPhrase({ kind: 'permanent', filter: { types: ['Creature'], orSubtypes: ['Vehicle'] } })).toBe('target creature or Vehicle');
    expect(filterPhrase({ types: ['Artifact'], orSubtypes: ['Goblin'] }, 'permanents')).toBe('artifacts and Goblins');
  });

  it('changes the text when the filter changes (the text comes from the structure)', () => {
    const filter = { types: ['Creature' as const], colors: ['G' as const] };
    const before = targetPhrase({ kind: 'permanent', filter });
    expect(targetPhrase({ kind: 'permanent', filter: { ...filter, colors: ['R'] } })).not.toBe(before);
    expect(targetPhrase({ kind: 'permanent', filter: { ...filter, tapped: true } })).toBe('target tapped green creature');
  });

  it('renders controller, combat, subtypes, keywords, P/T bounds and "another" in Oracle order', () => {
    expect(filterPhrase({ types: ['Creature'], controller: 'opponent' })).toBe('creature an opponent controls');
    expect(filterPhrase({ types: ['Creature'], controller: 'not-you' })).toBe("creature you don't control");
    expect(filterPhrase({ types: ['Creature'], combat: 'attacking-or-blocking' })).toBe('attacking or blocking creature');
    expect(filterPhrase({ subtypes: ['Goblin'] })).toBe('Goblin');
    expect(filterPhrase({ types: ['Creature'], subtypes: ['Elf', 'Soldier'], tapped: false })).toBe('untapped Elf or Soldier creature');
    expect(filterPhrase({ types: ['Creature'], withKeywords: ['flying'], controller: 'you' })).toBe('creature with flying you control');
    expect(filterPhrase({ types: ['Creature'], power: { atMost: 2 } })).toBe('creature with power 2 or less');
    expect(filterPhrase({ types: ['Creature'], toughness: { atLeast: 4 } })).toBe('creature with toughness 4 or greater');
    expect(targetPhrase({ kind: 'permanent', filter: { another: true, types: ['Creature'], withoutKeywords: ['flying'] } })).toBe('another target creature without flying');
    expect(targetPhrase({ kind: 'spell', filter: { types: ['Instant', 'Sorcery'], controller: 'you' } })).toBe('target instant or sorcery spell you control');
  });

  it('renders plural groups and reads their plurals back exactly (CR 109.2)', () => {
    expect(groupPhrase({ types: ['Creature'], controller: 'you' })).toBe('creatures you control');
    expect(groupPhrase({ another: true, subtypes: ['Elf'], controller: 'you' })).toBe('other Elves you control');
    expect(groupPhrase({ types: ['Artifact', 'Creature'] })).toBe('artifacts and creatures');
    expect(groupPhrase({ types: ['Creature'], notColors: ['B'] })).toBe('nonblack creatures');
    expect(groupPhrase({})).toBe('permanents');
    for (const word of ['Elf', 'Wolf', 'Goblin', 'creature', 'Sphinx', 'Ally']) expect(singularNoun(pluralNoun(word))).toBe(word);
    expect(singularNoun('Elve')).toBeNull();
    expect(singularNoun('Glass')).toBeNull();
  });
});
