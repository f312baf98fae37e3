import { CardDatabase } from '../card-database';
import { loadDefaultCardDatabase } from '../node/card-files';
import { checkDecklistText, DecklistCheck, DecklistCheckOptions } from './decklist-check';
import { DECKLIST_PROBLEM_CODES, DecklistProblemCode } from './decklist-problem';

let db: CardDatabase;
beforeAll(() => {
  db = loadDefaultCardDatabase();
});

function check(text: string, options: DecklistCheckOptions): DecklistCheck {
  const result = checkDecklistText(db, text, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.check;
}

function codes(text: string, options: DecklistCheckOptions): [DecklistProblemCode, string | undefined, number | undefined][] {
  return check(text, options).problems.map((p) => [p.code, p.card, p.line]);
}

const lines = (...parts: string[]): string => parts.join('\n');
const seen = new Set<DecklistProblemCode>();
afterEach(() => {
  for (const problem of lastProblems) seen.add(problem);
  lastProblems = [];
});
let lastProblems: DecklistProblemCode[] = [];
function expectProblems(text: string, options: DecklistCheckOptions, expected: [DecklistProblemCode, string | undefined, number | undefined][]): void {
  const found = codes(text, options);
  lastProblems.push(...found.map(([code]) => code));
  expect(found).toEqual(expected);
}

/** 56 lands and four spells: a legal 60-card main deck to vary. */
const BURN = lines('4 Lightning Bolt', '56 Mountain');

describe('MTR 6.1 Constructed', () => {
  it('a legal list: counts and the data date', () => {
    const result = check(lines(BURN, '', 'Sideboard', '4 Pyroblast'), { format: 'legacy' });
    expect(result).toMatchObject({ legal: true, format: 'legacy', dataDate: '2022-04-25', mainCount: 60, sideboardCount: 4, problems: [] });
  });

  it('MAIN_TOO_SMALL and SIDEBOARD_TOO_LARGE', () => {
    expectProblems(lines('4 Lightning Bolt', '55 Mountain', 'Sideboard', '16 Mountain'), { format: 'modern' }, [
      ['MAIN_TOO_SMALL', undefined, undefined],
      ['SIDEBOARD_TOO_LARGE', undefined, undefined],
    ]);
  });

  it('TOO_MANY_COPIES counts main deck and sideboard together, on the first line of the card', () => {
    expectProblems(lines('3 Lightning Bolt', '57 Mountain', 'Sideboard', '2 Lightning Bolt'), { format: 'modern' }, [['TOO_MANY_COPIES', 'Lightning Bolt', 1]]);
  });

  it('NOT_LEGAL and BANNED come from the data', () => {
    expectProblems(lines(BURN, '1 Mox Opal', '1 Black Lotus'), { format: 'modern' }, [
      ['BANNED', 'Mox Opal', 3],
      ['NOT_LEGAL', 'Black Lotus', 4],
    ]);
  });

  it('UNKNOWN_CARD names the line and suggests the card', () => {
    const result = check(lines(BURN, '4 Lightnig Helix'), { format: 'modern' });
    expect(result.problems).toEqual([expect.objectContaining({ code: 'UNKNOWN_CARD', card: 'Lightnig Helix', line: 3, suggestions: expect.arrayContaining(['Lightning Helix']) })]);
    expect(result.problems[0].suggestions?.[0]).toBe('Lightning Helix');
    lastProblems.push('UNKNOWN_CARD');
  });

  it('PARSE_ERROR lines are problems with their line, the rest is still checked', () => {
    expectProblems(lines(BURN, '0 Duress', '5 Goblin Guide'), { format: 'modern' }, [
      ['PARSE_ERROR', undefined, 3],
      ['TOO_MANY_COPIES', 'Goblin Guide', 4],
    ]);
  });

  it('vintage: RESTRICTED above one copy, one is fine', () => {
    expect(check(lines(BURN, '1 Black Lotus'), { format: 'vintage' }).legal).toBe(true);
    expectProblems(lines(BURN, '2 Black Lotus'), { format: 'vintage' }, [['RESTRICTED', 'Black Lotus', 3]]);
  });

  it('names: case, diacritics, faces, the full split name, Chinese names and "A-" all count as the card', () => {
    const result = check(lines('1 lightning bolt', '1 LIGHTNING BOLT', '1 Lightning  Bolt', '1 A-Lightning Bolt', '1 lightning-bolt', '3 闪电斧', '2 閃電斧', '50 Mountain'), { format: 'legacy' });
    expect(result.problems.map((p) => [p.code, p.card, p.line])).toEqual([
      ['TOO_MANY_COPIES', 'Lightning Bolt', 1],
      ['TOO_MANY_COPIES', 'Lightning Axe', 6],
    ]);
    expect(check(lines('4 Jotun Grunt', '4 Lim Dul the Necromancer', '52 Swamp'), { format: 'legacy' }).legal).toBe(true);
  });

  it('split and double-faced cards: every face and the full name are one card', () => {
    expectProblems(lines('2 Fire', '2 Fire // Ice', '1 Ice', '55 Island'), { format: 'legacy' }, [['TOO_MANY_COPIES', 'Fire // Ice', 1]]);
    expectProblems(lines('3 Delver of Secrets', '2 Insectile Aberration', '55 Island'), { format: 'legacy' }, [['TOO_MANY_COPIES', 'Delver of Secrets // Insectile Aberration', 1]]);
    expect(check(lines('4 Bonecrusher Giant', '4 Akoum Warrior', '52 Mountain'), { format: 'modern' }).legal).toBe(true);
  });

  it('basic lands and cards whose text allows any number are exempt (CR 100.2a)', () => {
    expect(check(lines('30 Relentless Rats', '10 Shadowborn Apostle', '20 Swamp', '4 Snow-Covered Swamp', '4 Wastes'), { format: 'legacy' }).legal).toBe(true);
    expect(check(lines('20 Persistent Petitioners', '20 Rat Colony', '20 Island'), { format: 'legacy' }).legal).toBe(true);
  });

  it('Seven Dwarves: up to seven, from its own text', () => {
    expect(check(lines('7 Seven Dwarves', '53 Mountain'), { format: 'legacy' }).legal).toBe(true);
    expectProblems(lines('8 Seven Dwarves', '52 Mountain'), { format: 'legacy' }, [['TOO_MANY_COPIES', 'Seven Dwarves', 1]]);
  });
});

describe('limited (MTR 7.1; seed rules 100.3)', () => {
  it('40 cards, no copy limit, any sideboard, no legality list', () => {
    expect(check(lines('12 Lightning Bolt', '2 Black Lotus', '26 Mountain', 'Sideboard', '30 Island'), { format: 'limited' }).legal).toBe(true);
    expectProblems(lines('12 Lightning Bolt', '27 Mountain'), { format: 'limited' }, [['MAIN_TOO_SMALL', undefined, undefined]]);
  });
});

describe('Commander (CR 903)', () => {
  const deck = (commander: string, ...cards: string[]): string => lines('Commander', commander, '', 'Deck', ...cards);

  it('exactly 100 with the commander, singleton but basics, within the colour identity', () => {
    const result = check(deck('1 Kenrith, the Returned King', '1 Lightning Bolt', '1 Counterspell', '97 Plains'), { format: 'commander' });
    expect(result).toMatchObject({ legal: true, commanders: ['Kenrith, the Returned King'], mainCount: 99 });
  });

  it('DECK_NOT_100 and NOT_SINGLETON', () => {
    expectProblems(deck('1 Kenrith, the Returned King', '2 Lightning Bolt', '96 Plains'), { format: 'commander' }, [
      ['DECK_NOT_100', undefined, undefined],
      ['NOT_SINGLETON', 'Lightning Bolt', 5],
    ]);
  });

  it('OUTSIDE_COLOR_IDENTITY against the commander', () => {
    expectProblems(deck('1 Thalia, Guardian of Thraben', '1 Lightning Bolt', '1 Swords to Plowshares', '97 Plains'), { format: 'commander' }, [['OUTSIDE_COLOR_IDENTITY', 'Lightning Bolt', 5]]);
  });

  it('903.5c-d: a basic land is exempt from singleton but not from the colour identity; colourless Wastes fit any commander', () => {
    expectProblems(deck('1 Thalia, Guardian of Thraben', '1 Island', '98 Plains'), { format: 'commander' }, [['OUTSIDE_COLOR_IDENTITY', 'Island', 5]]);
    expect(check(deck('1 Thalia, Guardian of Thraben', '30 Wastes', '69 Plains'), { format: 'commander' }).legal).toBe(true);
  });

  it('903.5b: the commander counts toward singleton (a second copy in the deck is one too many)', () => {
    expectProblems(deck('1 Thalia, Guardian of Thraben', '1 Thalia, Guardian of Thraben', '98 Plains'), { format: 'commander' }, [['NOT_SINGLETON', 'Thalia, Guardian of Thraben', 2]]);
  });

  it('COMMANDER_NOT_ELIGIBLE: not legendary, a meld back face; "can be your commander" and Grist are eligible', () => {
    expectProblems(deck('1 Lightning Bolt', '99 Mountain'), { format: 'commander' }, [['COMMANDER_NOT_ELIGIBLE', 'Lightning Bolt', 2]]);
    expectProblems(deck('1 Brisela, Voice of Nightmares', '99 Plains'), { format: 'commander' }, [['COMMANDER_NOT_ELIGIBLE', 'Brisela, Voice of Nightmares', 2]]);
    expect(check(deck('1 Grist, the Hunger Tide', '99 Forest'), { format: 'commander' }).legal).toBe(true);
    expect(check(deck('1 Teferi, Temporal Archmage', '99 Island'), { format: 'commander' }).legal).toBe(true);
  });

  it('partners: two partner commanders, "partner with" each other; not with anyone else', () => {
    expect(check(deck('1 Thrasios, Triton Hero\n1 Tymna the Weaver', '1 Swords to Plowshares', '97 Plains'), { format: 'commander' })).toMatchObject({ legal: true, commanders: ['Thrasios, Triton Hero', 'Tymna the Weaver'] });
    expect(check(deck('1 Pir, Imaginative Rascal\n1 Toothy, Imaginary Friend', '98 Forest'), { format: 'commander' }).legal).toBe(true);
    expectProblems(deck('1 Pir, Imaginative Rascal\n1 Thrasios, Triton Hero', '98 Forest'), { format: 'commander' }, [['COMMANDER_NOT_ELIGIBLE', 'Thrasios, Triton Hero', 3]]);
    expectProblems(deck('1 Kenrith, the Returned King\n1 Thrasios, Triton Hero', '98 Forest'), { format: 'commander' }, [['COMMANDER_NOT_ELIGIBLE', 'Thrasios, Triton Hero', 3]]);
    expectProblems(deck('1 Thrasios, Triton Hero\n1 Tymna the Weaver\n1 Kraum, Ludevic\'s Opus', '97 Island'), { format: 'commander' }, [['TOO_MANY_COMMANDERS', undefined, undefined]]);
  });

  it('any-number cards are exempt from singleton, within their own limit', () => {
    expect(check(deck('1 Sheoldred, Whispering One', '40 Shadowborn Apostle', '59 Swamp'), { format: 'commander' }).legal).toBe(true);
  });

  it('banned in commander', () => {
    expectProblems(deck('1 Kenrith, the Returned King', '1 Black Lotus', '98 Plains'), { format: 'commander' }, [['BANNED', 'Black Lotus', 5]]);
  });

  it('MTGO keeps the commander alone in the sideboard', () => {
    const mtgo = lines('1 Lightning Bolt', '98 Mountain', '', 'Sideboard', '1 Kenrith, the Returned King');
    expect(check(mtgo, { format: 'commander' })).toMatchObject({ legal: true, commanders: ['Kenrith, the Returned King'], sideboardCount: 0 });
  });

  it('COMMANDER_MISSING, and a sideboard is not allowed', () => {
    expectProblems(lines('1 Lightning Bolt', '99 Mountain'), { format: 'commander' }, [['COMMANDER_MISSING', undefined, undefined]]);
    expectProblems(deck('1 Kenrith, the Returned King', '99 Plains', '', 'Sideboard', '1 Island'), { format: 'commander' }, [['SIDEBOARD_TOO_LARGE', undefined, undefined]]);
  });

  it("the seed's EDH rules: one legendary creature card, no partners, no planeswalkers", () => {
    const seed = { format: 'commander', commanderRules: 'seed' } as const;
    expect(check(deck('1 Kenrith, the Returned King', '99 Plains'), seed).legal).toBe(true);
    expectProblems(deck('1 Grist, the Hunger Tide', '99 Forest'), seed, [['COMMANDER_NOT_ELIGIBLE', 'Grist, the Hunger Tide', 2]]);
    expectProblems(deck('1 Akki Lavarunner', '99 Mountain'), seed, [['COMMANDER_NOT_ELIGIBLE', 'Akki Lavarunner // Tok-Tok, Volcano Born', 2]]);
    expectProblems(deck('1 Thrasios, Triton Hero\n1 Tymna the Weaver', '98 Plains'), seed, [['TOO_MANY_COMMANDERS', undefined, undefined]]);
  });

  it('brawl: 60 cards (DECK_WRONG_SIZE), planeswalker commanders, the Standard card pool', () => {
    expect(check(deck('1 Adeline, Resplendent Cathar', '59 Plains'), { format: 'brawl' }).legal).toBe(true);
    expectProblems(deck('1 Adeline, Resplendent Cathar', '99 Plains'), { format: 'brawl' }, [['DECK_WRONG_SIZE', undefined, undefined]]);
    expect(check(deck('1 The Wandering Emperor', '59 Plains'), { format: 'brawl' }).legal).toBe(true);
    expectProblems(deck('1 Kenrith, the Returned King', '59 Plains'), { format: 'brawl' }, [['NOT_LEGAL', 'Kenrith, the Returned King', 2]]);
  });

  it('duel commander: a "Restricted" card may not be the commander; pauper commander: only the commander', () => {
    const duelRestricted = db.all().find((c) => c.legalities.duel === 'Restricted' && c.canBeCommander);
    const pauperRestricted = db.all().find((c) => c.legalities.paupercommander === 'Restricted' && c.faces[0].types.includes('Creature') && c.colorIdentity.length === 1 && c.colorIdentity[0] === 'G');
    if (!duelRestricted || !pauperRestricted) throw new Error('the data has restricted cards in duel and paupercommander');
    expect(codes(deck(`1 ${duelRestricted.name}`, '99 Wastes'), { format: 'duel' })).toContainEqual(['RESTRICTED', duelRestricted.name, 2]);
    expect(check(deck(`1 ${pauperRestricted.name}`, '99 Forest'), { format: 'paupercommander' }).legal).toBe(true);
    expectProblems(deck('1 Kenrith, the Returned King', `1 ${pauperRestricted.name}`, '98 Forest'), { format: 'paupercommander' }, [
      ['COMMANDER_NOT_ELIGIBLE', 'Kenrith, the Returned King', 2],
      ['NOT_LEGAL', 'Kenrith, the Returned King', 2],
      ['RESTRICTED', pauperRestricted.name, 5],
    ]);
  });
});

describe('the seed Extended (Floor Rules 126), at a date', () => {
  const extended = (date: string) => ({ format: 'extended', date });

  it('Tempest, Urza and Masques leave on 2005-10-20; Ravnica is in from its release', () => {
    const tempest = lines('4 Wasteland', '56 Forest');
    expect(check(tempest, extended('2005-10-19')).legal).toBe(true);
    expectProblems(tempest, extended('2005-10-20'), [['NOT_LEGAL', 'Wasteland', 1]]);
    expect(check(lines('4 Birds of Paradise', '4 Llanowar Elves', '52 Forest'), extended('2005-10-20')).legal).toBe(true);
    const ravnica = lines('4 Dark Confidant', '56 Swamp');
    expectProblems(ravnica, extended('2005-09-01'), [['NOT_LEGAL', 'Dark Confidant', 1]]);
    expect(check(ravnica, extended('2005-11-01')).legal).toBe(true);
  });

  it('three years later Invasion, Odyssey and Onslaught leave with Seventh Edition', () => {
    const odyssey = lines('4 Wild Mongrel', '56 Forest');
    expect(check(odyssey, extended('2008-09-01')).legal).toBe(true);
    expectProblems(odyssey, extended('2008-10-03'), [['NOT_LEGAL', 'Wild Mongrel', 1]]);
    const check2008 = check(lines('4 Dark Confidant', '56 Swamp'), extended('2008-10-03'));
    expect(check2008).toMatchObject({ legal: true, date: '2008-10-03' });
  });

  it('defaults to the data date', () => {
    expect(check(BURN, { format: 'extended' })).toMatchObject({ date: '2022-04-25', legal: false });
  });
});

describe('bad input is an error, not a problem', () => {
  it('unknown format, bad date', () => {
    expect(checkDecklistText(db, BURN, { format: 'modrn' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_FORMAT' } });
    expect(checkDecklistText(db, BURN, { format: 'extended', date: '2005-02-30' })).toMatchObject({ ok: false, error: { code: 'BAD_DATE' } });
    expect(checkDecklistText(db, BURN, { format: 'Modern' })).toMatchObject({ ok: true, check: { format: 'modern' } });
  });
});

describe('the three text formats check the same', () => {
  it('MTGO, Arena and .dek of one list give the same problems', () => {
    const mtgo = lines('5 Lightning Bolt', '55 Mountain', '', '2 Black Lotus');
    const arena = lines('Deck', '5 Lightning Bolt (M10) 146', '55 Mountain', '', 'Sideboard', '2 Black Lotus');
    const dek = `<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n<Cards Quantity="5" Sideboard="false" Name="Lightning Bolt" />\n<Cards Quantity="55" Sideboard="false" Name="Mountain" />\n<Cards Quantity="2" Sideboard="true" Name="Black Lotus" />\n</Deck>`;
    const problems = [mtgo, arena, dek].map((text) => check(text, { format: 'vintage' }).problems.map((p) => [p.code, p.card]));
    expect(problems[0]).toEqual([['TOO_MANY_COPIES', 'Lightning Bolt'], ['RESTRICTED', 'Black Lotus']]);
    expect(problems[1]).toEqual(problems[0]);
    expect(problems[2]).toEqual(problems[0]);
  });
});

describe('digital events: cards the rules engine cannot play', () => {
  it('NOT_IN_ENGINE for a real card the engine refuses, UNKNOWN_CARD for no such card', () => {
    const playable = (card: { name: string }): boolean => card.name !== 'Black Lotus';
    expectProblems(lines(BURN, '1 Black Lotus', '1 Blak Lotos'), { format: 'vintage', playable }, [
      ['NOT_IN_ENGINE', 'Black Lotus', 3],
      ['UNKNOWN_CARD', 'Blak Lotos', 4],
    ]);
  });
});

describe('freeform: an event that chose no Constructed format', () => {
  it('MTR 6.1 sizes and copies with any card, no legality list', () => {
    expectProblems(lines('4 Black Lotus', '1 Lightning Bolt', '55 Mountain'), { format: 'freeform' }, []);
    expectProblems(lines('5 Black Lotus', '50 Mountain'), { format: 'freeform' }, [
      ['MAIN_TOO_SMALL', undefined, undefined],
      ['TOO_MANY_COPIES', 'Black Lotus', 1],
    ]);
  });
});

describe('the cards found', () => {
  it('Oracle names in input order with their copies per section; a commander placed from the MTGO sideboard', () => {
    const result = check(lines('2 fire', '1 Ice', '57 Mountain', 'Sideboard', '2 Lightning Bolt'), { format: 'legacy' });
    expect(result.cards).toEqual([
      { name: 'Fire // Ice', line: 1, counts: { commander: 0, companion: 0, main: 3, sideboard: 0 } },
      { name: 'Mountain', line: 3, counts: { commander: 0, companion: 0, main: 57, sideboard: 0 } },
      { name: 'Lightning Bolt', line: 5, counts: { commander: 0, companion: 0, main: 0, sideboard: 2 } },
    ]);
  });
});

describe('coverage of the problem codes', () => {
  it('every code is produced by a test above', () => {
    expect(DECKLIST_PROBLEM_CODES.filter((code) => !seen.has(code))).toEqual([]);
  });
});
