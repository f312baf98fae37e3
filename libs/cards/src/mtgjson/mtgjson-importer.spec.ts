import { allPrintingsFromSample, ATOMIC_SAMPLE, copyJson, importedSample, SET_LIST_SAMPLE } from '../testing/card-fixtures';
import { detectMtgjsonFile, importMtgjson } from './mtgjson-importer';

function cardNamed(name: string, data = importedSample()) {
  const card = data.cards.find((c) => c.name === name);
  if (!card) throw new Error(`no ${name}`);
  return card;
}

describe('detectMtgjsonFile', () => {
  it('tells the four MTGJSON files apart', () => {
    expect(detectMtgjsonFile(ATOMIC_SAMPLE)).toBe('atomicCards');
    expect(detectMtgjsonFile(SET_LIST_SAMPLE)).toBe('setList');
    expect(detectMtgjsonFile(allPrintingsFromSample())).toBe('allPrintings');
    expect(detectMtgjsonFile({ meta: {}, data: { code: '10E', cards: [] } })).toBe('setFile');
  });

  it.each([null, 42, 'text', [], {}, { data: 1 }, { data: {} }, { data: { a: 1 } }, { data: [1] }])('refuses %p', (value) => {
    expect(detectMtgjsonFile(value)).toBeUndefined();
  });
});

describe('importMtgjson (AtomicCards.json)', () => {
  const data = importedSample();

  it('keeps every card, sorted by name, with the file’s date', () => {
    expect(data.cards.map((c) => c.name)).toEqual(Object.keys(ATOMIC_SAMPLE.data).sort());
    expect(data.meta).toEqual({ date: '2022-04-25', version: '5.2.0+20220425' });
  });

  it('reads a single-faced card', () => {
    const bolt = cardNamed('Lightning Bolt', data);
    expect(bolt).toMatchObject({
      layout: 'normal',
      manaCost: '{R}',
      manaValue: 1,
      type: 'Instant',
      text: 'Lightning Bolt deals 3 damage to any target.',
      colors: ['R'],
      colorIdentity: ['R'],
      canBeCommander: false,
      isReserved: false,
    });
    expect(bolt.legalities).toMatchObject({ modern: 'Legal', legacy: 'Legal', historic: 'Banned' });
    expect(bolt.legalities.standard).toBeUndefined();
    expect(bolt.printings).toContain('M10');
    expect(bolt.faces).toHaveLength(1);
    expect(bolt.faces[0]).toMatchObject({ name: 'Lightning Bolt', types: ['Instant'], supertypes: [], subtypes: [] });
  });

  it('CR 709.4: a split card has both halves, both costs and both colours', () => {
    const fireIce = cardNamed('Fire // Ice', data);
    expect(fireIce.faces.map((f) => [f.name, f.side, f.manaCost, f.manaValue])).toEqual([
      ['Fire', 'a', '{1}{R}', 2],
      ['Ice', 'b', '{1}{U}', 2],
    ]);
    expect(fireIce).toMatchObject({ manaCost: '{1}{R} // {1}{U}', manaValue: 4, type: 'Instant // Instant', colors: ['U', 'R'] });
    expect(fireIce.text).toBe(`${fireIce.faces[0].text}\n//\n${fireIce.faces[1].text}`);
  });

  it('a double-faced card: back face with its colour indicator, colours of the front face', () => {
    const delver = cardNamed('Delver of Secrets // Insectile Aberration', data);
    expect(delver.layout).toBe('transform');
    expect(delver.faces[1]).toMatchObject({ name: 'Insectile Aberration', side: 'b', colorIndicator: ['U'], power: '3', toughness: '2' });
    expect(delver.faces[1].manaCost).toBeUndefined();
    expect(delver.manaCost).toBe('{U}');
    expect(delver.keywords).toEqual(['Transform', 'Flying']);
  });

  it('adventure, flip and modal double-faced cards have their two faces', () => {
    expect(cardNamed('Bonecrusher Giant // Stomp', data).faces.map((f) => f.name)).toEqual(['Bonecrusher Giant', 'Stomp']);
    expect(cardNamed('Akki Lavarunner // Tok-Tok, Volcano Born', data).layout).toBe('flip');
    expect(cardNamed('Akoum Warrior // Akoum Teeth', data).layout).toBe('modal_dfc');
  });

  it('Chinese Simplified and Traditional names, type lines and texts, per face', () => {
    const kenrith = cardNamed('Kenrith, the Returned King', data);
    expect(kenrith.chineseName).toEqual({ simplified: '复归国王肯理斯', traditional: '復歸國王肯理斯' });
    expect(kenrith.faces[0].chinese?.simplified).toMatchObject({ name: '复归国王肯理斯', type: '传奇生物 ～人类／贵族' });
    expect(kenrith.faces[0].chinese?.traditional?.text).toContain('目標玩家獲得5點生命');
    const researcher = cardNamed('Aberrant Researcher // Perfected Form', data);
    expect(researcher.faces.map((f) => f.chinese?.simplified?.name)).toEqual(['变体研究员', '完美形体']);
    expect(researcher.chineseName?.traditional).toBe('變體研究員 // 完美形體');
  });

  it('CR 903.3: commander eligibility from leadershipSkills and the front face', () => {
    expect(cardNamed('Kenrith, the Returned King', data)).toMatchObject({ canBeCommander: true, leadershipSkills: { commander: true, brawl: false, oathbreaker: false } });
    expect(cardNamed('Grist, the Hunger Tide', data).canBeCommander).toBe(true);
    expect(cardNamed("Jace, Vryn's Prodigy // Jace, Telepath Unbound", data).canBeCommander).toBe(true);
    expect(cardNamed('Brisela, Voice of Nightmares', data).canBeCommander).toBe(false);
    expect(cardNamed('Lightning Bolt', data).canBeCommander).toBe(false);
  });

  it('CR 702.124: partner and "partner with" read from the text', () => {
    expect(cardNamed('Thrasios, Triton Hero', data).partner).toEqual({ kind: 'partner' });
    expect(cardNamed('Pir, Imaginative Rascal', data).partner).toEqual({ kind: 'partnerWith', name: 'Toothy, Imaginary Friend' });
    expect(cardNamed('Kenrith, the Returned King', data).partner).toBeUndefined();
  });

  it('reserved list, Un-cards, vanguard modifiers and multi-word plane subtypes', () => {
    expect(cardNamed('Black Lotus', data)).toMatchObject({ isReserved: true, legalities: { vintage: 'Restricted', legacy: 'Banned' } });
    expect(cardNamed('"Ach! Hans, Run!"', data).isFunny).toBe(true);
    expect(cardNamed('Ashnod', data).faces[0]).toMatchObject({ hand: '+1', life: '-8' });
    expect(cardNamed("Norn's Dominion", data).faces[0].subtypes).toEqual(['New Phyrexia']);
  });

  it('takes set names, dates and blocks from SetList.json', () => {
    const m10 = data.sets.find((s) => s.code === 'M10');
    expect(m10).toEqual({ code: 'M10', name: 'Magic 2010', releaseDate: '2009-07-17', type: 'core', block: 'Core Set' });
    expect(data.sets.map((s) => s.releaseDate)).toEqual([...data.sets.map((s) => s.releaseDate)].sort());
  });

  it('reports progress', () => {
    const calls: [number, number][] = [];
    importMtgjson(copyJson(ATOMIC_SAMPLE), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.at(-1)).toEqual([Object.keys(ATOMIC_SAMPLE.data).length, Object.keys(ATOMIC_SAMPLE.data).length]);
  });
});

