import { computeStandings, EventFile } from '@arbiter/swiss';
import { runCli } from '../apps/cli/src/main';
import { TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, PairedMatch, randomResult, reportAgreed, seededRandom } from './support/tournament-driver';
import { startSmallEvent } from './support/small-event';

const IMPORT = `mutation ($file: String!) { importEvent(file: $file) { id status } }`;

async function cliStandings(file: string): Promise<unknown> {
  let out = '';
  const code = await runCli(['standings', '--event', 'event.json'], { stdout: (t) => (out += t), stderr: () => undefined, readFile: () => file });
  expect(code).toBe(0);
  return JSON.parse(out);
}

describe(`event files (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
    second = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
    await second.stop();
  });

  it('export → import → export is identical, and `arbiter standings` on the export equals the API', async () => {
    const random = seededRandom(7);
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 11);
    let matches: PairedMatch[] = round.matches;
    for (let r = 1; r <= 3; r += 1) {
      for (const match of matches.filter((m) => !m.bye)) await reportAgreed(app, match, tokens, randomResult(random));
      if (r < 3) matches = (await app.ok(GQL.pair, { eventId }, organizer)).pairNextRound.matches;
    }
    await app.ok(GQL.drop, { eventId, playerId: [...tokens.keys()][2] }, organizer);
    const exported: string = (await app.ok(GQL.export, { eventId }, organizer)).exportEvent;
    const file = JSON.parse(exported) as EventFile;
    expect(file.format).toBe('arbiter-event/1');
    expect(file.rounds).toHaveLength(3);

    const apiStandings = (await app.ok(GQL.standings, { eventId })).standings;
    const cli = (await cliStandings(exported)) as { standings: { rank: number; player: string; matchPoints: number; record: string; omw: number; gw: number; ogw: number }[] };
    expect(cli.standings.map((s) => ({ rank: s.rank, player: s.player, matchPoints: s.matchPoints, record: s.record, omw: s.omw, gw: s.gw, ogw: s.ogw }))).toEqual(
      apiStandings.map((s: { rank: number; player: { id: string }; matchPoints: number; record: string; omw: number; gw: number; ogw: number }) => ({ rank: s.rank, player: s.player.id, matchPoints: s.matchPoints, record: s.record, omw: s.omw, gw: s.gw, ogw: s.ogw })),
    );

    // A fresh instance keeps the file's ids: the round trip is exact.
    const otherOrganizer = (await second.user('Archivist')).token;
    const imported = (await second.ok(IMPORT, { file: exported }, otherOrganizer)).importEvent;
    expect(imported.status).toBe('RUNNING');
    const reExported: string = (await second.ok(GQL.export, { eventId: imported.id }, otherOrganizer)).exportEvent;
    expect(reExported).toBe(exported);

    // On the same instance the ids are taken, so new ones are assigned; everything else is equal.
    const copy = (await app.ok(IMPORT, { file: exported }, organizer)).importEvent;
    const copyFile = JSON.parse((await app.ok(GQL.export, { eventId: copy.id }, organizer)).exportEvent) as EventFile;
    const idMap = new Map(copyFile.players.map((p, i) => [p.id, file.players[i].id]));
    const renamed = JSON.parse(JSON.stringify(copyFile), (key, value) => (typeof value === 'string' && idMap.has(value) ? idMap.get(value) : value));
    expect(renamed).toEqual(file);
    expect(computeStandings(renamed as EventFile)).toEqual(computeStandings(file));
  });
});
