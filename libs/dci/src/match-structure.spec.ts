import fc from 'fast-check';
import { DciErrorCode, isDciFailure } from './dci-error';
import { BestOf, MatchStage, checkMatchStructure, isLegalGameScore, matchResult, winsNeeded } from './match-structure';

/*
 * Final scores for wins A (rows) by wins B (columns), 0..3, as a judge reads them:
 * A / B  = that player takes the match   D = equal wins, a match draw
 * N      = 0-0: a draw (an intentional draw with no game played when there are no draws either)
 * X      = more wins than the match needs  2 = both players reached the needed wins
 */
const GRID: Readonly<Record<BestOf, readonly string[]>> = {
  1: ['NBXX', 'A222', 'X222', 'X222'],
  3: ['NBBX', 'ADBX', 'AA22', 'XX22'],
  5: ['NBBB', 'ADBB', 'AADB', 'AAA2'],
};

type Expected = { ok: true; result: 'A' | 'B' | 'draw' | 'in-progress' } | { ok: false; code: DciErrorCode };

function expectedFor(bestOf: BestOf, a: number, b: number, draws: number, stage: MatchStage, finished: boolean): Expected {
  const cell = GRID[bestOf][a][b];
  if (cell === 'X') return { ok: false, code: 'WINS_EXCEED_NEEDED' };
  if (cell === '2') return { ok: false, code: 'BOTH_PLAYERS_REACHED_WINS' };
  const decided = Math.max(a, b) === winsNeeded(bestOf);
  if (!finished) return decided ? { ok: false, code: 'MATCH_ALREADY_DECIDED' } : { ok: true, result: 'in-progress' };
  const result = cell === 'A' ? 'A' : cell === 'B' ? 'B' : 'draw';
  if (result === 'draw' && stage === 'single-elimination') return { ok: false, code: 'DRAW_IN_SINGLE_ELIMINATION' };
  return { ok: true, result };
}

const EVERY_SCORE = ([1, 3, 5] as const).flatMap((bestOf) =>
  (['swiss', 'single-elimination'] as const).flatMap((stage) =>
    [true, false].flatMap((finished) =>
      [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].flatMap((b) => [0, 1, 2, 3].map((draws) => [bestOf, stage, finished, a, b, draws] as const))),
    ),
  ),
);

describe('MTR 2.1 / 2.4: every Bo1/Bo3/Bo5 score from 0-0 to 3-3 with 0-3 draws', () => {
  it.each(EVERY_SCORE)('best of %i, %s, finished %s: %i-%i-%i', (bestOf, stage, finished, a, b, draws) => {
    const result = isLegalGameScore({ bestOf, wins: [a, b], draws, stage, finished });
    const expected = expectedFor(bestOf, a, b, draws, stage, finished);
    if (expected.ok) {
      expect(result).toMatchObject({ ok: true, result: expected.result });
    } else {
      expect(isDciFailure(result) && result.error.code).toBe(expected.code);
    }
  });
});

describe('MTR 2.1: the errors explain why', () => {
  it.each([
    [{ bestOf: 3, wins: [3, 0], draws: 0, stage: 'swiss' }, 'the match ends at 2'],
    [{ bestOf: 3, wins: [2, 2], draws: 0, stage: 'swiss' }, 'both players cannot have 2 game wins'],
    [{ bestOf: 3, wins: [1, 1], draws: 1, stage: 'single-elimination' }, 'cannot end in a draw'],
    [{ bestOf: 3, wins: [0, 0], draws: 0, stage: 'single-elimination' }, 'cannot end in a draw'],
    [{ bestOf: 3, wins: [2, 0], draws: 0, stage: 'swiss', finished: false }, 'cannot still be in progress'],
  ] as const)('%j', (input, why) => {
    const result = isLegalGameScore(input);
    expect(isDciFailure(result) && result.error.message).toContain(why);
  });

  it.each([
    [{ bestOf: 2, wins: [1, 0], draws: 0, stage: 'swiss' }, 'INVALID_BEST_OF'],
    [{ bestOf: 3, wins: [1.5, 0], draws: 0, stage: 'swiss' }, 'INVALID_GAME_COUNT'],
    [{ bestOf: 3, wins: [1, -1], draws: 0, stage: 'swiss' }, 'INVALID_GAME_COUNT'],
    [{ bestOf: 3, wins: [1, 0], draws: -1, stage: 'swiss' }, 'INVALID_GAME_COUNT'],
  ] as const)('refuses %j with %s', (input, code) => {
    const result = isLegalGameScore(input as never);
    expect(isDciFailure(result) && result.error.code).toBe(code);
  });

  it('legal scores explain the ending', () => {
    expect(isLegalGameScore({ bestOf: 3, wins: [2, 1], draws: 0, stage: 'swiss' })).toMatchObject({ explanation: expect.stringContaining('reached 2 game wins') });
    expect(isLegalGameScore({ bestOf: 3, wins: [1, 0], draws: 1, stage: 'swiss' })).toMatchObject({ explanation: expect.stringContaining('at time or by concession') });
    expect(isLegalGameScore({ bestOf: 3, wins: [0, 0], draws: 3, stage: 'swiss' })).toMatchObject({ result: 'draw' });
  });

  it('0-0-0 is an intentional draw with no game played (MTR App. C: unplayed games are worth 0)', () => {
    for (const bestOf of [1, 3, 5] as const) {
      expect(isLegalGameScore({ bestOf, wins: [0, 0], draws: 0, stage: 'swiss' })).toEqual({ ok: true, result: 'draw', explanation: '0-0-0: an intentional draw with no game played (1 match point each, no games)' });
    }
  });

  it('drawn games do not count toward the wins: 1-1-2 is a legal four-game best of three', () => {
    expect(isLegalGameScore({ bestOf: 3, wins: [2, 1], draws: 2, stage: 'single-elimination' })).toMatchObject({ ok: true, result: 'A' });
  });
});

