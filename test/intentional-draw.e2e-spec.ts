import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, registerAccount, reportAgreed } from './support/tournament-driver';

const IMPORT = `mutation ($file: String!) { importEvent(file: $file) { id } }`;

describe(`0-0-0: an intentional draw with no game played (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('players report it, it is a draw worth 1 match point each with no games, and staff may set it', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4);
    const [first, second] = round.matches;
    await reportAgreed(app, first, tokens, [0, 0, 0]);
    const set = await app.ok(GQL.setResult, { matchId: second.id, wins: [0, 0], draws: 0, reason: 'Players agreed to an intentional draw before game 1' }, organizer);
    expect(set.setResult).toMatchObject({ status: 'FINAL', wins: [0, 0], draws: 0 });
    const standings = (await app.ok(GQL.standings, { eventId })).standings;
    for (const row of standings) expect(row).toMatchObject({ matchPoints: 1, record: '0-0-1', gw: 0.3333 });
    const exported = JSON.parse((await app.ok(GQL.export, { eventId }, organizer)).exportEvent);
    expect(exported.rounds[0].matches.map((m: { games: number[] }) => m.games)).toEqual([[0, 0, 0], [0, 0, 0]]);
    const imported = await app.ok(IMPORT, { file: JSON.stringify(exported) }, organizer);
    expect((await app.ok(GQL.standings, { eventId: imported.importEvent.id })).standings.map((s: { matchPoints: number }) => s.matchPoints)).toEqual([1, 1, 1, 1]);
  });

  it('a playoff match cannot end 0-0-0: it needs a winner', async () => {
    const organizer = (await app.user('Playoff organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Top 2', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 2 } }, organizer)).createEvent;
    const tokens = new Map<string, string>();
    for (let i = 1; i <= 4; i += 1) {
      const user = await app.user(`Top 2 player ${i}`);
      tokens.set((await registerAccount(app, organizer, user, { eventId: event.id, name: `Top 2 player ${i}` })).id, user.token);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const swiss = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    for (const match of swiss.matches) await reportAgreed(app, match, tokens, [2, 0, 0]);
    const final = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    expect(final.kind).toBe('PLAYOFF');
    const response = await app.gql(GQL.setResult, { matchId: final.matches[0].id, wins: [0, 0], draws: 0, reason: 'Both asked for a draw' }, organizer);
    expect(errorCode(response)).toBe('IMPOSSIBLE_RESULT');
    expect(response.errors?.[0].message).toContain('cannot end in a draw');
  });
});
