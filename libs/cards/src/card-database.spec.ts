import { CardDatabase } from './card-database';
import { loadDefaultCardDatabase } from './node/card-files';

/** The shipped snapshot: every card of ../shared/cards, built by the project's importer. */
let db: CardDatabase;
beforeAll(() => {
  db = loadDefaultCardDatabase();
});

function found(name: string): string | undefined {
  const result = db.lookup(name);
  return result.found ? result.card.name : undefined;
}

describe('the shipped card database', () => {
  it('holds every card of the MTGJSON snapshot of 2022-04-25', () => {
    expect(db.size).toBe(23711);
    expect(db.dataDate).toBe('2022-04-25');
    expect(db.dataVersion).toBe('5.2.0+20220425');
    expect(db.sets()).toHaveLength(579);
    expect(db.formats).toEqual(expect.arrayContaining(['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'brawl', 'historic']));
  });

  it('iterates every card with its Oracle text, sorted by name', () => {
    const cards = db.all();
    expect(cards).toHaveLength(db.size);
    expect(cards.every((c) => c.faces.length >= 1 && c.faces.every((f) => typeof f.text === 'string'))).toBe(true);
    expect(cards.filter((c) => c.text !== '').length).toBeGreaterThan(23000);
    expect(cards.slice(1).every((c, i) => cards[i].name < c.name)).toBe(true);
  });
});

describe('CardDatabase.lookup: exact names', () => {
  it.each([
    ['lightning bolt', 'Lightning Bolt'],
    ['LIGHTNING  BOLT', 'Lightning Bolt'],
    ['Lim Dul the Necromancer', 'Lim-Dûl the Necromancer'],
    ['jace vryns prodigy', "Jace, Vryn's Prodigy // Jace, Telepath Unbound"],
    ['Jotun Grunt', 'Jötun Grunt'],
    ['Juzam Djinn', 'Juzám Djinn'],
    ['Ach Hans Run', '"Ach! Hans, Run!"'],
  ])('%s → %s', (name, card) => {
    expect(found(name)).toBe(card);
  });

  it.each([
    ['Fire', 'Fire // Ice', 'face'],
    ['Ice', 'Fire // Ice', 'face'],
    ['Fire // Ice', 'Fire // Ice', 'name'],
    ['fire/ice', 'Fire // Ice', 'name'],
    ['Stomp', 'Bonecrusher Giant // Stomp', 'face'],
    ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration', 'face'],
    ['Akoum Teeth', 'Akoum Warrior // Akoum Teeth', 'face'],
    ['Tok-Tok, Volcano Born', 'Akki Lavarunner // Tok-Tok, Volcano Born', 'face'],
    ['Commit', 'Commit // Memory', 'face'],
  ])('split, adventure, flip and double-faced cards: %s → %s', (name, card, kind) => {
    expect(db.lookup(name)).toMatchObject({ found: true, card: { name: card }, matchedBy: kind });
  });

  it.each([
    ['复归国王肯理斯', 'Kenrith, the Returned King', 'chinese'],
    ['復歸國王肯理斯', 'Kenrith, the Returned King', 'chinese'],
    ['变体研究员 // 完美形体', 'Aberrant Researcher // Perfected Form', 'chinese'],
    ['完美形體', 'Aberrant Researcher // Perfected Form', 'chineseFace'],
    ['闪电斧', 'Lightning Axe', 'chinese'],
  ])('Chinese names: %s → %s', (name, card, kind) => {
    expect(db.lookup(name)).toMatchObject({ found: true, card: { name: card }, matchedBy: kind });
  });

  it('the "A-" of Alchemy rebalanced cards: the rebalanced card when there is one, else the card', () => {
    expect(db.lookup('A-Base Camp')).toMatchObject({ found: true, card: { name: 'A-Base Camp' }, matchedBy: 'name' });
    expect(db.lookup('Base Camp')).toMatchObject({ found: true, card: { name: 'Base Camp' } });
    expect(db.lookup('A-Lightning Bolt')).toMatchObject({ found: true, card: { name: 'Lightning Bolt' }, matchedBy: 'rebalanced' });
  });

  it('two cards with one key: the exact spelling decides, else the serious card over the Un-card', () => {
    expect(found('Wasteland')).toBe('Wasteland');
    expect(found('wasteland')).toBe('Wasteland');
    expect(found('Waste Land')).toBe('Waste Land');
    expect(found('waste-land')).toBe('Wasteland');
    expect(found('Start')).toBe('Start // Finish');
  });

  it('card() and has() agree with lookup()', () => {
    expect(db.card('stomp')?.name).toBe('Bonecrusher Giant // Stomp');
    expect(db.card('Lightnig Bolt')).toBeUndefined();
    expect(db.has('A-Lightning Bolt')).toBe(true);
    expect(db.has('Lightnig Bolt')).toBe(false);
  });
});

describe('CardDatabase.lookup: suggestions for typos', () => {
  it('"Lightnig Bolt" suggests Lightning Bolt first', () => {
    const result = db.lookup('Lightnig Bolt');
    expect(result.found).toBe(false);
    expect(!result.found && result.suggestions[0]).toBe('Lightning Bolt');
    expect(!result.found && result.suggestions.length).toBeGreaterThan(1);
  });

  it.each([
    ['Tarmgoyf', 'Tarmogoyf'],
    ['Snapcaster Mgae', 'Snapcaster Mage'],
    ['Thoughtsieze', 'Thoughtseize'],
    ['Jace the Mind Sculpter', 'Jace, the Mind Sculptor'],
    ['Lightening Helix', 'Lightning Helix'],
    ['Brisela', 'Brisela, Voice of Nightmares'],
    ['Bonecrusher', 'Bonecrusher Giant // Stomp'],
    ['复归国王肯理', 'Kenrith, the Returned King'],
  ])('%s → %s first', (typo, card) => {
    expect(db.suggest(typo)[0]?.name).toBe(card);
  });

  it('nothing close, nothing suggested', () => {
    expect(db.lookup('qqqqzzzzxxxx')).toEqual({ found: false, suggestions: [] });
    expect(db.lookup('')).toEqual({ found: false, suggestions: [] });
  });
});

describe('CardDatabase.search (autocompletion)', () => {
  it('names starting with the query, shortest first, then close names', () => {
    const names = db.search('lightning b', { first: 6 }).map((c) => c.name);
    expect(names.slice(0, 4).sort()).toEqual(['Lightning Berserker', 'Lightning Blast', 'Lightning Blow', 'Lightning Bolt']);
    expect(names.slice(0, 4).map((n) => n.length)).toEqual([...names.slice(0, 4).map((n) => n.length)].sort((a, b) => a - b));
    expect(names).toHaveLength(6);
    expect(names.slice(4).every((n) => !n.startsWith('Lightning B'))).toBe(true);
  });

  it('names starting with the query before names with a later word starting with it', () => {
    const names = db.search('bolt', { first: 60 }).map((c) => c.name);
    expect(names).toContain('Lightning Bolt');
    const firstLaterWord = names.findIndex((n) => !n.toLowerCase().startsWith('bolt'));
    expect(names.slice(firstLaterWord).every((n) => !n.toLowerCase().startsWith('bolt'))).toBe(true);
  });

  it('only cards legal or restricted in the format', () => {
    expect(db.search('black lotus', { format: 'vintage' }).map((c) => c.name)).toContain('Black Lotus');
    expect(db.search('black lotus', { format: 'legacy' }).map((c) => c.name)).not.toContain('Black Lotus');
    expect(db.search('lightning bolt', { format: 'standard', first: 50 }).map((c) => c.name)).not.toContain('Lightning Bolt');
    expect(db.search('lightning bolt', { format: 'limited' }).map((c) => c.name)).toContain('Lightning Bolt');
    for (const card of db.search('s', { format: 'pauper', first: 30 })) expect(['Legal', 'Restricted']).toContain(card.legalities.pauper);
  });

  it('Chinese names and typos', () => {
    const chinese = db.search('闪电', { first: 5 });
    expect(chinese).toHaveLength(5);
    expect(chinese.every((c) => c.chineseName?.simplified?.startsWith('闪电') || c.chineseName?.traditional?.startsWith('闪电'))).toBe(true);
    expect(db.search('Lightnig Bolt', { first: 3 })[0].name).toBe('Lightning Bolt');
  });

  it('first: how many at most', () => {
    expect(db.search('a', { first: 1 })).toHaveLength(1);
    expect(db.search('a', { first: 0 })).toEqual([]);
    expect(db.search('a')).toHaveLength(10);
  });
});

describe('CardDatabase sets', () => {
  it('sets with release dates, and the cards printed in a set', () => {
    expect(db.set('m10')).toMatchObject({ code: 'M10', name: 'Magic 2010', releaseDate: '2009-07-17' });
    expect(db.set('nope')).toBeUndefined();
    const tenth = db.cardsInSet('10E');
    expect(tenth.map((c) => c.name)).toEqual(expect.arrayContaining(["Ancestor's Chosen", 'Lightning Elemental', 'Island']));
    expect(tenth.every((c) => c.printings.includes('10E'))).toBe(true);
    expect(db.cardsInSet('10e')).toBe(tenth);
  });
});
