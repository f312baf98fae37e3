import fc from 'fast-check';
import { Side, isDciFailure } from './dci-error';
import { ApplyGameLossesInput, GameLossOutcome, applyGameLosses } from './game-loss-application';
import { BestOf, isLegalGameScore, winsNeeded } from './match-structure';

function apply(input: ApplyGameLossesInput): GameLossOutcome {
  const result = applyGameLosses(input);
  if (isDciFailure(result)) throw new Error(result.error.message);
  return result;
}

describe('IPG Game Loss: folded into the match score', () => {
  it('a Game Loss before the match starts: 0-1, the penalized player chooses, no sideboarding', () => {
    const outcome = apply({ bestOf: 3, wins: [0, 0], draws: 0, gameLosses: [{ players: ['A'] }], beforeMatchStarts: true });
    expect(outcome.wins).toEqual([0, 1]);
    expect(outcome.playDrawChooser).toBe('A');
    expect(outcome.sideboardingBeforeNextGame).toBe(false);
    expect(outcome.matchWinner).toBeNull();
    expect(outcome.records).toEqual([{ players: ['A'], outcome: 'lost-game' }]);
  });

  it('a Game Loss mid-match counts as a game won by the opponent; sideboarding as usual', () => {
    const outcome = apply({ bestOf: 3, wins: [1, 0], draws: 1, gameLosses: [{ players: ['A'] }] });
    expect(outcome.wins).toEqual([1, 1]);
    expect(outcome.draws).toBe(1);
    expect(outcome.playDrawChooser).toBe('A');
    expect(outcome.sideboardingBeforeNextGame).toBe(true);
  });

  it('Game Losses to both players at once are recorded but cancel out', () => {
    const outcome = apply({ bestOf: 3, wins: [1, 0], draws: 0, gameLosses: [{ players: ['A', 'B'] }] });
    expect(outcome.wins).toEqual([1, 0]);
    expect(outcome.records).toEqual([{ players: ['A', 'B'], outcome: 'cancelled' }]);
    expect(outcome.playDrawChooser).toBeNull();
  });

  it('both players before the match: still 0-0, recorded', () => {
    const outcome = apply({ bestOf: 1, wins: [0, 0], draws: 0, gameLosses: [{ players: ['B', 'A'] }], beforeMatchStarts: true });
    expect(outcome.wins).toEqual([0, 0]);
    expect(outcome.records[0].outcome).toBe('cancelled');
  });

  it('Game Losses one after the other to each player do not cancel', () => {
    const outcome = apply({ bestOf: 3, wins: [0, 0], draws: 0, gameLosses: [{ players: ['A'] }, { players: ['B'] }] });
    expect(outcome.wins).toEqual([1, 1]);
    expect(outcome.playDrawChooser).toBe('B');
  });

  it('a Game Loss that decides the match ends it; a later one carries to the next match', () => {
    const outcome = apply({ bestOf: 3, wins: [0, 1], draws: 0, gameLosses: [{ players: ['A'] }, { players: ['A'] }] });
    expect(outcome.wins).toEqual([0, 2]);
    expect(outcome.matchWinner).toBe('B');
    expect(outcome.playDrawChooser).toBeNull();
    expect(outcome.carriedToNextMatch).toEqual(['A']);
    expect(outcome.records.map((r) => r.outcome)).toEqual(['lost-game', 'next-match']);
  });

  it('best of one: a Game Loss decides the match', () => {
    expect(apply({ bestOf: 1, wins: [0, 0], draws: 2, gameLosses: [{ players: ['B'] }] }).matchWinner).toBe('A');
  });

  it.each([
    [{ bestOf: 3, wins: [3, 0], draws: 0, gameLosses: [] }, 'WINS_EXCEED_NEEDED'],
    [{ bestOf: 3, wins: [-1, 0], draws: 0, gameLosses: [] }, 'INVALID_GAME_COUNT'],
    [{ bestOf: 4, wins: [0, 0], draws: 0, gameLosses: [] }, 'INVALID_BEST_OF'],
    [{ bestOf: 3, wins: [0, 0], draws: 0, gameLosses: [{ players: [] }] }, 'INVALID_GAME_LOSS'],
    [{ bestOf: 3, wins: [0, 0], draws: 0, gameLosses: [{ players: ['A', 'A'] }] }, 'INVALID_GAME_LOSS'],
  ] as const)('refuses %j with %s', (input, code) => {
    const result = applyGameLosses(input as unknown as ApplyGameLossesInput);
    expect(isDciFailure(result) && result.error.code).toBe(code);
  });

  it('property: the result is always a legal score, and cancelled losses never change it', () => {
    const side = fc.constantFrom<Side>('A', 'B');
    const issue = fc.oneof(side.map((s) => ({ players: [s] })), fc.constant({ players: ['A', 'B'] as Side[] }));
    fc.assert(
      fc.property(fc.constantFrom<BestOf>(1, 3, 5), fc.array(issue, { maxLength: 8 }), (bestOf, gameLosses) => {
        const outcome = apply({ bestOf, wins: [0, 0], draws: 0, gameLosses });
        const counted = outcome.records.filter((r) => r.outcome === 'lost-game').length;
        const legal = isLegalGameScore({ bestOf, wins: outcome.wins, draws: 0, stage: 'swiss', finished: outcome.matchWinner !== null });
        return (
          !isDciFailure(legal) &&
          outcome.wins[0] + outcome.wins[1] === counted &&
          Math.max(...outcome.wins) <= winsNeeded(bestOf) &&
          outcome.records.length === gameLosses.length
        );
      }),
    );
  });
});
