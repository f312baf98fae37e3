import { loadDefaultCardDatabase } from '@arbiter/cards';
import { CORE_CARD_POOL } from '../cards/card-pool';
import { oracleCardPool } from '../compiler/oracle-card-pool';
import { oracleCardOf } from '../compiler/database-card';
import { createGameFromScenario } from '../scenario/scenario-setup';
import { applyDecision, pendingDecision } from '../game';
import { GameState } from '../state/game-state';
import { Decision } from './decision';

const database = loadDefaultCardDatabase();
const cards = oracleCardPool('database', (name) => (database.card(name) ? oracleCardOf(database.card(name)!) : undefined), CORE_CARD_POOL);

/** Makes each decision in turn; `null` passes priority until someone is asked for something else. */
function play(game: GameState, decisions: (Decision | null)[]): GameState {
  for (const decision of decisions) {
    do {
      const result = applyDecision(game, pendingDecision(game)!.player, decision ?? { do: 'pass' });
      if (!result.ok) throw new Error(result.error.reason);
      game = result.state;
    } while (!decision && pendingDecision(game)?.kind === 'priority');
  }
  return game;
}

describe('legal options of an attacker that may assign its damage as though it weren\'t blocked (CR 510.1b-c)', () => {
  const start = (blockers: string[]) =>
    createGameFromScenario(
      { turn: 5, active: 'A', step: 'beginning-of-combat', players: { A: { battlefield: [{ card: 'Rhox', sick: false }, 'Mountain'], hand: ['Shock'] }, B: { battlefield: blockers.map((card) => ({ card, sick: false })) } } },
      1,
      cards,
    );

  it('offers the usual assignment to its blocker and all of it to the defending player, each accepted', () => {
    const game = play(start(['Grizzly Bears']), [null, { do: 'attack', attackers: { Rhox: 'B' } }, null, { do: 'block', blockers: { 'Grizzly Bears': 'Rhox' } }, null]);
    const pending = pendingDecision(game)!;
    expect(pending).toMatchObject({ player: 'A', kind: 'assign' });
    expect(pending.options).toEqual([
      { do: 'assign', attacker: 'A:Rhox', damage: { 'B:Grizzly Bears': 5 } },
      { do: 'assign', attacker: 'A:Rhox', damage: { B: 5 } },
    ]);
    for (const option of pending.options) expect(applyDecision(game, 'A', option).ok).toBe(true);
  });

  it('lists options without failing once its blockers are all gone: no damage, or all to the player', () => {
    const game = play(start(['Grizzly Bears']), [null, { do: 'attack', attackers: { Rhox: 'B' } }, null, { do: 'block', blockers: { 'Grizzly Bears': 'Rhox' } }, { do: 'cast', card: 'Shock', targets: ['B:Grizzly Bears'] }, null]);
    const pending = pendingDecision(game)!;
    expect(game.objects[game.combat!.attackers[0].id].card).toBe('Rhox');
    expect(game.combat!.attackers[0].blockers).toEqual([]);
    expect(pending.options).toEqual([
      { do: 'assign', attacker: 'A:Rhox', damage: {} },
      { do: 'assign', attacker: 'A:Rhox', damage: { B: 5 } },
    ]);
    const declined = applyDecision(game, 'A', pending.options[0]);
    expect(declined.ok && declined.state.players.B.life).toBe(20);
  });
});

describe('legal attack declarations under an attack tax (CR 508.1g-h)', () => {
  it('offers only the attacks whose cost mana the attackers do not make can pay', () => {
    const game = play(
      createGameFromScenario(
        { turn: 5, active: 'A', step: 'beginning-of-combat', players: { A: { battlefield: ['Forest', 'Forest', 'Forest', { card: 'Grizzly Bears', sick: false }, { card: 'Llanowar Elves', sick: false }] }, B: { battlefield: ['Windborn Muse'] } } },
        1,
        cards,
      ),
      [null],
    );
    const attacks = pendingDecision(game)!.options.filter((o) => o.do === 'attack').map((o) => (o.do === 'attack' ? Object.keys(o.attackers).sort() : []));
    expect(attacks).toEqual(expect.arrayContaining([[], ['A:Grizzly Bears'], ['A:Llanowar Elves']]));
    expect(attacks).not.toContainEqual(['A:Grizzly Bears', 'A:Llanowar Elves']);
    for (const option of pendingDecision(game)!.options) expect(applyDecision(game, 'A', option).ok).toBe(true);
  });
});
