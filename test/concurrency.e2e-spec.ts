import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL } from './support/tournament-driver';

describe(`concurrent use (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('50 simultaneous result reports and simultaneous pairings leave one consistent round', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 100);
    const matches = round.matches.filter((m) => !m.bye);
    expect(matches).toHaveLength(50);
    // The first player of each match reports 2-1 first, in sequence.
    for (const match of matches) await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 1, draws: 0 }, tokens.get(match.players[0].id));

    // Then the 50 confirmations and two "pair next round" race each other.
    const confirmations = matches.map((match) => app.gql(GQL.report, { matchId: match.id, wins: 1, losses: 2, draws: 0 }, tokens.get(match.players[1].id)));
    const pairings = [app.gql(GQL.pair, { eventId }, organizer), app.gql(GQL.pair, { eventId }, organizer)];
    const [reported, paired] = await Promise.all([Promise.all(confirmations), Promise.all(pairings)]);

    expect(reported.every((r) => r.data?.reportResult?.status === 'FINAL')).toBe(true);
    const rows: { status: string; wins1: number; wins2: number; report1: unknown; report2: unknown }[] = await app.dataSource.query(`SELECT status, wins1, wins2, report1, report2 FROM matches WHERE round_number = 1 AND NOT bye`);
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row).toMatchObject({ status: 'FINAL', wins1: 2, wins2: 1, report1: { wins: 2, losses: 1, draws: 0 }, report2: { wins: 1, losses: 2, draws: 0 } });
    const audit: { count: string }[] = await app.dataSource.query(`SELECT count(*)::text AS count FROM result_audit`);
    expect(Number(audit[0].count)).toBe(100);

    // At most one of the racing pairings succeeded; each refusal says why.
    const succeeded = paired.filter((p) => !p.errors);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    for (const refused of paired.filter((p) => p.errors)) expect(['ROUND_NOT_FINISHED']).toContain(errorCode(refused));
    const roundCount = async () => Number((await app.dataSource.query(`SELECT count(*)::text AS count FROM rounds`))[0].count);
    expect(await roundCount()).toBe(1 + succeeded.length);

    // Pairing twice at the same moment once the round is finished yields exactly one round.
    if (succeeded.length === 0) {
      const twice = await Promise.all([app.gql(GQL.pair, { eventId }, organizer), app.gql(GQL.pair, { eventId }, organizer)]);
      expect(twice.filter((p) => !p.errors)).toHaveLength(1);
      expect(errorCode(twice.find((p) => p.errors) ?? {})).toBe('ROUND_NOT_FINISHED');
    }
    expect(await roundCount()).toBe(2);
    const round2Matches: { count: string }[] = await app.dataSource.query(`SELECT count(*)::text AS count FROM matches WHERE round_number = 2`);
    expect(Number(round2Matches[0].count)).toBe(50);
  });

  it('two players confirming the same match at once never lose a report', async () => {
    const { tokens, round } = await startSmallEvent(app, 20);
    const matches = round.matches.filter((m) => !m.bye);
    await Promise.all(
      matches.flatMap((match) => [
        app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 0, draws: 0 }, tokens.get(match.players[0].id)),
        app.ok(GQL.report, { matchId: match.id, wins: 0, losses: 2, draws: 0 }, tokens.get(match.players[1].id)),
      ]),
    );
    const rows: { status: string }[] = await app.dataSource.query(`SELECT status FROM matches WHERE round_id = $1 AND NOT bye`, [round.id]);
    expect(rows.map((r) => r.status)).toEqual(matches.map(() => 'FINAL'));
  });
});
