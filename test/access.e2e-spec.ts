import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ACCESS_METADATA } from '../apps/api/src/common/access/access.decorator';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, registerAccount } from './support/tournament-driver';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

describe(`access control (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('every query, mutation and subscription declares who may call it', () => {
    const declared: string[] = [];
    const undeclared: string[] = [];
    for (const module of app.app.get(ModulesContainer).values()) {
      for (const wrapper of module.providers.values()) {
        const instance = wrapper.instance as object | undefined;
        if (!instance || typeof instance !== 'object') continue;
        const prototype = Object.getPrototypeOf(instance) as object;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const method = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
          if (typeof method !== 'function') continue;
          const type = Reflect.getMetadata('graphql:resolver_type', method) as string | undefined;
          if (!type || !ROOT_TYPES.has(type)) continue;
          const field = (Reflect.getMetadata('graphql:resolver_name', method) as string | undefined) ?? name;
          (Reflect.getMetadata(ACCESS_METADATA, method) ? declared : undeclared).push(`${type}.${field}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    const schema = app.app.get(GraphQLSchemaHost).schema;
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => (type ? Object.keys(type.getFields()).map((f) => `${type.name}.${f}`) : []));
    // The walk found every operation of the schema, so nothing escaped the check.
    expect([...declared].sort()).toEqual([...rootFields].sort());
  });

  it('a player cannot report another table, see other decklists, or edit the event', async () => {
    const { eventId, tokens, round } = await startSmallEvent(app, 4);
    const [first, second] = round.matches;
    const outsider = first.players[0].id;
    const response = await app.gql(GQL.report, { matchId: second.id, wins: 2, losses: 0, draws: 0 }, tokens.get(outsider));
    expect(errorCode(response)).toBe('NOT_SEATED_AT_MATCH');
    const untouched = await app.ok(GQL.event, { id: eventId });
    expect(untouched.event.rounds[0].matches.find((m: { id: string }) => m.id === second.id).status).toBe('PENDING');

    const other = second.players[0].id;
    const hidden = await app.gql(`query ($playerId: ID!) { decklist(playerId: $playerId) { main } }`, { playerId: other }, tokens.get(outsider));
    expect(errorCode(hidden)).toBe('DECKLIST_HIDDEN');
    const viaEvent = await app.ok(`query ($id: ID!) { event(id: $id) { players { id decklist { main } } } }`, { id: eventId }, tokens.get(outsider));
    expect(viaEvent.event.players.every((p: { decklist: unknown }) => p.decklist === null)).toBe(true);

    const edit = await app.gql(`mutation ($id: ID!) { updateEvent(id: $id, input: { name: "Mine now" }) { name } }`, { id: eventId }, tokens.get(outsider));
    expect(errorCode(edit)).toBe('FORBIDDEN');
    const pair = await app.gql(GQL.pair, { eventId }, tokens.get(outsider));
    expect(errorCode(pair)).toBe('FORBIDDEN');
  });

  it('staff see decklists; a judge cannot delete the event, the organizer can', async () => {
    const organizer = (await app.user('Owner')).token;
    const judge = await app.user('Judge');
    const player = await app.user('Player');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Limited', format: 'LIMITED', rel: 'COMPETITIVE' } }, organizer)).createEvent;
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId: event.id, userId: judge.id }, organizer);
    const registered = await registerAccount(app, organizer, player, { eventId: event.id, name: 'Pat Player' });
    const deck = Array.from({ length: 40 }, (_, i) => (i < 17 ? 'Forest' : 'Grizzly Bears'));
    await app.ok(`mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`, { eventId: event.id, playerId: registered.id, main: deck }, player.token);
    const seenByJudge = await app.ok(`query ($playerId: ID!) { decklist(playerId: $playerId) { main } }`, { playerId: registered.id }, judge.token);
    expect(seenByJudge.decklist.main).toHaveLength(40);
    const seenByOwner = await app.ok(`query ($playerId: ID!) { decklist(playerId: $playerId) { main } }`, { playerId: registered.id }, player.token);
    expect(seenByOwner.decklist.main).toHaveLength(40);

    const judgeDelete = await app.gql(`mutation ($eventId: ID!) { deleteEvent(eventId: $eventId) }`, { eventId: event.id }, judge.token);
    expect(errorCode(judgeDelete)).toBe('FORBIDDEN');
    expect((await app.ok(GQL.event, { id: event.id })).event).not.toBeNull();
    await app.ok(`mutation ($eventId: ID!) { deleteEvent(eventId: $eventId) }`, { eventId: event.id }, organizer);
    expect((await app.ok(GQL.event, { id: event.id })).event).toBeNull();
  });

  it('anonymous callers read published pairings and standings only', async () => {
    const { eventId, organizer, round } = await startSmallEvent(app, 6, { publish: false });
    const playerName = round.matches[0].players[0].name;
    expect((await app.ok(GQL.event, { id: eventId })).event.rounds).toEqual([]);
    expect((await app.ok(`query ($eventId: ID!, $name: String!) { myPairing(eventId: $eventId, playerName: $name) { id } }`, { eventId, name: playerName })).myPairing).toBeNull();
    await app.ok(`mutation ($roundId: ID!) { publishRound(roundId: $roundId) { published } }`, { roundId: round.id }, organizer);
    expect((await app.ok(GQL.event, { id: eventId })).event.rounds).toHaveLength(1);
    const mine = await app.ok(`query ($eventId: ID!, $name: String!) { myPairing(eventId: $eventId, playerName: $name) { id table players { name } } }`, { eventId, name: playerName.toUpperCase() });
    expect(mine.myPairing.id).toBe(round.matches[0].id);
    expect((await app.ok(GQL.standings, { eventId })).standings).toHaveLength(6);

    for (const [query, variables] of [
      [GQL.createEvent, { input: { name: 'x', format: 'LIMITED', rel: 'REGULAR' } }],
      [GQL.export, { eventId }],
      [GQL.pair, { eventId }],
      [GQL.report, { matchId: round.matches[0].id, wins: 2, losses: 0, draws: 0 }],
      [`query { me { id } }`, {}],
    ] as const) {
      expect(errorCode(await app.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});
