import { assertRegistrationWindow, eventText, registrationState } from './event-registration';

const at = (iso: string) => new Date(iso);
const base = { status: 'REGISTRATION' as const, registrationOpensAt: at('2026-12-01T10:00:00Z'), registrationClosesAt: at('2026-12-05T10:00:00Z'), capacity: 2 };

describe('registrationState', () => {
  it.each([
    ['before the opening time', base, 0, '2026-12-01T09:59:59Z', 'NOT_YET_OPEN'],
    ['at the opening time', base, 0, '2026-12-01T10:00:00Z', 'OPEN'],
    ['at capacity', base, 2, '2026-12-02T10:00:00Z', 'FULL'],
    ['at the closing time', base, 0, '2026-12-05T10:00:00Z', 'CLOSED'],
    ['once started', { ...base, status: 'RUNNING' as const }, 0, '2026-12-02T10:00:00Z', 'CLOSED'],
    ['with no window and no capacity', { ...base, registrationOpensAt: null, registrationClosesAt: null, capacity: null }, 500, '2026-12-02T10:00:00Z', 'OPEN'],
  ])('%s', (_label, event, active, now, expected) => {
    expect(registrationState(event, active, at(now))).toBe(expected);
  });
});

describe('registration settings', () => {
  it('refuses a closing time at or before the opening time', () => {
    expect(() => assertRegistrationWindow({ registrationOpensAt: at('2026-12-05T10:00:00Z'), registrationClosesAt: at('2026-12-05T10:00:00Z') })).toThrow('registrationClosesAt must be after registrationOpensAt');
    expect(() => assertRegistrationWindow({ registrationOpensAt: at('2026-12-05T10:00:00Z'), registrationClosesAt: null })).not.toThrow();
  });

  it('keeps line breaks in a description, collapses them in a location, and refuses control characters', () => {
    expect(eventText(' Games Room\n 2nd floor ', 'location')).toBe('Games Room 2nd floor');
    expect(eventText('Prizes: boosters\r\nBring a pen', 'description')).toBe('Prizes: boosters\nBring a pen');
    expect(eventText('   ', 'description')).toBeNull();
    expect(() => eventText('a\u0000b', 'location')).toThrow('location must be at most 200 characters of text');
    expect(() => eventText('x'.repeat(2001), 'description')).toThrow('description must be at most 2000 characters');
  });
});
