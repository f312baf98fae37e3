import { MatchMoment, penaltyEffect } from './penalty-effect';

describe('IPG penalty effects on the match', () => {
  it.each(['before-match', 'in-game', 'between-games', 'after-match'] as const)('Warning and NONE change nothing (%s)', (moment) => {
    expect(penaltyEffect('NONE', { player: 'A', moment })).toEqual({ kind: 'none' });
    expect(penaltyEffect('WARNING', { player: 'A', moment })).toEqual({ kind: 'none' });
  });

  it.each([
    ['in-game', 'current-game', true],
    ['between-games', 'next-game', true],
    ['before-match', 'next-game', false],
    ['after-match', 'next-match', true],
  ] as const)('Game Loss issued %s applies to the %s (sideboarding before next game: %s)', (moment: MatchMoment, appliesTo, sideboarding) => {
    expect(penaltyEffect('GAME_LOSS', { player: 'B', moment })).toEqual({
      kind: 'game-loss',
      player: 'B',
      appliesTo,
      countsAsLostGame: true,
      playDrawChooser: 'B',
      sideboardingBeforeNextGame: sideboarding,
    });
  });

  it.each([
    ['before-match', 'current'],
    ['in-game', 'current'],
    ['between-games', 'current'],
    ['after-match', 'next'],
  ] as const)('Match Loss issued %s applies to the %s match', (moment, appliesTo) => {
    expect(penaltyEffect('MATCH_LOSS', { player: 'A', moment })).toEqual({ kind: 'match-loss', player: 'A', appliesTo });
  });

  it.each([
    ['in-game', true],
    ['between-games', true],
    ['before-match', true],
    ['after-match', false],
  ] as const)('Disqualification issued %s: loses current match %s, drops, leaves standings, reported', (moment, losesCurrentMatch) => {
    const effect = penaltyEffect('DISQUALIFICATION', { player: 'A', moment });
    expect(effect).toEqual({
      kind: 'disqualification',
      player: 'A',
      losesCurrentMatch,
      dropsPlayer: true,
      removedFromStandings: true,
      replacedAfterCut: false,
      report: {
        recipient: 'Wizards of the Coast',
        accountsOf: ['player', 'opponent'],
        statementsFrom: ['head-judge', 'player', 'opponent', 'witnesses'],
      },
    });
  });
});
