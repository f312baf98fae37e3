import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CardDefinition } from '../cards/card-definition';
import { cardDefinition, isKnownCard } from '../cards/card-pool';
import { cardStanding } from '../compiler/card-coverage';
import { oracleCardOf } from '../compiler/database-card';

const SCENARIOS = join(__dirname, '../../scenarios');

/** Every string of every scenario file, with a player prefix ("B:Grizzly Bears") and an index ("#2") taken off. */
function namesInScenarios(): Set<string> {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') names.add(value.replace(/^[AB]:/, '').replace(/#\d+$/, ''));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.json')) collect(JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  walk(SCENARIOS);
  return names;
}

/** A card that does more than its keywords: a spell, an Aura, or a permanent with an ability that is not a keyword. */
function doesMoreThanKeywords(def: CardDefinition): boolean {
  return def.abilities.length > 0 || def.types.includes('Instant') || def.types.includes('Sorcery') || def.enchant !== undefined;
}

describe('Tenth Edition in the engine (issue 18)', () => {
  const database = loadDefaultCardDatabase();
  const standings = database.cardsInSet('10E').map((card) => cardStanding(oracleCardOf(card), (name) => (isKnownCard(name) ? cardDefinition(name) : undefined)));

  it('has a scenario file naming each card that does more than keywords', () => {
    const named = namesInScenarios();
    const cards = standings.flatMap((s) => (s.playable && doesMoreThanKeywords(s.definition) ? [s.name] : []));
    expect(cards.length).toBeGreaterThan(300);
    expect(cards.filter((name) => !named.has(name))).toEqual([]);
  });
});
