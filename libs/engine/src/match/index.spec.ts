import * as match from './index';

describe('match runner public API', () => {
  it.each([
    'createMatch',
    'pendingMatchDecision',
    'applyMatchDecision',
    'matchStatus',
    'validateMatchConfig',
    'callTimeOnMatch',
    'matchTimeStatus',
    'matchViewFor',
    'matchFullView',
    'gameLog',
    'replayGameLog',
    'replayMatch',
    'botDecision',
    'defaultDecision',
    'playBotMatch',
    'sideboardFor',
  ])('exports the function %s', (name) => {
    expect(typeof (match as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the error classes and defaults', () => {
    expect(new match.MatchConfigError('INVALID_SEED', 'x')).toBeInstanceOf(Error);
    expect(new match.MatchReplayError(3, 'x').message).toBe('match log entry 3: x');
    expect([match.DEFAULT_MINIMUM_MAIN_DECK, match.DEFAULT_ADDITIONAL_TURNS]).toEqual([60, 5]);
  });
});
