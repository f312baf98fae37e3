import { TestApp, errorCode } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const CREATE_EVENT = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id name format rel status swissRounds topCut gamesPerMatch finalsGamesPerMatch roundMinutes startsAt } }`;
const REGISTER = `mutation ($eventId: ID!, $name: String!, $wizardsId: String) { registerPlayer(eventId: $eventId, name: $name, wizardsId: $wizardsId) { id name wizardsId dropped } }`;
const EVENT = `query ($id: ID!) { event(id: $id) { id name swissRounds topCut players { id name wizardsId dropped } } }`;

describe(`events and players (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Organizer')).token;
  });

  afterAll(async () => {
    await app.stop();
  });

  async function countRows(table: string): Promise<number> {
    const rows: { count: string }[] = await app.dataSource.query(`SELECT count(*)::text AS count FROM "${table}"`);
    return Number(rows[0].count);
  }

  it('creates an event with defaults and registers players', async () => {
    const { createEvent } = await app.ok(CREATE_EVENT, {
      input: { name: 'Sunday Modern', format: 'CONSTRUCTED', rel: 'COMPETITIVE', startsAt: '2026-12-06T10:00:00Z' },
    }, organizer);
    expect(createEvent).toMatchObject({ name: 'Sunday Modern', status: 'REGISTRATION', gamesPerMatch: 3, finalsGamesPerMatch: 3, roundMinutes: 50, startsAt: '2026-12-06T10:00:00.000Z' });

    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']) {
      await app.ok(REGISTER, { eventId: createEvent.id, name }, organizer);
    }
    await app.ok(REGISTER, { eventId: createEvent.id, name: 'Edsger Dijkstra', wizardsId: '19300511' }, organizer);
    const { event } = await app.ok(EVENT, { id: createEvent.id }, organizer);
    expect(event.players.map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra']);
    expect(event.players[3]).toMatchObject({ wizardsId: '19300511', dropped: false });
  });

  it('rejects an empty event name with a clear error and writes nothing', async () => {
    const before = await countRows('events');
    const response = await app.gql(CREATE_EVENT, { input: { name: '   ', format: 'LIMITED', rel: 'REGULAR' } }, organizer);
    expect(errorCode(response)).toBe('INVALID_EVENT_INPUT');
    expect(response.errors?.[0].message).toMatch(/name/);
    expect(await countRows('events')).toBe(before);
  });

  it('rejects a round time under the minimum, naming the field', async () => {
    const response = await app.gql(CREATE_EVENT, { input: { name: 'Short', format: 'LIMITED', rel: 'REGULAR', roundMinutes: 20 } }, organizer);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].message).toMatch(/roundMinutes/);
  });

  it('rejects duplicate players in one event, but allows the name in another event', async () => {
    const first = (await app.ok(CREATE_EVENT, { input: { name: 'FNM', format: 'LIMITED', rel: 'REGULAR' } }, organizer)).createEvent;
    const second = (await app.ok(CREATE_EVENT, { input: { name: 'FNM 2', format: 'LIMITED', rel: 'REGULAR' } }, organizer)).createEvent;
    await app.ok(REGISTER, { eventId: first.id, name: 'Ada Lovelace', wizardsId: '1815' }, organizer);
    const before = await countRows('players');

    const sameName = await app.gql(REGISTER, { eventId: first.id, name: '  ada   LOVELACE ' }, organizer);
    expect(errorCode(sameName)).toBe('DUPLICATE_PLAYER');
    expect(sameName.errors?.[0].message).toContain('ada LOVELACE');
    const sameWizardsId = await app.gql(REGISTER, { eventId: first.id, name: 'Someone Else', wizardsId: '1815' }, organizer);
    expect(errorCode(sameWizardsId)).toBe('DUPLICATE_PLAYER');
    expect(await countRows('players')).toBe(before);

    await app.ok(REGISTER, { eventId: second.id, name: 'Ada Lovelace', wizardsId: '1815' }, organizer);
  });

  it('answers unknown and malformed event ids with EVENT_NOT_FOUND and writes nothing', async () => {
    const before = await countRows('players');
    for (const eventId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await app.gql(REGISTER, { eventId, name: 'Nobody' }, organizer);
      expect(errorCode(response)).toBe('EVENT_NOT_FOUND');
      expect(response.errors?.[0].message).toContain(eventId);
    }
    expect(await countRows('players')).toBe(before);
    expect((await app.ok(EVENT, { id: 'not-an-id' }, organizer)).event).toBeNull();
  });

  it('rejects an empty player name', async () => {
    const { createEvent } = await app.ok(CREATE_EVENT, { input: { name: 'Names', format: 'LIMITED', rel: 'REGULAR' } }, organizer);
    const response = await app.gql(REGISTER, { eventId: createEvent.id, name: ' ' }, organizer);
    expect(errorCode(response)).toBe('INVALID_PLAYER_INPUT');
  });

  it('answers the health query and /healthz', async () => {
    const { health } = await app.ok('{ health { status database databaseReachable } }');
    expect(health).toEqual({ status: 'ok', database: TEST_DATABASE_KIND, databaseReachable: true });
    const request = (await import('supertest')).default;
    const response = await request(app.app.getHttpServer()).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body.databaseReachable).toBe(true);
  });
});
