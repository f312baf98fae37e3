import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL } from './support/tournament-driver';

describe(`bad input changes nothing (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function databaseState(): Promise<string> {
    const rows = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM events)::text AS events, (SELECT count(*) FROM players)::text AS players, (SELECT count(*) FROM rounds)::text AS rounds,
              (SELECT count(*) FROM result_audit)::text AS audit, (SELECT string_agg(id || status || coalesce(wins1::text, '-') || coalesce(wins2::text, '-') || coalesce(report1::text, '-') || coalesce(report2::text, '-'), ',' ORDER BY id) FROM matches) AS matches`,
    );
    return JSON.stringify(rows[0]);
  }

  it('each refusal carries a specific code and leaves the database as it was', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4);
    const [match, other] = round.matches;
    const [a, b] = match.players;
    await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 0, draws: 0 }, tokens.get(a.id));
    await app.ok(GQL.report, { matchId: match.id, wins: 0, losses: 2, draws: 0 }, tokens.get(b.id));
    const before = await databaseState();

    const cases: [string, string, Record<string, unknown>, string | undefined][] = [
      ['unknown match', GQL.report, { matchId: '00000000-0000-4000-8000-000000000000', wins: 2, losses: 0, draws: 0 }, tokens.get(a.id)],
      ['malformed match id', GQL.setResult, { matchId: 'table-7', wins: [2, 0], draws: 0, reason: 'typo' }, organizer],
      ['unknown event', GQL.pair, { eventId: '00000000-0000-4000-8000-000000000000' }, organizer],
      ['unknown player to drop', GQL.drop, { eventId, playerId: '00000000-0000-4000-8000-000000000000' }, organizer],
      ['3-0 in a best of three', GQL.report, { matchId: other.id, wins: 3, losses: 0, draws: 0 }, tokens.get(other.players[0].id)],
      ['negative games', GQL.setResult, { matchId: other.id, wins: [-1, 2], draws: 0, reason: 'oops' }, organizer],
      ['both players at two wins', GQL.setResult, { matchId: other.id, wins: [2, 2], draws: 0, reason: 'oops' }, organizer],
      ['reporting a finished match', GQL.report, { matchId: match.id, wins: 2, losses: 1, draws: 0 }, tokens.get(a.id)],
      ['pairing with an unfinished round', GQL.pair, { eventId }, organizer],
      ['a correction without a reason', GQL.setResult, { matchId: match.id, wins: [2, 1], draws: 0, reason: '  ' }, organizer],
    ];
    const codes = [];
    for (const [, query, variables, token] of cases) {
      const response = await app.gql(query, variables, token);
      expect(response.errors?.[0].message.length).toBeGreaterThan(10);
      codes.push(errorCode(response));
    }
    expect(codes).toEqual([
      'MATCH_NOT_FOUND',
      'MATCH_NOT_FOUND',
      'EVENT_NOT_FOUND',
      'PLAYER_NOT_FOUND',
      'IMPOSSIBLE_RESULT',
      'IMPOSSIBLE_RESULT',
      'IMPOSSIBLE_RESULT',
      'RESULT_ALREADY_FINAL',
      'ROUND_NOT_FINISHED',
      'REASON_REQUIRED',
    ]);
    expect(await databaseState()).toBe(before);
  });

  it('refuses illegal event transitions and a bad import with a clear message', async () => {
    const { eventId, organizer } = await startSmallEvent(app, 2, { pair: false });
    const again = await app.gql(GQL.start, { eventId }, organizer);
    expect(errorCode(again)).toBe('ILLEGAL_STATUS_TRANSITION');
    expect(again.errors?.[0].message).toContain('RUNNING');
    const before = await databaseState();
    const notJson = await app.gql(`mutation ($file: String!) { importEvent(file: $file) { id } }`, { file: '{ not json' }, organizer);
    expect(errorCode(notJson)).toBe('INVALID_EVENT_FILE');
    const unknownPlayer = JSON.stringify({ format: 'arbiter-event/1', name: 'Bad', structure: { swissRounds: 3, topCut: 0, matchGames: 3, finalsGames: 3 }, players: [{ id: 'p1', name: 'A' }], rounds: [{ number: 1, matches: [{ table: 1, players: ['p1', 'p9'], games: [2, 0, 0] }] }], drops: [], lateEntries: [] });
    const badFile = await app.gql(`mutation ($file: String!) { importEvent(file: $file) { id } }`, { file: unknownPlayer }, organizer);
    expect(errorCode(badFile)).toBe('INVALID_EVENT_FILE');
    expect(badFile.errors?.[0].message).toContain('p9');
    expect(await databaseState()).toBe(before);
  });
});
