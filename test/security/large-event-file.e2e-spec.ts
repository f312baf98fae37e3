import { gzipSync } from 'node:zlib';
import { AddressInfo } from 'node:net';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { largeEventFile } from '../support/large-event-file';
import { GQL } from '../support/tournament-driver';

const IMPORT = 'mutation ($file: String!) { importEvent(file: $file) { id } }';

/** Posts a GraphQL body over a real socket (supertest re-encodes binary bodies), gzip-compressed or not. */
async function post(target: TestApp, body: string, token: string | undefined, gzip: boolean): Promise<{ status: number; body: any }> {
  const server = target.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (gzip) headers['content-encoding'] = 'gzip';
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, { method: 'POST', headers, body: gzip ? gzipSync(body) : body });
  return { status: response.status, body: await response.json() };
}

/** The file with player ids replaced by names, to compare two imports of one event. */
function byNames(file: Record<string, any>): unknown {
  const names = new Map<string, string>(file.players.map((p: { id: string; name: string }) => [p.id, p.name]));
  return file.rounds.map((round: { matches: { players: string[]; games: number[]; table: number }[] }) => round.matches.map((m) => [m.table, m.players.map((id) => names.get(id)), m.games]));
}

// Issue 12, item 7: the 100 KB body limit refused the export of a 2,000-player event.
describe(`large event files round-trip (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });


  it('the export of a 4,500-player, 15-round event imports again, plain and gzip-compressed', async () => {
    const organizer = (await app.user('Organizer')).token;
    const original = largeEventFile(4_500, 15);
    const first = await post(app, JSON.stringify({ query: IMPORT, variables: { file: JSON.stringify(original) } }), organizer, false);
    expect(first.body.errors).toBeUndefined();
    const exported: string = (await app.ok(GQL.export, { eventId: first.body.data.importEvent.id }, organizer)).exportEvent;
    const exportedFile = JSON.parse(exported);
    expect(exportedFile.rounds).toEqual(original.rounds);
    expect(exportedFile.players).toEqual(original.players);

    const body = JSON.stringify({ query: IMPORT, variables: { file: exported } });
    process.stdout.write(`export of 4,500 players x 15 rounds: ${(exported.length / 1024 / 1024).toFixed(1)} MB, request ${(body.length / 1024 / 1024).toFixed(1)} MB, gzip ${(gzipSync(body).length / 1024 / 1024).toFixed(1)} MB\n`);
    const second = await post(app, body, organizer, true);
    expect(second.body.errors).toBeUndefined();
    const again = JSON.parse((await app.ok(GQL.export, { eventId: second.body.data.importEvent.id }, organizer)).exportEvent);
    expect(byNames(again)).toEqual(byNames(exportedFile));
  });

  it('a body over the limit is a coded error, not an HTML page', async () => {
    const small = await TestApp.start({ ARBITER_MAX_BODY_MB: '1' });
    try {
      const organizer = (await small.user('Organizer')).token;
      const body = JSON.stringify({ query: IMPORT, variables: { file: 'x'.repeat(2 * 1024 * 1024) } });
      for (const gzip of [false, true]) {
        const response = await post(small, body, organizer, gzip);
        expect(response.status).toBe(413);
        expect(response.body.errors[0].extensions.code).toBe('REQUEST_TOO_LARGE');
      }
      const broken = await post(small, '{"query":', undefined, false);
      expect(broken.status).toBe(400);
      expect(broken.body.errors[0].extensions.code).toBe('INVALID_REQUEST_BODY');
    } finally {
      await small.stop();
    }
  });
});
