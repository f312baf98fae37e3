import { AddressInfo } from 'node:net';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { parse, validate } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { queryLimitRules } from '../../apps/api/src/common/graphql/query-limits';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { QueryCounter } from '../bench/query-counter';
import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { largeEventFile } from '../support/large-event-file';
import { GQL } from '../support/tournament-driver';

/** The attack of issue 12: ten aliases of a whole event, with every per-row field. */
const ALIASED_EVENT = (aliases: number) =>
  `query ($id: ID!) { ${Array.from({ length: aliases }, (_, i) => `e${i}: event(id: $id) { rounds { matches { timeCalled timeRemainingSeconds players { decklist { main } } } } }`).join(' ')} }`;
const WHOLE_EVENT = `query ($id: ID!) { event(id: $id) { rounds { matches { timeCalled timeRemainingSeconds players { name decklist { main } } } } } }`;
// Loaded at run time: the admin app's sources follow its own compiler settings, not the API's.
const ADMIN_DOCUMENTS: Record<string, unknown> = require('../../apps/admin/src/graphql/generated/graphql');
/** ARBITER_GRAPHQL_MAX_LIST_COST that refuses whole-event reads: every admin operation must pass it. */
const STRICT_LIST_COST = 100_000;
const DECK = [...Array<string>(30).fill('Mountain'), ...Array<string>(30).fill('Forest')];