describe('importMtgjson (AllPrintings.json and set files)', () => {
  it('gives the same cards from AllPrintings as from AtomicCards', () => {
    const atomic = importedSample();
    const result = importMtgjson(allPrintingsFromSample());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.kind).toBe('allPrintings');
    expect(result.data.cards).toEqual(atomic.cards);
    expect(result.data.sets.map((s) => s.code).sort()).toEqual(atomic.sets.map((s) => s.code).sort());
  });

  it('reads one set file: its cards, the set itself, and the printings of every face', () => {
    const all = allPrintingsFromSample();
    const m10 = all.data.M10 as { cards: unknown[] };
    const result = importMtgjson({ meta: all.meta, data: m10 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.kind).toBe('setFile');
    expect(result.data.cards.map((c) => c.name)).toContain('Lightning Bolt');
    expect(result.data.sets).toEqual([{ code: 'M10', name: 'Magic 2010', releaseDate: '2009-07-17', type: 'core', block: 'Core Set' }]);
  });

  it('skips entries without a name and counts them', () => {
    const all = allPrintingsFromSample();
    (all.data.M10 as { cards: unknown[] }).cards.push({ layout: 'normal' }, null);
    const result = importMtgjson(all);
    expect(result.ok && result.skipped).toBe(2);
  });
});

describe('importMtgjson refuses what it cannot import', () => {
  it.each([
    ['not MTGJSON', { hello: 'world' }, 'NOT_MTGJSON'],
    ['a SetList', SET_LIST_SAMPLE, 'NOT_A_CARD_FILE'],
    ['no date', { data: { 'Lightning Bolt': [{ name: 'Lightning Bolt' }] } }, 'NO_DATA_DATE'],
    ['a bad date', { meta: { date: 'yesterday' }, data: { 'Lightning Bolt': [{ name: 'Lightning Bolt' }] } }, 'NO_DATA_DATE'],
    ['no cards', { meta: { date: '2022-04-25' }, data: { code: 'X', cards: [] } }, 'NO_CARDS'],
  ])('%s', (_, file, code) => {
    const result = importMtgjson(copyJson(file));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('a set list that is not SetList.json', () => {
    const result = importMtgjson(copyJson(ATOMIC_SAMPLE), { setList: ATOMIC_SAMPLE });
    expect(!result.ok && result.error.code).toBe('BAD_SET_LIST');
  });
});
