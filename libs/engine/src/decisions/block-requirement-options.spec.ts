import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { GameState, PlayerId } from '../state/game-state';
import { Decision } from './decision';
import { heuristicAgent } from '../agents/heuristic-agent';
import { createAgentRng } from '../state/rng';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function play(game: GameState, player: PlayerId, decision: Decision): GameState {
  const result = applyDecision(game, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

/** A goes to combat with its creatures; each provoke trigger targets `provoked` and is accepted. */
function provokedCombat(attackers: string[], defenders: string[], provoked: string): GameState {
  let game = createGameFromScenario({ turn: 3, active: 'A', step: 'beginning-of-combat', players: { A: { battlefield: attackers.map((card) => ({ card, sick: false })) }, B: { battlefield: defenders } } }, 1, cards);
  while (pendingDecision(game)?.kind === 'priority') game = play(game, pendingDecision(game)!.player, { do: 'pass' });
  game = play(game, 'A', { do: 'attack', attackers: Object.fromEntries(attackers.map((a) => [a, 'B'])) });
  while (pendingDecision(game)?.kind !== 'blockers') {
    const pending = pendingDecision(game)!;
    const prompt = pending.prompt ?? '';
    if (pending.kind === 'priority') game = play(game, pending.player, { do: 'pass' });
    else if (/target/i.test(prompt)) game = play(game, 'A', { do: 'choose', choice: [provoked] });
    else game = play(game, pending.player, (pending.options.find((o) => o.do === 'choose' && o.choice === true) ?? pending.options[0]) as Decision);
  }
  return game;
}

describe('legal block options under blocking requirements (CR 509.1c, provoke 702.39a)', () => {
  it('offers only declarations where the provoked creature blocks the provoker, with the other creatures free', () => {
    const game = provokedCombat(['Goblin Grappler'], ['Grizzly Bears', 'Llanowar Elves'], 'B:Grizzly Bears');
    const options = pendingDecision(game)!.options;
    expect(options).toContainEqual({ do: 'block', blockers: { 'B:Grizzly Bears': 'A:Goblin Grappler' } });
    expect(options.length).toBeGreaterThan(1);
    for (const o of options) expect(o).toMatchObject({ do: 'block', blockers: { 'B:Grizzly Bears': 'A:Goblin Grappler' } });
    for (const o of options) expect(applyDecision(game, 'B', o as Decision).ok).toBe(true);
    expect(applyDecision(game, 'B', { do: 'block', blockers: {} }).ok).toBe(false);
  });

  it('lets a creature provoked by two attackers block either one, and the heuristic bot answers legally', () => {
    const game = provokedCombat(['Goblin Grappler', 'Krosan Vorine'], ['Grizzly Bears'], 'B:Grizzly Bears');
    const pending = pendingDecision(game)!;
    expect(pending.options).toHaveLength(2);
    expect(pending.options).toContainEqual({ do: 'block', blockers: { 'B:Grizzly Bears': 'A:Goblin Grappler' } });
    expect(pending.options).toContainEqual({ do: 'block', blockers: { 'B:Grizzly Bears': 'A:Krosan Vorine' } });
    expect(applyDecision(game, 'B', heuristicAgent(game, pending, createAgentRng(1))).ok).toBe(true);
  });

  it('makes the heuristic bot obey the requirement even where it would rather not block', () => {
    const game = provokedCombat(['Brontotherium'], ['Grizzly Bears'], 'B:Grizzly Bears');
    expect(heuristicAgent(game, pendingDecision(game)!, createAgentRng(1))).toEqual({ do: 'block', blockers: { 'B:Grizzly Bears': 'A:Brontotherium' } });
  });

  it('offers the usual options, no blocks included, when the provoked creature cannot block (CR 509.1c: "if able")', () => {
    const game = provokedCombat(['Goblin Grappler'], ['Goblin Raider', 'Llanowar Elves'], 'B:Goblin Raider');
    expect(pendingDecision(game)!.options).toContainEqual({ do: 'block', blockers: {} });
  });
});
