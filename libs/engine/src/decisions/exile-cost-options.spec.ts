import { loadDefaultCardDatabase } from '@arbiter/cards';
import { playableCardPool } from '../compiler/playable-card-pool';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { GameState } from '../state/game-state';
import { Decision } from './decision';

const database = loadDefaultCardDatabase();
const cards = playableCardPool('database', (name) => database.card(name));

function gameWith(battlefield: unknown[], graveyard: string[]): GameState {
  return createGameFromScenario({ turn: 5, active: 'A', step: 'precombat-main', players: { A: { battlefield, graveyard }, B: { graveyard: ['Savannah Lions'] } } } as never, 1, cards);
}

function activations(game: GameState, card: string): unknown[] {
  return (pendingDecision(game)?.options ?? []).filter((o) => o.do === 'activate' && o.card === card);
}

function refusal(game: GameState, decision: Decision): string {
  const result = applyDecision(game, 'A', decision);
  if (result.ok) throw new Error(`${JSON.stringify(decision)} was accepted`);
  return result.error.reason;
}

describe('legal options for "Exile … from your graveyard" activation costs (CR 602.2b, 118.3)', () => {
  const psychatog = { card: 'Psychatog', sick: false };

  it('offers each set of two different cards of the own graveyard, each accepted, and none with one card there', () => {
    const game = gameWith([psychatog], ['Grizzly Bears', 'Shock', 'Forest']);
    const options = activations(game, 'A:Psychatog').filter((o) => (o as { ability: number }).ability === 1);
    expect(options).toEqual([
      { do: 'activate', card: 'A:Psychatog', ability: 1, costs: { exile: ['A:Grizzly Bears', 'A:Shock'] } },
      { do: 'activate', card: 'A:Psychatog', ability: 1, costs: { exile: ['A:Grizzly Bears', 'A:Forest'] } },
      { do: 'activate', card: 'A:Psychatog', ability: 1, costs: { exile: ['A:Shock', 'A:Forest'] } },
    ]);
    for (const option of options) expect(applyDecision(game, 'A', option as Decision).ok).toBe(true);
    expect(activations(gameWith([psychatog], ['Shock']), 'A:Psychatog').filter((o) => (o as { ability: number }).ability === 1)).toEqual([]);
  });

  it('lists at most 16 ways to pay from a large graveyard', () => {
    const graveyard = ['Grizzly Bears', 'Shock', 'Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Giant Growth'];
    expect(activations(gameWith([psychatog], graveyard), 'A:Psychatog').filter((o) => (o as { ability: number }).ability === 1)).toHaveLength(16);
  });

  it('offers only cards the filter accepts: a creature card for Moorland Haunt, none when the graveyard holds no creature card', () => {
    const haunt = ['Moorland Haunt', 'Plains', 'Island'];
    expect(activations(gameWith(haunt, ['Shock', 'Grizzly Bears', 'Savannah Lions']), 'A:Moorland Haunt').filter((o) => (o as { ability: number }).ability === 1)).toEqual([
      { do: 'activate', card: 'A:Moorland Haunt', ability: 1, costs: { exile: ['A:Grizzly Bears'] } },
      { do: 'activate', card: 'A:Moorland Haunt', ability: 1, costs: { exile: ['A:Savannah Lions'] } },
    ]);
    expect(activations(gameWith(haunt, ['Shock']), 'A:Moorland Haunt').filter((o) => (o as { ability: number }).ability === 1)).toEqual([]);
  });

  it('refuses a choice that does not pay the cost, saying what it takes', () => {
    const game = gameWith([psychatog], ['Grizzly Bears', 'Shock']);
    const activate = (costs?: Record<string, string[]>): Decision => ({ do: 'activate', card: 'Psychatog', ability: 1, ...(costs ? { costs } : {}) });
    expect(refusal(game, activate())).toBe('choose two cards from your graveyard to exile in "costs.exile"');
    expect(refusal(game, activate({ exile: ['A:Shock'] }))).toBe('choose two cards from your graveyard to exile in "costs.exile"');
    expect(refusal(game, activate({ exile: ['A:Shock', 'A:Shock'] }))).toBe('A:Shock is named twice in "costs.exile": the cost takes two cards');
    expect(refusal(game, activate({ exile: ['A:Shock', 'B:Savannah Lions'] }))).toBe("B:Savannah Lions can't be exiled for this cost (two cards from your graveyard)");
    const haunt = gameWith(['Moorland Haunt', 'Plains', 'Island'], ['Shock']);
    // Moorland Haunt's mana ability has no exile cost.
    expect(refusal(haunt, { do: 'activate', card: 'Moorland Haunt', ability: 0, costs: { exile: ['A:Shock'] } })).toBe('this ability has no exile cost');
    expect(refusal(haunt, { do: 'activate', card: 'Moorland Haunt', ability: 1, costs: { exile: ['A:Shock'] } })).toBe("A:Shock can't be exiled for this cost (a creature card from your graveyard)");
  });
});
