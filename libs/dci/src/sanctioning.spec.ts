import { isDciFailure } from './dci-error';
import { decideSanctioning, SANCTIONING_MINIMUMS } from './sanctioning';

describe('sanctioning minimums (seed Floor Rules: 8 players / 4 teams; today 4 players)', () => {
  it('names both editions', () => {
    expect(SANCTIONING_MINIMUMS).toEqual({ current: { players: 4, teams: 4 }, 'seed-floor-rules': { players: 8, teams: 4 } });
  });

  it.each([
    [3, false, undefined, false],
    [4, false, undefined, true],
    [7, false, 'seed-floor-rules', false],
    [8, false, 'seed-floor-rules', true],
    [3, true, 'seed-floor-rules', false],
    [4, true, 'seed-floor-rules', true],
    [3, true, 'current', false],
    [4, true, 'current', true],
  ] as const)('%i entrants (team event %s, rules %s) → sanctioned %s', (entrants, teamEvent, rules, sanctioned) => {
    const decision = decideSanctioning({ entrants, teamEvent, rules });
    if (isDciFailure(decision)) throw new Error(decision.error.message);
    expect(decision.sanctioned).toBe(sanctioned);
    expect(decision.rated).toBe(sanctioned);
    expect(decision.reason).toBe(sanctioned ? null : 'BELOW_MINIMUM');
  });

  it('below the minimum the event runs unsanctioned and unrated, and says so in words', () => {
    expect(decideSanctioning({ entrants: 6, rules: 'seed-floor-rules' })).toEqual({
      sanctioned: false,
      reason: 'BELOW_MINIMUM',
      minimum: 8,
      rated: false,
      explanation: '6 players is below the 8 a sanctioned event needs: the event runs unsanctioned, is not rated and is reported as unsanctioned.',
    });
  });

  it('an organizer may run any event unsanctioned by choice', () => {
    expect(decideSanctioning({ entrants: 40, requested: false })).toMatchObject({ sanctioned: false, reason: 'ORGANIZER_CHOICE', rated: false });
  });

  it('refuses a count that is not a whole number', () => {
    const result = decideSanctioning({ entrants: -1 });
    expect(isDciFailure(result) && result.error.code).toBe('INVALID_ENTRANTS');
  });
});
