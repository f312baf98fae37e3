import { isDciFailure } from './dci-error';
import { NextGameChooserInput, nextGameChooser } from './play-draw-chooser';

describe('MTR 2.2 play/draw chooser', () => {
  it.each([
    [{ stage: 'swiss', randomWinner: 'B' }, 'B', 'random method'],
    [{ stage: 'swiss', randomWinner: 'A', higherSeed: 'B' }, 'A', 'random method'],
    [{ stage: 'single-elimination', higherSeed: 'A', randomWinner: 'B' }, 'A', 'higher seed'],
    [{ previousGame: { winner: 'A', chooser: 'A' } }, 'B', 'lost the previous game'],
    [{ previousGame: { winner: 'B', chooser: 'A' } }, 'A', 'lost the previous game'],
    [{ previousGame: { winner: 'draw', chooser: 'A' } }, 'A', 'chooses again'],
    [{ previousGame: { winner: 'draw', chooser: 'B' } }, 'B', 'chooses again'],
  ] as const)('%j → %s', (input, chooser, why) => {
    const result = nextGameChooser(input as NextGameChooserInput);
    expect(result).toMatchObject({ chooser });
    expect(!isDciFailure(result) && result.reason).toContain(why);
  });

  it.each([[{ stage: 'swiss' }], [{ stage: 'single-elimination' }], [{ stage: 'single-elimination', randomWinner: 'A' }]] as const)(
    'game 1 without the needed input is refused: %j',
    (input) => {
      const result = nextGameChooser(input as NextGameChooserInput);
      expect(isDciFailure(result) && result.error.code).toBe('CHOOSER_INPUT_MISSING');
    },
  );

  it('a whole match: draw keeps the chooser, loss passes it', () => {
    let chooser = 'A' as 'A' | 'B';
    const games = [
      { winner: 'A', expected: 'B' },
      { winner: 'draw', expected: 'B' },
      { winner: 'B', expected: 'A' },
    ] as const;
    for (const game of games) {
      const next = nextGameChooser({ previousGame: { winner: game.winner, chooser } });
      if (isDciFailure(next)) throw new Error(next.error.message);
      expect(next.chooser).toBe(game.expected);
      chooser = next.chooser;
    }
  });
});
