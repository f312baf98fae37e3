import { EventFileErrorCode } from './event-file-error';
import { eventOf } from './testing/event-builder';
import { validateEventFile } from './validate-event-file';

function codesOf(input: unknown): EventFileErrorCode[] {
  const result = validateEventFile(input);
  return result.ok ? [] : result.errors.map((e) => e.code);
}

describe('validateEventFile (event-files.md)', () => {
  it('accepts the example document and defaults drops and late entries', () => {
    const { drops, lateEntries, ...rest } = eventOf(['p1', 'p2', 'p3'], [[['p1', 'p2', [2, 1, 0]], ['p3']]]);
    expect(drops).toEqual([]);
    expect(lateEntries).toEqual([]);
    const result = validateEventFile(rest);
    expect(result.ok && result.event.drops).toEqual([]);
  });

  it.each<[string, unknown, EventFileErrorCode]>([
    ['not an object: INVALID_FORMAT', 42, 'INVALID_FORMAT'],
    ['wrong format tag: INVALID_FORMAT', { ...eventOf([], []), format: 'other/2' }, 'INVALID_FORMAT'],
    ['duplicate player id: DUPLICATE_PLAYER', eventOf(['p1', 'p1'], []), 'DUPLICATE_PLAYER'],
    ['unknown player in a match: UNKNOWN_PLAYER', eventOf(['p1', 'p2'], [[['p1', 'ghost', [2, 0, 0]]]]), 'UNKNOWN_PLAYER'],
    ['unknown player in drops: UNKNOWN_PLAYER', eventOf(['p1'], [], { drops: [{ player: 'x', afterRound: 1 }] }), 'UNKNOWN_PLAYER'],
    ['player twice in a round: PLAYER_TWICE_IN_ROUND', eventOf(['p1', 'p2', 'p3'], [[['p1', 'p2', [2, 0, 0]], ['p1']]]), 'PLAYER_TWICE_IN_ROUND'],
    ['player against themselves: PLAYER_TWICE_IN_ROUND', eventOf(['p1'], [[['p1', 'p1', [2, 0, 0]]]]), 'PLAYER_TWICE_IN_ROUND'],
    ['three game wins in best of three: IMPOSSIBLE_GAME_SCORE', eventOf(['p1', 'p2'], [[['p1', 'p2', [3, 0, 0]]]]), 'IMPOSSIBLE_GAME_SCORE'],
    ['both players at two wins: IMPOSSIBLE_GAME_SCORE', eventOf(['p1', 'p2'], [[['p1', 'p2', [2, 2, 0]]]]), 'IMPOSSIBLE_GAME_SCORE'],
    ['an unplayed playoff match: PLAYOFF_DRAW', { ...eventOf(['p1', 'p2'], []), rounds: [{ number: 1, kind: 'playoff', matches: [{ players: ['p1', 'p2'], games: [0, 0, 0] }] }] }, 'PLAYOFF_DRAW'],
    ['an unknown floor: INVALID_FIELD', eventOf(['p1', 'p2'], [], { settings: { percentageFloor: '0.3' as never } }), 'INVALID_FIELD'],
    ['a blank Wizards id: INVALID_FIELD', { ...eventOf([], []), players: [{ id: 'p1', name: 'Ada', wizardsId: ' ' }] }, 'INVALID_FIELD'],
    ['negative games: INVALID_FIELD', eventOf(['p1', 'p2'], [[['p1', 'p2', [-1, 2, 0]]]]), 'INVALID_FIELD'],
    ['round numbers out of order: ROUND_NUMBER_MISMATCH', { ...eventOf(['p1', 'p2'], [[['p1', 'p2', [2, 0, 0]]]]), rounds: [{ number: 2, matches: [] }] }, 'ROUND_NUMBER_MISMATCH'],
    ['round after an unfinished one: ROUND_AFTER_UNFINISHED', eventOf(['p1', 'p2', 'p3', 'p4'], [[['p1', 'p2']], [['p3', 'p4', [2, 0, 0]]]]), 'ROUND_AFTER_UNFINISHED'],
    ['paired after dropping: PAIRED_AFTER_DROP', eventOf(['p1', 'p2'], [[['p1', 'p2', [2, 0, 0]]], [['p1', 'p2', [2, 0, 0]]]], { drops: [{ player: 'p2', afterRound: 1 }] }), 'PAIRED_AFTER_DROP'],
    ['paired before entering: PAIRED_BEFORE_ENTRY', eventOf(['p1', 'p2'], [[['p1', 'p2', [2, 0, 0]]]], { lateEntries: [{ player: 'p2', beforeRound: 2 }] }), 'PAIRED_BEFORE_ENTRY'],
    ['same table twice: DUPLICATE_TABLE', { ...eventOf(['p1', 'p2', 'p3', 'p4'], []), rounds: [{ number: 1, matches: [{ table: 1, players: ['p1', 'p2'], games: [2, 0, 0] }, { table: 1, players: ['p3', 'p4'], games: [2, 0, 0] }] }] }, 'DUPLICATE_TABLE'],
    ['a drawn playoff match: PLAYOFF_DRAW', { ...eventOf(['p1', 'p2'], []), rounds: [{ number: 1, kind: 'playoff', matches: [{ players: ['p1', 'p2'], games: [1, 1, 1] }] }] }, 'PLAYOFF_DRAW'],
    ['Swiss after playoff: SWISS_AFTER_PLAYOFF', { ...eventOf(['p1', 'p2'], []), rounds: [{ number: 1, kind: 'playoff', matches: [{ players: ['p1', 'p2'], games: [2, 1, 0] }] }, { number: 2, matches: [] }] }, 'SWISS_AFTER_PLAYOFF'],
  ])('%s', (_name, input, code) => {
    expect(codesOf(input)).toContain(code);
  });

  it('names the path, the player and the round in messages', () => {
    const result = validateEventFile(eventOf(['p1', 'p2', 'p3'], [[['p1', 'p2', [2, 0, 0]]], [['p3', 'p1', [3, 0, 0]]]]));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0].path).toBe('rounds[1].matches[0].games');
      expect(result.errors[0].message).toContain('"p3"');
      expect(result.errors[0].message).toContain('round 2');
    }
  });

  it('accepts intentional draws (0-0-3, and 0-0-0 with no game played), concessions (2-1) and drawn games (2-1-1)', () => {
    expect(codesOf(eventOf(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], [[['a', 'b', [0, 0, 3]], ['c', 'd', [2, 1, 0]], ['e', 'f', [2, 1, 1]], ['g', 'h', [0, 0, 0]]]]))).toEqual([]);
  });

  it('accepts the floor settings and Wizards ids', () => {
    for (const percentageFloor of ['1/3', '0.33'] as const) {
      const result = validateEventFile({ ...eventOf([], []), players: [{ id: 'p1', name: 'Ada', wizardsId: '1234567' }], settings: { percentageFloor } });
      expect(result.ok && result.event.settings).toEqual({ percentageFloor });
    }
  });

  it('acceptRecorded keeps results the best-of forbids, one warning per match, and nothing else', () => {
    const recorded = eventOf(['a', 'b', 'c', 'd'], [[['a', 'b', [3, 0, 0]], ['c', 'd', [2, 2, 0]]]]);
    expect(codesOf(recorded)).toEqual(['IMPOSSIBLE_GAME_SCORE', 'IMPOSSIBLE_GAME_SCORE']);
    const kept = validateEventFile(recorded, { acceptRecorded: true });
    expect(kept.ok).toBe(true);
    if (!kept.ok) return;
    expect(kept.warnings.map((w) => [w.code, w.path])).toEqual([
      ['IMPOSSIBLE_GAME_SCORE', 'rounds[0].matches[0].games'],
      ['IMPOSSIBLE_GAME_SCORE', 'rounds[0].matches[1].games'],
    ]);
    expect(kept.warnings[0].message).toBe('rounds[0].matches[0].games: impossible result 3-0-0 between "a" and "b" in round 1 for a best-of-3 match; kept as recorded');
    expect(kept.event.rounds[0].matches[0]).toEqual({ players: ['a', 'b'], games: [3, 0, 0] });
    expect(validateEventFile(eventOf(['a', 'b'], [[['a', 'b', [-1, 0, 0]]]]), { acceptRecorded: true }).ok).toBe(false);
    expect(validateEventFile(eventOf(['a', 'b'], [[['a', 'b', [2, 0, 0]]]])).ok && validateEventFile(eventOf(['a', 'b'], [[['a', 'b', [2, 0, 0]]]]))).toMatchObject({ warnings: [] });
  });
});
