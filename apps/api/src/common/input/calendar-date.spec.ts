import { parseEventDate } from './calendar-date';

describe('parseEventDate', () => {
  it('reads dates and date-times', () => {
    expect(parseEventDate('2026-12-06')).toEqual({ date: new Date('2026-12-06T00:00:00Z') });
    expect(parseEventDate('2026-12-06T10:00:00Z')).toEqual({ date: new Date('2026-12-06T10:00:00Z') });
    expect(parseEventDate('2026-12-06T10:00:00.123+01:00')).toEqual({ date: new Date('2026-12-06T09:00:00.123Z') });
    expect(parseEventDate('2028-02-29')).toEqual({ date: new Date('2028-02-29T00:00:00Z') });
  });

  it('refuses days the calendar lacks, year 0, garbage and impossible times', () => {
    for (const raw of ['2026-02-30', '2026-02-29', '2026-13-01', '0000-01-01', 'garbage', '2026-12-06T24:00:00Z', '20261206', '99999-01-01']) {
      expect(parseEventDate(raw)).toHaveProperty('problem');
    }
  });
});
