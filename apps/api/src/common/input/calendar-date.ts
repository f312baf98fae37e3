const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Years an event can start in: Magic tournaments began in 1993. */
export const EVENT_YEARS = { first: 1993, last: 2999 } as const;

/**
 * Reads an ISO 8601 date or date-time strictly: a day the calendar has (no 2026-02-30 rolled
 * over to March 2), a real time, a year in {@link EVENT_YEARS}. Returns the date or why not.
 */
export function parseEventDate(raw: string): { date: Date } | { problem: string } {
  const match = ISO_DATE_TIME.exec(raw.trim());
  if (!match) return { problem: `"${raw.slice(0, 40)}" is not an ISO 8601 date, e.g. 2026-12-06 or 2026-12-06T10:00:00Z` };
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) return { problem: `year ${year} is outside ${EVENT_YEARS.first}-${EVENT_YEARS.last}` };
  const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (daysInMonth === 0) return { problem: `month ${month} does not exist` };
  if (day < 1 || day > daysInMonth) return { problem: `${y}-${mo} has no day ${day}` };
  if (hour > 23 || minute > 59 || second > 59) return { problem: `${h}:${mi}:${s} is not a time of day` };
  const date = new Date(match[4] === undefined ? `${y}-${mo}-${d}T00:00:00Z` : raw.trim().replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return { problem: `"${raw.slice(0, 40)}" is not a valid date` };
  return { date };
}
