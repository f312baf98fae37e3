import { heuristicAgent } from '../agents/heuristic-agent';
import { playGame } from '../agents/play-game';
import { randomAgent } from '../agents/random-agent';
import { SAMPLE_DECKS } from '../agents/sample-decks';
import { GameConfig } from '../game';
import { replayGame } from '../replay';
import { lifeInvariantErrors, sbaInvariantErrors, zoneInvariantErrors } from './invariants';

const DECKS = Object.values(SAMPLE_DECKS);
const GAMES = 1000;
const REPLAY_EVERY = 50;

function configFor(seed: number): GameConfig {
  return {
    players: { A: { deck: [...DECKS[seed % DECKS.length]] }, B: { deck: [...DECKS[(seed + 1) % DECKS.length]] } },
    seed,
    mulligan: seed % 5 === 0 ? 'classic-draw-one-fewer' : 'london',
    // Every fourth game under the 2006 edition (mana burn, its legend rule and layer order), replays included.
    rules: seed % 4 === 0 ? '2006' : 'current',
  };
}

describe('fuzz: seeded bot-vs-bot games (ENGINE-DESIGN 8)', () => {
  it(`plays ${GAMES} games with invariant checks after every decision and replays a sample exactly`, () => {
    const failures: string[] = [];
    let finished = 0;
    for (let seed = 1; seed <= GAMES && failures.length === 0; seed++) {
      const config = configFor(seed);
      const objects = config.players.A.deck.length + config.players.B.deck.length;
      const agents = seed % 2 === 0 ? { A: randomAgent, B: heuristicAgent } : seed % 3 === 0 ? { A: heuristicAgent, B: heuristicAgent } : { A: randomAgent, B: randomAgent };
      const played = playGame(config, agents, {
        agentSeed: seed * 7919,
        afterEach: (game, step) => {
          const errors = [...zoneInvariantErrors(game, objects), ...sbaInvariantErrors(game), ...lifeInvariantErrors(step.before, game, step.events)];
          if (errors.length) failures.push(`seed ${seed}, decision ${game.decisions} ${JSON.stringify(step.decision)}: ${errors.join('; ')}`);
        },
      });
      if (!played.state.pending) finished++;
      if (seed % REPLAY_EVERY === 0) {
        const replayed = replayGame(config, played.log);
        if (JSON.stringify(replayed) !== JSON.stringify(played.state)) failures.push(`seed ${seed}: the replay differs from the game`);
        const roundTrip = JSON.parse(JSON.stringify(played.state));
        if (JSON.stringify(roundTrip) !== JSON.stringify(played.state)) failures.push(`seed ${seed}: the state does not survive JSON`);
      }
    }
    expect(failures).toEqual([]);
    expect(finished).toBe(GAMES);
  });
});
