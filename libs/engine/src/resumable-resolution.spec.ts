import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from './cards/card-pool';
import { oracleCardPool } from './compiler/oracle-card-pool';
import { applyDecision, deserializeGame, serializeGame } from './game';
import { GameState, PlayerId } from './state/game-state';
import { createGameFromScenario } from './scenario/scenario-setup';
import { viewFor } from './view/player-view';
import { Decision } from './decisions/decision';

const database = loadDefaultCardDatabase();
const cards = oracleCardPool(
  'resolve-spec',
  (name) => {
    const card = database.card(name);
    if (!card) return undefined;
    const f = card.faces[0];
    return { name: card.name, layout: card.layout, manaCost: f.manaCost, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: f.text };
  },
  CORE_CARD_POOL,
);

function apply(game: GameState, player: PlayerId, decision: Decision): GameState {
  const result = applyDecision(game, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

/** Merfolk Looter activated and both players passed: the discard is being asked. */
function lootingAsked(): GameState {
  let game = createGameFromScenario(
    {
      turn: 5,
      active: 'A',
      step: 'precombat-main',
      players: { A: { hand: ['Grizzly Bears'], library: ['Lightning Bolt', 'Forest'], battlefield: [{ card: 'Merfolk Looter', sick: false }] }, B: {} },
    },
    1,
    cards,
  );
  game = apply(game, 'A', { do: 'activate', card: 'Merfolk Looter', ability: 0 });
  game = apply(game, 'A', { do: 'pass' });
  return apply(game, 'B', { do: 'pass' });
}

describe('CR 608.2c: a resolution that stops to ask after some of its effects goes on from there', () => {
  it('asks the discard of the state after the draw: the drawn card is in the hand and among the choices', () => {
    const game = lootingAsked();
    expect(game.pending).toMatchObject({ player: 'A', kind: 'choose' });
    const hand = game.players.A.hand.map((id) => game.objects[id].card);
    expect(hand).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(game.pending?.request).toMatchObject({ type: 'pick-cards', from: game.players.A.hand });
    expect(game.action).toMatchObject({ type: 'resolve-top', resume: { done: 1 } });
    expect(game.answers).toEqual([]);
  });

  it('shows the drawn card to its owner only', () => {
    const game = lootingAsked();
    expect(viewFor(game, 'A').players.A.hand?.map((c) => c.card)).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    const opponent = viewFor(game, 'B');
    expect(opponent.players.A.hand).toBeUndefined();
    expect(opponent.players.A.handCount).toBe(2);
    expect(JSON.stringify(opponent)).not.toContain('Lightning Bolt');
    expect(opponent.pending).toMatchObject({ player: 'A', kind: 'choose' });
    expect(opponent.pending?.options).toBeUndefined();
  });

  it('draws once: answering finishes the resolution without replaying the draw, also from a stored game', () => {
    const stored = deserializeGame(serializeGame(lootingAsked()));
    const result = applyDecision(stored, 'A', { do: 'choose', choice: ['Lightning Bolt'] });
    if (!result.ok) throw new Error(result.error.reason);
    expect(result.events.filter((e) => e.type === 'draw')).toEqual([]);
    const game = result.state;
    expect(game.players.A.hand.map((id) => game.objects[id].card)).toEqual(['Grizzly Bears']);
    expect(game.players.A.graveyard.map((id) => game.objects[id].card)).toEqual(['Lightning Bolt']);
    expect(game.players.A.library.map((id) => game.objects[id].card)).toEqual(['Forest']);
    expect(game.stack).toEqual([]);
    expect(game.action).toBeNull();
  });

  it('refuses an answer naming a card that is not in the hand, and nothing changes', () => {
    const game = lootingAsked();
    const result = applyDecision(game, 'A', { do: 'choose', choice: ['Forest'] });
    expect(result.ok).toBe(false);
    expect(game.players.A.library.map((id) => game.objects[id].card)).toEqual(['Forest']);
  });
});