describe(`query cost limits and batching (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  /** An event of `players` registered players (with decklists) and one paired round with a running clock. */
  async function pairedEvent(players: number) {
    const organizer = (await app.user('Limits Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: `Limits ${players}`, format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2, topCut: 0 } }, organizer)).createEvent;
    for (let i = 0; i < players; i += 1) {
      const player = (await app.ok(GQL.register, { eventId: event.id, name: `Player ${i + 1}` }, organizer)).registerPlayer;
      await app.ok(`mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { id } }`, { eventId: event.id, playerId: player.id, main: DECK }, organizer);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    await app.ok(`mutation ($roundId: ID!) { startRoundClock(roundId: $roundId) { state } }`, { roundId: round.id }, organizer);
    return { eventId: event.id, organizer };
  }

  it('refuses the ten-alias anonymous query before running it, with a coded error', async () => {
    const { eventId } = await pairedEvent(4);
    const refused = await app.gql(ALIASED_EVENT(10), { id: eventId });
    expect(errorCode(refused)).toBe('QUERY_LIMIT_EXCEEDED');
    expect(refused.errors?.[0].extensions?.limit).toBe('aliases');
    expect(refused.data).toBeUndefined();
    // Within the limit the same fields are answered.
    const allowed = await app.gql(ALIASED_EVENT(2), { id: eventId });
    expect(allowed.errors).toBeUndefined();
  });

  it('answers every per-row field with the same number of SQL statements for 4 or 16 players', async () => {
    const counter = new QueryCounter(app.dataSource);
    const small = await pairedEvent(4);
    const large = await pairedEvent(16);
    for (const token of [undefined, small.organizer]) {
      const smallCount = await counter.fewestDuring(() => app.ok(WHOLE_EVENT, { id: small.eventId }, token));
      const largeToken = token ? large.organizer : undefined;
      let response: Record<string, any> = {};
      const largeCount = await counter.fewestDuring(async () => (response = await app.ok(WHOLE_EVENT, { id: large.eventId }, largeToken)));
      expect(response.event.rounds[0].matches).toHaveLength(8);
      expect(largeCount).toBe(smallCount);
    }
    // Staff see the decklists through the batched field; anonymous callers never do.
    const staff = await app.ok(WHOLE_EVENT, { id: large.eventId }, large.organizer);
    expect(staff.event.rounds[0].matches[0].players[0].decklist.main).toHaveLength(60);
    const anonymous = await app.ok(WHOLE_EVENT, { id: large.eventId });
    expect(anonymous.event.rounds[0].matches[0].players[0].decklist).toBeNull();
  });

  it('holds subscriptions over graphql-ws to the same limits', async () => {
    const { eventId } = await pairedEvent(4);
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0 });
    try {
      const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: id`).join(' ');
      const errors = await new Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>((resolve, reject) => {
        client.subscribe({ query: `subscription ($eventId: ID!) { matchUpdated(eventId: $eventId) { ${aliases} } }`, variables: { eventId } }, {
          next: () => reject(new Error('the subscription was accepted')),
          error: (error) => resolve(error as { message: string }[]),
          complete: () => reject(new Error('the subscription completed without an error')),
        });
      });
      expect(errors[0].message).toContain('Aliases limit of 5 exceeded');
      expect(errors[0].extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
    } finally {
      await client.dispose();
    }
  });

  it('pages the matches of a round in table order with first and offset, and refuses a page out of range', async () => {
    const { eventId, organizer } = await pairedEvent(16);
    const PAGE = `query ($id: ID!, $first: Int, $offset: Int) { event(id: $id) { round(number: 1) { matchCount matches(first: $first, offset: $offset) { table } } } }`;
    const all = (await app.ok(PAGE, { id: eventId })).event.round;
    expect(all.matchCount).toBe(8);
    expect(all.matches.map((m: { table: number }) => m.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const second = (await app.ok(PAGE, { id: eventId, first: 3, offset: 3 })).event.round.matches;
    expect(second.map((m: { table: number }) => m.table)).toEqual([4, 5, 6]);
    const last = (await app.ok(PAGE, { id: eventId, first: 3, offset: 6 })).event.round.matches;
    expect(last.map((m: { table: number }) => m.table)).toEqual([7, 8]);
    for (const variables of [{ first: 0 }, { first: 501 }, { first: 3, offset: -1 }]) {
      const refused = await app.gql(PAGE, { id: eventId, ...variables }, organizer);
      expect(errorCode(refused)).toBe('INVALID_PAGE');
    }
    expect((await app.ok(`query ($id: ID!) { event(id: $id) { round(number: 2) { id } } }`, { id: eventId })).event.round).toBeNull();
  });

  it('lets every operation the admin app sends through the default limits and the strict list cost (sized for 4,500 players)', () => {
    const schema = app.app.get(GraphQLSchemaHost).schema;
    const limits = loadConfig({ ARBITER_DATA_DIR: '/tmp/arbiter-limits-test', JWT_SECRET: 'test-secret-0123456789abcdef' }).queryLimits;
    const rules = queryLimitRules({ ...limits, maxListCost: Math.min(limits.maxListCost, STRICT_LIST_COST) });
    const documents = Object.entries(ADMIN_DOCUMENTS).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      const errors = validate(schema, parse(String(document)), rules);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
    }
  });
});

