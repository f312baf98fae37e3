import { filterPhrase, targetPhrase } from './describe-targets';

describe('target phrases from permanent filters (CR 115.1)', () => {
  it('renders types, colours, "non" words and tapped as Oracle text prints them', () => {
    expect(filterPhrase({})).toBe('permanent');
    expect(filterPhrase({ types: ['Artifact', 'Enchantment', 'Land'] })).toBe('artifact, enchantment, or land');
    expect(filterPhrase({ types: ['Artifact', 'Land'] })).toBe('artifact or land');
    expect(filterPhrase({ types: ['Creature'], tapped: true })).toBe('tapped creature');
    expect(filterPhrase({ types: ['Creature'], notTypes: ['Artifact'], notColors: ['B'] })).toBe('nonartifact, nonblack creature');
    expect(targetPhrase({ kind: 'permanent', filter: { types: ['Creature'], colors: ['G', 'W'] } })).toBe('target green or white creature');
  });

  it('changes the text when the filter changes (the text comes from the structure)', () => {
    const filter = { types: ['Creature' as const], colors: ['G' as const] };
    const before = targetPhrase({ kind: 'permanent', filter });
    expect(targetPhrase({ kind: 'permanent', filter: { ...filter, colors: ['R'] } })).not.toBe(before);
    expect(targetPhrase({ kind: 'permanent', filter: { ...filter, tapped: true } })).toBe('target tapped green creature');
  });
});
