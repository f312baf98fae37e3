import { loadDefaultCardDatabase } from '@arbiter/cards';
import { checkCardText } from '../cards/card-text-checker';
import { keywordNamesOf, SEED_KEYWORDS } from '../cards/seed-keywords';
import { compileCard } from './compile-card';
import { oracleCardOf } from './database-card';

const database = loadDefaultCardDatabase();

/** Two real cards (at least) per keyword the engine plays from the seeds, added keyword by keyword (issue 19). */
const CARDS_BY_KEYWORD: Record<string, string[]> = {
  shadow: ['Soltari Foot Soldier', 'Dauthi Marauder', 'Thalakos Sentry', 'Soltari Priest'],
  horsemanship: ['Shu Cavalry', 'Wei Scout', 'Yellow Scarves Cavalry'],
};

describe('seed keywords compile from real cards with exact round trips', () => {
  it.each(Object.entries(CARDS_BY_KEYWORD).flatMap(([keyword, names]) => names.map((name) => [keyword, name])))('%s: %s', (keyword, name) => {
    const card = database.card(name);
    if (!card) throw new Error(`${name} is not in the card database`);
    const oracle = oracleCardOf(card);
    const result = compileCard(oracle);
    if (!result.ok) throw new Error(`${name}: ${result.reason} ${result.line ?? ''}`);
    expect(checkCardText(result.definition, oracle.text)).toEqual([]);
    expect(keywordNamesOf(result.definition)).toContain(keyword);
  });

  it('every keyword marked implemented here has two cards or more, and is implemented in the table', () => {
    for (const [keyword, names] of Object.entries(CARDS_BY_KEYWORD)) {
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(SEED_KEYWORDS.find((k) => k.name === keyword)?.status).toBe('implemented');
    }
  });
});
