import { CardDefinition, KEYWORD_NAMES } from './card-definition';
import { keywordNamesOf, LATER_KEYWORDS, SEED_KEYWORDS } from './seed-keywords';

const bears: CardDefinition = { name: 'Test Bear', manaCost: '{1}{G}', supertypes: [], types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, keywords: [], abilities: [] };

describe('the seeds\' keywords', () => {
  it('lists each keyword once, with a rule number and a reason when partly played', () => {
    const all = [...SEED_KEYWORDS, ...LATER_KEYWORDS];
    expect(new Set(all.map((k) => k.name)).size).toBe(all.length);
    for (const k of all) {
      expect(k.current).toMatch(/^\d{3}\.\d+[a-z]?$/);
      expect(k.status === 'partly').toBe(k.missing !== undefined);
      // Other text keeping cards unplayable is said only of an implemented keyword.
      if (k.otherText !== undefined) expect(k.status).toBe('implemented');
    }
    // Seed 000, rule 502: 502.2 first strike to 502.56 ripple, 502.49 unused.
    expect(SEED_KEYWORDS.filter((k) => k.cr2006).map((k) => Number(k.cr2006!.split('.')[1])).sort((a, b) => a - b)).toEqual([...Array(55).keys()].map((i) => i + 2).filter((n) => n !== 49));
  });

  it('files every keyword the engine knows under a listed name', () => {
    const listed = new Set([...SEED_KEYWORDS, ...LATER_KEYWORDS].map((k) => k.name));
    for (const keyword of KEYWORD_NAMES) for (const name of keywordNamesOf({ ...bears, keywords: [keyword] })) expect(listed).toContain(name);
  });

  it('names parameterized keywords by family and keyword costs by keyword', () => {
    expect(keywordNamesOf({ ...bears, keywords: ['swampwalk', 'protection from red', 'protection from blue', 'flying'] })).toEqual(['landwalk', 'protection', 'flying']);
    expect(keywordNamesOf({ ...bears, kicker: '{1}', flashback: '{2}' })).toEqual(['kicker', 'flashback']);
    expect(keywordNamesOf({ ...bears, buyback: '{3}', entwine: '{2}' })).toEqual(['buyback', 'entwine']);
    expect(keywordNamesOf({ ...bears, morph: '{1}{G}' })).toEqual(['morph']);
    expect(keywordNamesOf({ ...bears, madness: '{G}' })).toEqual(['madness']);
    expect(keywordNamesOf(bears)).toEqual([]);
    // CR 702.21a: ward of any cost, printed or given ("Other Warriors you control have ward {1}").
    expect(keywordNamesOf({ ...bears, keywords: ['ward {2}', 'ward\u2014pay 3 life'] })).toEqual(['ward']);
    expect(keywordNamesOf({ ...bears, abilities: [{ kind: 'static', effect: { kind: 'grant-keywords', affected: { kind: 'group', filter: { subtypes: ['Warrior'], another: true } }, keywords: ['ward {1}'] } }] })).toEqual(['ward']);
  });

  it('files a static labelled with an ability word under that word (CR 207.2c, 2006 502.23)', () => {
    const unlabelled = { kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'self' }, power: 3, toughness: 3 }, condition: { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } } } as const;
    expect(keywordNamesOf({ ...bears, abilities: [{ ...unlabelled, abilityWord: 'threshold' }] })).toEqual(['threshold']);
    expect(keywordNamesOf({ ...bears, abilities: [unlabelled] })).toEqual([]);
  });
});
