import { computeStandings, EventFile } from '@arbiter/swiss';
import { TestApp, errorCode } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, PairedMatch, randomResult, registerAccount, reportAgreed, seededRandom } from './support/tournament-driver';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The API's standings must equal libs/swiss over the exported event file (what `arbiter standings` prints). */
async function expectStandingsMatchLibrary(app: TestApp, eventId: string, organizer: string): Promise<void> {
  const { standings } = await app.ok(GQL.standings, { eventId });
  const file = JSON.parse((await app.ok(GQL.export, { eventId }, organizer)).exportEvent) as EventFile;
  const expected = computeStandings(file).standings.map((s) => ({ rank: s.rank, player: s.player, matchPoints: s.matchPoints, record: s.record, omw: round4(s.omw), gw: round4(s.gw), ogw: round4(s.ogw) }));
  const actual = standings.map((s: { rank: number; player: { id: string }; matchPoints: number; record: string; omw: number; gw: number; ogw: number }) => ({ rank: s.rank, player: s.player.id, matchPoints: s.matchPoints, record: s.record, omw: s.omw, gw: s.gw, ogw: s.ogw }));
  expect(actual).toEqual(expected);
}

describe(`a whole 37-player event through GraphQL (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('registration, a late entry, drops, a disputed result, 6 Swiss rounds, top 8 with a 3-game final', async () => {
    const random = seededRandom(2026);
    const organizer = (await app.user('Olivia Organizer')).token;
    const judge = await app.user('Jules Judge');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Store Championship', format: 'CONSTRUCTED', rel: 'COMPETITIVE', gamesPerMatch: 3, finalsGamesPerMatch: 3 } }, organizer)).createEvent;
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId: event.id, userId: judge.id }, organizer);

    const tokens = new Map<string, string>();
    const register = async (name: string): Promise<string> => {
      const user = await app.user(name);
      const player = await registerAccount(app, organizer, user, { eventId: event.id, name });
      tokens.set(player.id, user.token);
      return player.id;
    };
    for (let i = 1; i <= 36; i += 1) await register(`Player ${String(i).padStart(2, '0')}`);

    const started = (await app.ok(GQL.start, { eventId: event.id }, organizer)).startEvent;
    // MTR App. E: 33-64 players → 6 Swiss rounds, top 8 (the late entry makes 37).
    expect(started).toMatchObject({ status: 'RUNNING', swissRounds: 6, topCut: 8 });

    let lateEntry: string | undefined;
    const dropped: string[] = [];
    for (let roundNumber = 1; roundNumber <= 6; roundNumber += 1) {
      const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
      expect(round).toMatchObject({ number: roundNumber, kind: 'SWISS', published: true });
      const seated = round.matches.flatMap((m: PairedMatch) => m.players.map((p) => p.id));
      expect(new Set(seated).size).toBe(seated.length);
      for (const id of dropped) expect(seated).not.toContain(id);
      if (lateEntry) expect(seated).toContain(lateEntry);

      const twoPlayer: PairedMatch[] = round.matches.filter((m: PairedMatch) => !m.bye);
      for (const [index, match] of twoPlayer.entries()) {
        if (roundNumber === 2 && index === 0) {
          // A disputed result: the players disagree, a judge settles it.
          const [a, b] = match.players;
          await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 1, draws: 0 }, tokens.get(a.id));
          const disputed = await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 0, draws: 0 }, tokens.get(b.id));
          expect(disputed.reportResult.status).toBe('DISPUTED');
          const queue = await app.ok(`query ($eventId: ID!) { disputedMatches(eventId: $eventId) { id } }`, { eventId: event.id }, judge.token);
          expect(queue.disputedMatches.map((m: { id: string }) => m.id)).toEqual([match.id]);
          const blocked = await app.gql(GQL.pair, { eventId: event.id }, organizer);
          expect(errorCode(blocked)).toBe('ROUND_NOT_FINISHED');
          const settled = await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 1], draws: 0, reason: 'Both players agreed at the judge station: 2-1' }, judge.token);
          expect(settled.setResult).toMatchObject({ status: 'FINAL', wins: [2, 1], draws: 0 });
          continue;
        }
        await reportAgreed(app, match, tokens, randomResult(random));
      }

      if (roundNumber === 1) {
        lateEntry = await register('Late Larry');
      }
      if (roundNumber === 2) {
        const self = [...tokens.keys()][3];
        await app.ok(GQL.drop, { eventId: event.id, playerId: self }, tokens.get(self));
        const byOrganizer = [...tokens.keys()][7];
        await app.ok(GQL.drop, { eventId: event.id, playerId: byOrganizer }, organizer);
        dropped.push(self, byOrganizer);
      }
      await expectStandingsMatchLibrary(app, event.id, organizer);
    }

    const afterSwiss = (await app.ok(GQL.standings, { eventId: event.id })).standings;
    expect(afterSwiss).toHaveLength(37);
    const late = afterSwiss.find((s: { player: { id: string } }) => s.player.id === lateEntry);
    expect(late.record.split('-').map(Number).reduce((a: number, b: number) => a + b, 0)).toBe(6);
    const topEight: string[] = afterSwiss.filter((s: { player: { id: string } }) => !dropped.includes(s.player.id)).slice(0, 8).map((s: { player: { id: string } }) => s.player.id);

    // Top 8: 1v8, 4v5, 2v7, 3v6 (MTR App. E), no draws, until the final.
    const quarterfinal = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    expect(quarterfinal.kind).toBe('PLAYOFF');
    expect(quarterfinal.matches.map((m: PairedMatch) => m.players.map((p) => p.id))).toEqual([
      [topEight[0], topEight[7]],
      [topEight[3], topEight[4]],
      [topEight[1], topEight[6]],
      [topEight[2], topEight[5]],
    ]);
    const drawInPlayoff = await app.gql(GQL.report, { matchId: quarterfinal.matches[0].id, wins: 1, losses: 1, draws: 1 }, tokens.get(topEight[0]));
    expect(errorCode(drawInPlayoff)).toBe('IMPOSSIBLE_RESULT');

    let playoffRound = quarterfinal;
    const playoffSizes: number[] = [];
    for (;;) {
      playoffSizes.push(playoffRound.matches.length);
      for (const match of playoffRound.matches as PairedMatch[]) await reportAgreed(app, match, tokens, random() < 0.5 ? [2, 1, 0] : [0, 2, 0]);
      if (playoffRound.matches.length === 1) break;
      playoffRound = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    }
    expect(playoffSizes).toEqual([4, 2, 1]);

    const finished = await app.ok(GQL.event, { id: event.id });
    expect(finished.event.status).toBe('FINISHED');
    expect(finished.event.rounds).toHaveLength(9);
    const afterFinal = await app.gql(GQL.pair, { eventId: event.id }, organizer);
    expect(errorCode(afterFinal)).toBe('EVENT_COMPLETE');
    const final = (await app.ok(`query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank finish player { id } } }`, { eventId: event.id })).finalStandings;
    expect(final.slice(0, 8).map((s: { finish: string }) => s.finish)).toEqual(['winner', 'final', 'semifinal', 'semifinal', 'quarterfinal', 'quarterfinal', 'quarterfinal', 'quarterfinal']);
    expect(new Set(final.slice(0, 8).map((s: { player: { id: string } }) => s.player.id))).toEqual(new Set(topEight));
    expect(final.slice(8).map((s: { player: { id: string } }) => s.player.id)).toEqual(afterSwiss.map((s: { player: { id: string } }) => s.player.id).filter((id: string) => !topEight.includes(id)));
    // Swiss standings do not change with the playoff.
    expect((await app.ok(GQL.standings, { eventId: event.id })).standings).toEqual(afterSwiss);
  });
});
