import { validateMatchConfig } from './match-config';
import { createMatch } from './match-runner';
import { concedeGame, drive, sampleConfig } from './match-test-fixtures';

const ISAMARU = 'Isamaru, Hound of Konda';
const commander = { commanders: { A: [ISAMARU], B: [ISAMARU] } };

describe('a Commander match (CR 903)', () => {
  it('every game starts with each commander in its owner\'s command zone and 40 life', () => {
    const match = concedeGame(createMatch(sampleConfig({ commander })), 'A');
    const second = drive(match, (m) => m.phase === 'game' && m.games.length === 2);
    for (const game of [drive(createMatch(sampleConfig({ commander })), (m) => m.phase === 'game').game!, second.game!]) {
      for (const p of ['A', 'B'] as const) {
        expect(game.players[p].command.map((id) => game.objects[id].card)).toEqual([ISAMARU]);
        expect(game.players[p].life).toBe(40);
      }
    }
    expect(second.games[1].config.commander).toEqual(commander);
  });

  it('refuses a side without a commander and an unknown one', () => {
    expect(validateMatchConfig(sampleConfig({ commander: { commanders: { A: [], B: [ISAMARU] } } })).map((p) => p.code)).toEqual(['INVALID_COMMANDER']);
    expect(validateMatchConfig(sampleConfig({ commander: { commanders: { A: [ISAMARU], B: ['Nobody Known'] } } })).map((p) => p.code)).toEqual(['UNKNOWN_CARD']);
  });
});
