import { DataSource, In } from 'typeorm';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { EventEntity } from '../events/event.entity';
import { MatchEntity } from '../rounds/match.entity';
import { ResultAuditEntity } from './result-audit.entity';
import { ResultsService } from './results.service';

describe('ResultsService on the migrated database', () => {
  const medium = useMediumApp();

  const revision = async (eventId: string) => (await medium().get(DataSource).manager.findOneByOrFail(EventEntity, { id: eventId })).revision;

  it('two agreeing reports make the match FINAL: each report audited, each bumps the revision', async () => {
    const { eventId, actors, matches } = await medium().pairedEvent(4);
    const match = matches[0];
    const before = await revision(eventId);
    const results = medium().get(ResultsService);
    expect((await results.report(actors.get(match.player1Id)!, match.id, 2, 1, 0)).status).toBe('REPORTED');
    const final = await results.report(actors.get(match.player2Id!)!, match.id, 1, 2, 0);
    expect(final).toMatchObject({ status: 'FINAL', wins1: 2, wins2: 1, draws: 0 });
    expect(await revision(eventId)).toBe(before + 2);
    const audit = await medium().get(DataSource).manager.find(ResultAuditEntity, { where: { matchId: match.id }, order: { seq: 'ASC' } });
    expect(audit.map((a) => [a.action, a.after.status])).toEqual([['REPORT', 'REPORTED'], ['REPORT', 'FINAL']]);
  });

  it('different reports make it DISPUTED; a staff result settles it with the reason', async () => {
    const { organizer, actors, matches } = await medium().pairedEvent(2);
    const match = matches[0];
    const results = medium().get(ResultsService);
    await results.report(actors.get(match.player1Id)!, match.id, 2, 0, 0);
    expect((await results.report(actors.get(match.player2Id!)!, match.id, 2, 0, 0)).status).toBe('DISPUTED');
    expect(await results.set(organizer, match.id, [2, 1], 0, 'slip checked')).toMatchObject({ status: 'FINAL', wins1: 2, wins2: 1 });
    const trail = await results.auditTrail(organizer, match.id);
    expect(trail.map((a) => a.action)).toEqual(['REPORT', 'REPORT', 'SET']);
    expect(trail[2].reason).toBe('slip checked');
  });

  it('a caller not seated at the match is refused and nothing changes', async () => {
    const { eventId, matches } = await medium().pairedEvent(4);
    const stranger = await medium().actor('Stranger');
    const before = await revision(eventId);
    await expect(medium().get(ResultsService).report(stranger, matches[0].id, 2, 0, 0)).rejects.toMatchObject({ code: 'NOT_SEATED_AT_MATCH' });
    expect(await revision(eventId)).toBe(before);
    expect((await medium().get(DataSource).manager.findOneByOrFail(MatchEntity, { id: matches[0].id })).status).toBe('PENDING');
  });

  it('results sent together are written as a group: each accepted or refused on its own, audited in order, one revision each', async () => {
    const { eventId, organizer, actors, matches } = await medium().pairedEvent(8);
    const [both, staff, strangers, impossible] = matches;
    const stranger = await medium().actor('Stranger');
    const before = await revision(eventId);
    const results = medium().get(ResultsService);
    const outcomes = await Promise.allSettled([
      results.report(actors.get(both.player1Id)!, both.id, 2, 1, 0),
      results.report(actors.get(both.player2Id!)!, both.id, 1, 2, 0),
      results.set(organizer, staff.id, [2, 0], 0, 'slip'),
      results.report(stranger, strangers.id, 2, 0, 0),
      results.set(organizer, impossible.id, [3, 0], 0, 'typo'),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.status : (o.reason as { code: string }).code))).toEqual(['REPORTED', 'FINAL', 'FINAL', 'NOT_SEATED_AT_MATCH', 'IMPOSSIBLE_RESULT']);
    expect(await revision(eventId)).toBe(before + 3);
    const stored = async (id: string) => (await medium().get(DataSource).manager.findOneByOrFail(MatchEntity, { id })).status;
    expect([await stored(both.id), await stored(staff.id), await stored(strangers.id), await stored(impossible.id)]).toEqual(['FINAL', 'FINAL', 'PENDING', 'PENDING']);
    expect((await results.auditTrail(organizer, both.id)).map((a) => a.after.status)).toEqual(['REPORTED', 'FINAL']);
  });

  /** The statements of each transaction `work` ran (START TRANSACTION to COMMIT), told apart by query runner. */
  const transactionsDuring = async (work: () => Promise<unknown>): Promise<string[][]> => {
    const logger = medium().get(DataSource).logger;
    const logQuery = logger.logQuery;
    const byRunner = new Map<unknown, string[]>();
    logger.logQuery = (query, parameters, runner) => {
      byRunner.set(runner, [...(byRunner.get(runner) ?? []), query]);
      return logQuery.call(logger, query, parameters, runner);
    };
    try {
      await work();
    } finally {
      logger.logQuery = logQuery;
    }
    return [...byRunner.values()].flatMap((statements) => {
      const begin = statements.indexOf('START TRANSACTION');
      return begin < 0 ? [] : [statements.slice(begin, statements.indexOf('COMMIT', begin) + 1)];
    });
  };

  it('a group costs the same statements for one result as for eight: matches locked in one statement, updated in one, one audit INSERT, one revision bump', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(18);
    const results = medium().get(ResultsService);
    const before = await revision(eventId);
    const one = await transactionsDuring(() => results.set(organizer, matches[0].id, [2, 0], 0, 'slip'));
    const eight = await transactionsDuring(() => Promise.all(matches.slice(1, 9).map((match, index) => results.set(organizer, match.id, [2, index % 2], 0, `slip ${index}`))));
    expect([one.length, eight.length]).toEqual([1, 1]);
    // BEGIN, the matches locked, the round, the staff row, the matches updated, the audit rows, the revision, COMMIT.
    expect(one[0]).toHaveLength(8);
    expect(eight[0]).toHaveLength(8);
    expect(await revision(eventId)).toBe(before + 9);
    const stored = await medium().get(DataSource).manager.find(MatchEntity, { where: { id: In(matches.slice(0, 9).map((m) => m.id)) } });
    expect(stored.map((m) => [m.status, m.wins1, m.wins2]).sort()).toEqual([['FINAL', 2, 0], ...matches.slice(1, 9).map((_, index) => ['FINAL', 2, index % 2])].sort());
    const trails = await Promise.all(matches.slice(0, 9).map((match) => results.auditTrail(organizer, match.id)));
    expect(trails.map((trail) => trail.map((a) => [a.action, a.after.status]))).toEqual(matches.slice(0, 9).map(() => [['SET', 'FINAL']]));
  });
});
