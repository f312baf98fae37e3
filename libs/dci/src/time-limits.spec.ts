import { isDciFailure } from './dci-error';
import { RELS } from './infraction-catalogue';
import { checkRoundMinutes, limitedDeckTimes, roundTimeLimit } from './time-limits';

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

  it.each([
    ['sealed', { registrationMinutes: 20, buildMinutes: 30, totalMinutes: 50 }],
    ['sealed-long', { registrationMinutes: 20, buildMinutes: 60, totalMinutes: 80 }],
    ['team-draft', { registrationMinutes: null, buildMinutes: null, totalMinutes: 30 }],
  ] as const)('Limited %s deck registration and build', (schedule, expected) => {
    expect(limitedDeckTimes(schedule)).toEqual(expected);
  });
});
