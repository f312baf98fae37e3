import { isDciFailure } from './dci-error';
import { RELS } from './infraction-catalogue';
import { LIMITED_SCHEDULES, checkRoundMinutes, limitedClockPhases, limitedDeckTimes, roundTimeLimit } from './time-limits';

describe('seed Floor Rules 112 / MTR: round time limits', () => {
  const cases = [
    ['swiss', 'constructed', undefined, 50],
    ['swiss', 'limited', undefined, 50],
    ['swiss', 'constructed', 'regular', 50],
    ['swiss', 'constructed', 'professional', 60],
    ['swiss', 'limited', 'professional', 55],
    ['quarterfinal', 'constructed', undefined, 90],
    ['quarterfinal', 'limited', 'professional', 90],
    ['semifinal', 'limited', undefined, 90],
    ['semifinal', 'constructed', 'professional', 90],
    ['final', 'constructed', undefined, null],
    ['final', 'limited', 'professional', null],
  ] as const;
  it.each(cases.flatMap((row) => RELS.map((rel) => [...row, rel] as const)))('%s %s level %s → %p minutes (REL %s)', (stage, format, level, expected, rel) => {
    expect(roundTimeLimit({ stage, format, level, rel })).toBe(expected);
  });

  it.each([
    [40, null],
    [50, null],
    [39, 'ROUND_TIME_BELOW_MINIMUM'],
    [0, 'INVALID_MINUTES'],
    [45.5, 'INVALID_MINUTES'],
  ] as const)('round length %p minutes → %s', (minutes, code) => {
    const result = checkRoundMinutes(minutes);
    if (code === null) expect(result).toEqual({ ok: true });
    else expect(isDciFailure(result) && result.error.code).toBe(code);
  });

});

describe('MTR App. B / seed Floor Rules 112: Limited deck registration and construction', () => {
  it.each([
    ['sealed', 'current', false, 20, 30, 50],
    ['sealed', 'current', true, 20, 45, 65],
    ['sealed', 'seed-floor-rules', false, 20, 30, 50],
    ['sealed', 'seed-floor-rules', true, 20, 30, 50],
    ['sealed-long', 'current', false, 20, 60, 80],
    ['sealed-long', 'current', true, 20, 60, 80],
    ['sealed-long', 'seed-floor-rules', false, 20, 60, 80],
    ['draft', 'current', false, null, null, 25],
    ['draft', 'seed-floor-rules', false, null, null, 25],
    ['team-sealed', 'current', false, 20, 60, 80],
    ['team-sealed', 'current', true, 20, 75, 95],
    ['two-headed-giant-sealed', 'current', true, 20, 75, 95],
    ['two-headed-giant-sealed', 'seed-floor-rules', false, 20, 60, 80],
    ['team-draft', 'current', false, null, null, 40],
    ['team-draft', 'current', true, null, null, 40],
    ['team-draft', 'seed-floor-rules', false, null, null, 30],
  ] as const)('%s under %s rules (new set weekend %s): %p + %p = %p minutes', (schedule, rules, newSetWeekend, registrationMinutes, buildMinutes, totalMinutes) => {
    expect(limitedDeckTimes(schedule, { rules, newSetWeekend })).toEqual({ registrationMinutes, buildMinutes, totalMinutes });
  });

  it('defaults to today\'s figures', () => {
    for (const schedule of LIMITED_SCHEDULES) expect(limitedDeckTimes(schedule)).toEqual(limitedDeckTimes(schedule, { rules: 'current' }));
  });

  it('the Limited clock runs registration then build, or one shared period', () => {
    expect(limitedClockPhases('sealed')).toEqual([{ phase: 'registration', minutes: 20 }, { phase: 'build', minutes: 30 }]);
    expect(limitedClockPhases('team-draft', { rules: 'seed-floor-rules' })).toEqual([{ phase: 'registration-and-build', minutes: 30 }]);
    for (const schedule of LIMITED_SCHEDULES) {
      expect(limitedClockPhases(schedule).reduce((sum, p) => sum + p.minutes, 0)).toBe(limitedDeckTimes(schedule).totalMinutes);
    }
  });
});