describe('MTR 2.1 match result from game wins', () => {
  it.each([
    [[2, 1], 0, 'A'],
    [[1, 2], 0, 'B'],
    [[1, 1], 1, 'draw'],
    [[0, 0], 3, 'draw'],
    [[1, 0], 2, 'A'],
    [[0, 1], 5, 'B'],
  ] as const)('%j with %i draws → %s', (wins, draws, expected) => {
    expect(matchResult(wins, draws)).toBe(expected);
  });

  it('property: swapping the players swaps the result; draws never matter', () => {
    const count = fc.integer({ min: 0, max: 5 });
    fc.assert(
      fc.property(count, count, count, count, (a, b, d1, d2) => {
        const swapped = matchResult([b, a], d1);
        const result = matchResult([a, b], d2);
        const mirror = result === 'A' ? 'B' : result === 'B' ? 'A' : 'draw';
        return swapped === mirror && matchResult([a, b], d1) === result;
      }),
    );
  });
});

describe('MTR 2.1 / seed Floor Rules 111: match structure', () => {
  it.each([
    [{ bestOf: 3, stage: 'swiss' }, null],
    [{ bestOf: 1, stage: 'swiss' }, null],
    [{ bestOf: 1, stage: 'swiss', rules: 'seed-floor-rules' }, 'BEST_OF_ONE_NOT_ALLOWED'],
    [{ bestOf: 3, stage: 'swiss', rules: 'seed-floor-rules' }, null],
    [{ bestOf: 5, stage: 'single-elimination', isFinal: true, announcedBeforeEvent: true }, null],
    [{ bestOf: 5, stage: 'single-elimination', isFinal: true, announcedBeforeEvent: true, rules: 'seed-floor-rules' }, null],
    [{ bestOf: 5, stage: 'single-elimination', isFinal: true }, 'BEST_OF_FIVE_NOT_ALLOWED'],
    [{ bestOf: 5, stage: 'single-elimination', announcedBeforeEvent: true }, 'BEST_OF_FIVE_NOT_ALLOWED'],
    [{ bestOf: 5, stage: 'swiss', isFinal: true, announcedBeforeEvent: true }, 'BEST_OF_FIVE_NOT_ALLOWED'],
    [{ bestOf: 7, stage: 'swiss' }, 'INVALID_BEST_OF'],
    [{ bestOf: 1, stage: 'swiss', rel: 'REGULAR' }, null],
    [{ bestOf: 1, stage: 'swiss', rel: 'COMPETITIVE' }, 'BEST_OF_ONE_NOT_ALLOWED'],
    [{ bestOf: 1, stage: 'single-elimination', rel: 'PROFESSIONAL' }, 'BEST_OF_ONE_NOT_ALLOWED'],
    [{ bestOf: 1, stage: 'swiss', rel: 'REGULAR', rules: 'seed-floor-rules' }, 'BEST_OF_ONE_NOT_ALLOWED'],
    [{ bestOf: 3, stage: 'swiss', rel: 'PROFESSIONAL', rules: 'seed-floor-rules' }, null],
    [{ bestOf: 5, stage: 'single-elimination', isFinal: true, announcedBeforeEvent: true, rel: 'COMPETITIVE' }, null],
  ] as const)('%j → %s', (input, code) => {
    const result = checkMatchStructure(input as never);
    if (code === null) expect(result).toEqual({ ok: true });
    else expect(isDciFailure(result) && result.error.code).toBe(code);
  });
});
