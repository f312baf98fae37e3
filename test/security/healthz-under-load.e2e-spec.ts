import { AddressInfo, connect, Socket } from 'node:net';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { largeEventFile } from '../support/large-event-file';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';

const PLAYERS = 600;
const ROUNDS = 4;
/** The heaviest read the default limits allow (issue 12, item 4): three aliases of the whole event with every per-row field. */
const ALIASES = 3;
const HEAVIEST_ALLOWED = `query ($id: ID!) { ${Array.from({ length: ALIASES }, (_, i) => `e${i}: event(id: $id) { rounds { matches { timeCalled timeRemainingSeconds players { decklist { main } } } } }`).join(' ')} }`;
/** Every row's Player.decklist resolves once per alias; /healthz goes out when a quarter of them have. */
const DECKLISTS = ALIASES * ROUNDS * PLAYERS;

/** A connection to the server made ahead, so a request can be written on it at once from inside a resolver. */
async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** Writes GET /healthz on `socket` now; resolves with the whole answer once the server has sent it and closed. */
function healthz(socket: Socket): Promise<string> {
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => socket.once('end', () => resolve(answer)).once('error', reject));
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  return closed;
}

describe(`/healthz while the heaviest allowed query resolves (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let eventId: string;
  let port: number;

  beforeAll(async () => {
    app = await TestApp.start();
    const organizer = (await app.user('Health Organizer')).token;
    const file = JSON.stringify(largeEventFile(PLAYERS, ROUNDS));
    eventId = (await app.ok('mutation ($file: String!) { importEvent(file: $file) { id } }', { file }, organizer)).importEvent.id;
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  }, 600_000);

  afterAll(async () => {
    await app.stop();
  });

  it('answers /healthz sent in the middle of the query before the query itself', async () => {
    const heaviest = await app.ok(HEAVIEST_ALLOWED, { id: eventId });
    expect(heaviest.e2.rounds).toHaveLength(ROUNDS);
    expect(heaviest.e2.rounds[ROUNDS - 1].matches).toHaveLength(PLAYERS / 2);

    // The request goes out from inside the query's execution, a quarter of the way through its rows:
    // a server that resolves the whole result in one run of the event loop reads it only afterwards.
    const decklist = (app.app.get(GraphQLSchemaHost).schema.getType('Player') as GraphQLObjectType).getFields().decklist;
    const resolveDecklist = decklist.resolve as GraphQLFieldResolver<unknown, unknown>;
    const socket = await openConnection(port);
    const answered: string[] = [];
    let healthzAnswer: Promise<string> | undefined;
    let decklists = 0;
    decklist.resolve = (...args) => {
      decklists += 1;
      if (decklists === DECKLISTS / 4) healthzAnswer = healthz(socket).finally(() => answered.push('healthz'));
      return resolveDecklist(...args);
    };
    try {
      const query = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: HEAVIEST_ALLOWED, variables: { id: eventId } }) });
      answered.push('query');
      const body = (await query.json()) as { data?: Record<string, any>; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      expect(body.data?.e0.rounds).toHaveLength(ROUNDS);
      expect(decklists).toBe(DECKLISTS);
      expect(await healthzAnswer).toMatch(/^HTTP\/1\.1 200 [\s\S]*"databaseReachable":true/);
    } finally {
      decklist.resolve = resolveDecklist;
      socket.destroy();
    }
    expect(answered).toEqual(['healthz', 'query']);
  });
});
