import { applyDecision, createGame, pendingDecision } from '../game';
import { createAgentRng } from '../state/rng';
import { viewFor } from '../view/player-view';
import { heuristicAgent } from './heuristic-agent';
import { playGame } from './play-game';
import { randomAgent } from './random-agent';
import { SAMPLE_DECKS } from './sample-decks';

const decks = Object.values(SAMPLE_DECKS);
const config = (seed: number) => ({ players: { A: { deck: [...decks[seed % 4]] }, B: { deck: [...decks[(seed + 1) % 4]] } }, seed });

describe('agents', () => {
  it('sample decks are 40 cards each', () => {
    for (const deck of decks) expect(deck).toHaveLength(40);
  });

  it('answer from a player view (as a client would) with legal decisions until the game ends', () => {
    let game = createGame(config(21));
    const rng = createAgentRng(5);
    for (let i = 0; i < 5000 && game.pending; i++) {
      const pending = pendingDecision(game)!;
      const agent = pending.player === 'A' ? heuristicAgent : randomAgent;
      const result = applyDecision(game, pending.player, agent(viewFor(game, pending.player), pending, rng));
      expect(result.ok).toBe(true);
      if (result.ok) game = result.state;
    }
    expect(game.pending).toBeNull();
  });

  it('the heuristic bot beats the random one most of the time', () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const heuristicSide = seed % 2 === 0 ? 'A' : 'B';
      const agents = heuristicSide === 'A' ? { A: heuristicAgent, B: randomAgent } : { A: randomAgent, B: heuristicAgent };
      const result = playGame(config(seed), agents).state.result;
      if ('winner' in result && result.winner === heuristicSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it('are deterministic for a seed', () => {
    const a = playGame(config(3), { A: randomAgent, B: heuristicAgent }, { agentSeed: 9 });
    const b = playGame(config(3), { A: randomAgent, B: heuristicAgent }, { agentSeed: 9 });
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(a.log).toEqual(b.log);
  });
});
