import * as dci from '@arbiter/dci';

describe('@arbiter/dci public API', () => {
  it.each([
    'INFRACTION_CATALOGUE',
    'proposePenalty',
    'reviewDeviation',
    'penaltyEffect',
    'applyGameLosses',
    'isLegalGameScore',
    'matchResult',
    'nextGameChooser',
    'roundTimeLimit',
    'limitedDeckTimes',
    'timeExtensionMinutes',
    'startTimeCalled',
    'recordTurnEnded',
    'timeCalledStatus',
    'resolveAfterTime',
    'validateDecklist',
    'isDciFailure',
  ])('exports %s', (name) => {
    expect(dci).toHaveProperty(name);
  });

  it('a paper turn tracker can run the whole procedure through the package entry point', () => {
    let state = dci.startTimeCalled({ activePlayer: 'B', stage: 'swiss' });
    if (dci.isDciFailure(state)) throw new Error(state.error.message);
    for (let i = 0; i < 6; i += 1) {
      const next: dci.TimeCalledState | dci.DciFailure = dci.recordTurnEnded(state, { nextActivePlayer: dci.opponentOf(state.activePlayer) });
      if (dci.isDciFailure(next)) throw new Error(next.error.message);
      state = next;
    }
    expect(dci.resolveAfterTime(state, { gameWins: [0, 1] })).toMatchObject({ kind: 'decided', match: 'B' });
  });
});
