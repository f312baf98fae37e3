import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { ScenarioStart } from '../scenario/scenario-types';
import { GameState } from '../state/game-state';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

/** A's upkeep with these cards in A's graveyard and a library of `library` cards; both players pass into the draw step. */
function drawStep(graveyard: string[], library: number): GameState {
  const start: ScenarioStart = { turn: 5, active: 'A', step: 'upkeep', players: { A: { graveyard, library }, B: {} } };
  let game = createGameFromScenario(start, 1, cards);
  for (const player of ['A', 'B'] as const) {
    const result = applyDecision(game, player, { do: 'pass' });
    if (!result.ok) throw new Error(result.error.reason);
    game = result.state;
  }
  return game;
}

describe('dredge: the drawing player is offered each card whose dredge can replace the draw (CR 702.52a-b)', () => {
  it('lists each card with dredge N at most the library size, and drawing (no card)', () => {
    const pending = pendingDecision(drawStep(['Stinkweed Imp', 'Greater Mossdog', 'Grizzly Bears'], 4));
    expect(pending).toMatchObject({ player: 'A', kind: 'choose' });
    expect(pending?.options).toEqual([
      { do: 'choose', choice: ['Greater Mossdog'] },
      { do: 'choose', choice: [] },
    ]);
  });

  it('asks nothing when no dredge fits the library: the draw happens', () => {
    const game = drawStep(['Stinkweed Imp'], 4);
    expect(pendingDecision(game)?.kind).toBe('priority');
    expect(game.players.A.hand).toHaveLength(1);
  });
});
