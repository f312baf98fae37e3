import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from './cards/card-pool';
import { oracleCardOf } from './compiler/database-card';
import { oracleCardPool } from './compiler/oracle-card-pool';
import { applyDecision } from './game';
import { createGameFromScenario } from './scenario/scenario-setup';
import { RULES_EDITIONS } from './state/game-state';
import { newObject } from './state/objects';

const database = loadDefaultCardDatabase();
const cards = oracleCardPool(
  'sba-spec',
  (name) => {
    const card = database.card(name);
    return card && oracleCardOf(card);
  },
  CORE_CARD_POOL,
);

describe('CR 704.5k, CR 2006 420.5i: the world rule', () => {
  it.each(RULES_EDITIONS.map((rules) => [rules]))('(%s) puts every world permanent into the graveyard when two tie for the newest', (rules) => {
    const game = createGameFromScenario(
      { turn: 5, active: 'A', step: 'precombat-main', players: { A: { hand: ['Forest'], battlefield: ['Concordant Crossroads'] }, B: {} } },
      1,
      cards,
      rules,
    );
    // A second world permanent that became one at the same time as the first (a simultaneous entry).
    const crossroads = game.objects[game.battlefield[0]];
    const aviary = newObject(game, 'Serra Aviary', 'B', 'battlefield');
    aviary.timestamp = crossroads.timestamp;
    game.battlefield.push(aviary.id);
    const played = applyDecision(game, 'A', { do: 'play', card: 'Forest' });
    if (!played.ok) throw new Error(played.error.reason);
    const after = played.state;
    expect(after.battlefield.map((id) => after.objects[id].card)).toEqual(['Forest']);
    expect(after.players.A.graveyard.map((id) => after.objects[id].card)).toEqual(['Concordant Crossroads']);
    expect(after.players.B.graveyard.map((id) => after.objects[id].card)).toEqual(['Serra Aviary']);
  });
});
