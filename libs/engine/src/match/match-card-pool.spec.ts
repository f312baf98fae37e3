import { cardDefinition, CORE_CARD_POOL } from '../cards/card-pool';
import type { CardPool } from '../cards/card-pool-registry';
import { replayGame } from '../replay';
import { playBotMatch } from './match-bots';
import { createMatch } from './match-runner';
import { validateMatchConfig } from './match-config';
import { gameLog, replayMatch } from './match-replay';
import { sampleConfig } from './match-test-fixtures';

// A pool beyond the core pool: the core cards plus "Test Bear" (Grizzly Bears under another name).
const testBear = { ...cardDefinition('Grizzly Bears'), name: 'Test Bear' };
const TEST_POOL: CardPool = { id: 'match-test-pool', definition: (name) => (name === 'Test Bear' ? testBear : CORE_CARD_POOL.definition(name)) };

function withTestBears() {
  const config = sampleConfig({ seed: 5, bestOf: 3 });
  config.decks.A.main = config.decks.A.main.map((name) => (name === 'Mountain' ? 'Test Bear' : name));
  return config;
}

describe('a match plays the card pool it is given', () => {
  it('refuses a card outside the core pool without the pool, accepts it with the pool', () => {
    const config = withTestBears();
    expect(validateMatchConfig(config).map((p) => p.code)).toContain('UNKNOWN_CARD');
    expect(validateMatchConfig(config, TEST_POOL)).toEqual([]);
    expect(validateMatchConfig({ ...config, cardPool: 'never-registered' })).toEqual([expect.objectContaining({ code: 'UNKNOWN_CARD_POOL' })]);
  });

  it('keeps only the pool id: games, game logs and the whole match replay from data', () => {
    const config = withTestBears();
    const played = playBotMatch(config, 3, { cards: TEST_POOL });
    expect(played.phase).toBe('over');
    expect(played.config.cardPool).toBe('match-test-pool');
    expect(JSON.parse(JSON.stringify(played))).toEqual(played);
    expect(played.games.every((g) => g.config.cardPool === 'match-test-pool' && g.config.cards === undefined)).toBe(true);
    const seen = played.games.some((g) => JSON.stringify(g.decisions).includes('Test Bear'));
    expect(seen).toBe(true);
    expect(JSON.stringify(replayMatch(played.config, played.log))).toBe(JSON.stringify(played));
    const log = gameLog(played, 1)!;
    expect(replayGame(log.config, log.decisions).result).toEqual(played.games.length === 1 ? played.game!.result : expect.anything());
  });

  it('the core pool keeps configs as before (no cardPool field)', () => {
    expect(createMatch(sampleConfig(), CORE_CARD_POOL).config.cardPool).toBeUndefined();
  });
});