describe(`query depth limit from the configuration (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ ARBITER_GRAPHQL_MAX_DEPTH: '3' });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('refuses a query nested deeper than ARBITER_GRAPHQL_MAX_DEPTH', async () => {
    const organizer = (await app.user('Depth Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Depth', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent;
    expect((await app.gql(`query ($id: ID!) { event(id: $id) { players { name } } }`, { id: event.id })).errors).toBeUndefined();
    const refused = await app.gql(`query ($id: ID!) { event(id: $id) { rounds { matches { players { name } } } } }`, { id: event.id });
    expect(errorCode(refused)).toBe('QUERY_LIMIT_EXCEEDED');
    expect(refused.errors?.[0].extensions?.limit).toBe('depth');
  });

  it('counts the fields inside fragments, not the fragments themselves', async () => {
    const organizer = (await app.user('Fragment Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Fragments', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent;
    const nested = await app.gql(`query ($id: ID!) { event(id: $id) { ...A } } fragment A on Event { ...B } fragment B on Event { players { ...C } } fragment C on Player { name }`, { id: event.id });
    expect(nested.errors).toBeUndefined();
    const hidden = await app.gql(`query ($id: ID!) { event(id: $id) { ...Deep } } fragment Deep on Event { rounds { matches { players { name } } } }`, { id: event.id });
    expect(errorCode(hidden)).toBe('QUERY_LIMIT_EXCEEDED');
    expect(hidden.errors?.[0].extensions?.limit).toBe('depth');
  });
});

describe(`query cost counting list sizes (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    // The limit a deployment sets against whole-event reads (docs/security.md); the admin stays within it.
    app = await TestApp.start({ ARBITER_GRAPHQL_MAX_LIST_COST: String(STRICT_LIST_COST) });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('refuses the whole-event query of issue 12 up front, naming its cost and the limit, while /healthz answers', async () => {
    const organizer = (await app.user('List Cost Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'List cost', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent;
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    const heavy = app.gql(WHOLE_EVENT, { id: event.id });
    const health = fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status);
    const refused = await heavy;
    expect(errorCode(refused)).toBe('QUERY_LIMIT_EXCEEDED');
    expect(refused.errors?.[0].extensions).toMatchObject({ limit: 'listCost', max: STRICT_LIST_COST });
    expect(refused.errors?.[0].message).toMatch(/list cost \d+ is over the limit of 100000.*first:/);
    expect(refused.data).toBeUndefined();
    expect(await health).toBe(200);
    // One round's pairings with names stays well within the limit.
    const allowed = await app.gql(`query ($id: ID!) { event(id: $id) { currentRound { matches { table players { name } } } } }`, { id: event.id });
    expect(allowed.errors).toBeUndefined();
  });
});

// Issue 12, item 4, at the default limits: the static list cost cannot tell a store event from a
// Grand Prix, so what an operation actually reads is counted as it runs (ARBITER_GRAPHQL_MAX_RESULT_COST).
describe(`query result cost counted at run time, default limits (${TEST_DATABASE_KIND})`, () => {
  const PLAYERS = 1_000;
  const ROUNDS = 8;
  let app: TestApp;
  let eventId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    const organizer = (await app.user('Result Cost Organizer')).token;
    const file = JSON.stringify(largeEventFile(PLAYERS, ROUNDS));
    eventId = (await app.ok('mutation ($file: String!) { importEvent(file: $file) { id } }', { file }, organizer)).importEvent.id;
  }, 600_000);

  afterAll(async () => {
    await app.stop();
  });

  it('refuses the anonymous whole-event query of issue 12 (three aliases pass the static limits) once it has read its budget, with how to page and no partial data', async () => {
    const refused = await app.gql(ALIASED_EVENT(3), { id: eventId });
    expect(errorCode(refused)).toBe('QUERY_LIMIT_EXCEEDED');
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors?.[0].extensions).toMatchObject({ limit: 'resultCost', max: 100_000, field: 'Round.matches', rows: PLAYERS / 2 });
    expect(refused.errors?.[0].message).toMatch(/result cost \d+ is over the limit of 100000.*Round\.matches\(first:, offset:\).*Event\.round\(number:\)/);
    expect(refused.data).toBeNull();
  });

  it("answers the contract's whole-event read of the same 1,000-player, 8-round event, and the issue's fields one round at a time", async () => {
    const whole = await app.ok(GQL.event, { id: eventId });
    expect(whole.event.players).toHaveLength(PLAYERS);
    expect(whole.event.rounds).toHaveLength(ROUNDS);
    expect(whole.event.rounds.every((round: { matches: unknown[] }) => round.matches.length === PLAYERS / 2)).toBe(true);
    const ROUND = `query ($id: ID!, $number: Int!) { event(id: $id) { round(number: $number) { matches { timeCalled timeRemainingSeconds players { name decklist { main } } } } } }`;
    for (let number = 1; number <= ROUNDS; number += 1) {
      const round = await app.ok(ROUND, { id: eventId, number });
      expect(round.event.round.matches).toHaveLength(PLAYERS / 2);
    }
  }, 600_000);
});
