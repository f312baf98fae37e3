import { EVENT_REPORT_FORMAT, EventReport, EventReportErrorCode, validateEventReport } from './event-report';

function report(overrides: Partial<EventReport> = {}): EventReport {
  const players = ['Ada', 'Bea', 'Cy', 'Dee', 'Eve'].map((name, i) => ({ id: `p${i + 1}`, name, wizardsId: `10${i}`, droppedAfterRound: null, disqualified: false }));
  return {
    format: EVENT_REPORT_FORMAT,
    generatedAt: '2026-03-01T18:00:00.000Z',
    event: { id: 'e1', name: 'Sunday Modern', format: 'CONSTRUCTED', rel: 'COMPETITIVE', rules: 'current', status: 'FINISHED', startsAt: '2026-03-01T10:00:00.000Z', sanctioned: true, unsanctionedReason: null, ratingEventType: 'regular', kFactor: 16 },
    structure: { swissRounds: 1, topCut: 0, matchGames: 3, finalsGames: 3, roundMinutes: 50 },
    staff: [{ name: 'Olive', wizardsId: '900', role: 'ORGANIZER' }, { name: 'Hank', wizardsId: null, role: 'HEAD_JUDGE' }],
    players,
    rounds: [{ number: 1, kind: 'SWISS', matches: [{ table: 1, players: ['p1', 'p2'], games: [2, 1, 0] }, { table: 2, players: ['p3', 'p4'], games: [0, 0, 0] }, { players: ['p5'], bye: true }] }],
    penalties: [{ player: 'p2', round: 1, infraction: 'GAME_RULE_VIOLATION', penalty: 'WARNING', upgraded: false, deviation: false, description: 'Drew an extra card' }],
    ...overrides,
  };
}

function codesOf(input: unknown): EventReportErrorCode[] {
  const result = validateEventReport(input);
  return result.ok ? [] : result.errors.map((e) => e.code);
}

describe('event report file (docs/event-report-file.md)', () => {
  it('accepts a complete report, 0-0-0 intentional draws included, and survives a JSON round trip', () => {
    const written = report();
    const result = validateEventReport(JSON.parse(JSON.stringify(written)));
    expect(result).toEqual({ ok: true, report: written, warnings: [] });
  });

  it('an unsanctioned or cancelled event is reported as such', () => {
    const below = report({ event: { ...report().event, sanctioned: false, unsanctionedReason: 'BELOW_MINIMUM', status: 'CANCELLED' }, rounds: [], penalties: [] });
    expect(validateEventReport(below).ok).toBe(true);
    expect(codesOf({ ...below, event: { ...below.event, unsanctionedReason: null } })).toEqual(['INVALID_FIELD']);
  });

  it.each<[string, unknown, EventReportErrorCode, string]>([
    ['another format', { ...report(), format: 'arbiter-event/1' }, 'INVALID_FORMAT', 'format'],
    ['an unknown REL', { ...report(), event: { ...report().event, rel: 'FRIENDLY' } }, 'INVALID_FIELD', 'event.rel'],
    ['a K-value that does not match the event type', { ...report(), event: { ...report().event, kFactor: 32 } }, 'INVALID_FIELD', 'event.kFactor'],
    ['a best of four', { ...report(), structure: { ...report().structure, matchGames: 4 } }, 'INVALID_FIELD', 'structure.matchGames'],
    ['a staff role the UTR does not know', { ...report(), staff: [{ name: 'Sam', wizardsId: null, role: 'SCOREKEEPER' }] }, 'INVALID_FIELD', 'staff[0].role'],
    ['a player listed twice', { ...report(), players: [...report().players, report().players[0]] }, 'DUPLICATE_PLAYER', 'players[5].id'],
    ['an unknown player in a match', { ...report(), rounds: [{ number: 1, kind: 'SWISS', matches: [{ table: 1, players: ['p1', 'p9'], games: [2, 0, 0] }] }] }, 'UNKNOWN_PLAYER', 'rounds[0].matches[0].players[1]'],
    ['3-0-0 in a best of three', { ...report(), rounds: [{ number: 1, kind: 'SWISS', matches: [{ table: 1, players: ['p1', 'p2'], games: [3, 0, 0] }] }] }, 'IMPOSSIBLE_RESULT', 'rounds[0].matches[0].games'],
    ['a drawn playoff match', { ...report(), rounds: [{ number: 1, kind: 'PLAYOFF', matches: [{ table: 1, players: ['p1', 'p2'], games: [1, 1, 0] }] }] }, 'IMPOSSIBLE_RESULT', 'rounds[0].matches[0].games'],
    ['a penalty for someone not registered', { ...report(), penalties: [{ ...report().penalties[0], player: 'p7' }] }, 'UNKNOWN_PLAYER', 'penalties[0].player'],
    ['an infraction the IPG does not list', { ...report(), penalties: [{ ...report().penalties[0], infraction: 'BEING_LATE' }] }, 'INVALID_FIELD', 'penalties[0].infraction'],
    ['a sanctioned event under the minimum', { ...report(), players: report().players.slice(0, 3), rounds: [], penalties: [] }, 'BELOW_SANCTIONING_MINIMUM', 'event.sanctioned'],
    ['the organizer of record playing in a sanctioned event', { ...report(), staff: [{ name: 'Olive', wizardsId: '103', role: 'ORGANIZER' }] }, 'STAFF_CANNOT_PLAY', 'players[3]'],
  ])('refuses %s', (_name, input, code, path) => {
    const result = validateEventReport(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.code, e.path])).toContainEqual([code, path]);
    for (const error of result.errors) expect(error.message.startsWith(`${error.path}: `)).toBe(true);
  });

  it('staff may play in an unsanctioned event', () => {
    const casual = report({ event: { ...report().event, sanctioned: false, unsanctionedReason: 'ORGANIZER_CHOICE' }, staff: [{ name: 'Olive', wizardsId: '103', role: 'ORGANIZER' }] });
    expect(validateEventReport(casual).ok).toBe(true);
  });

  it('keeps results another system recorded when asked, with one warning each', () => {
    const imported = report({ rounds: [{ number: 1, kind: 'SWISS', matches: [{ table: 1, players: ['p1', 'p2'], games: [3, 0, 0] }] }] });
    const result = validateEventReport(imported, { acceptRecorded: true });
    expect(result.ok && result.warnings.map((w) => w.path)).toEqual(['rounds[0].matches[0].games']);
  });
});
