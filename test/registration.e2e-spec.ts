import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const UPDATE = `mutation ($playerId: ID!, $input: UpdatePlayerInput!) { updatePlayer(playerId: $playerId, input: $input) { id name byes pod fixedTable } }`;

describe(`registration corrections, pods and fixed tables (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('the organizer sets byes, pods and fixed tables; pairing honours them', async () => {
    const organizer = (await app.user('Draft Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Two-pod draft', format: 'LIMITED', rel: 'COMPETITIVE', swissRounds: 3, topCut: 0 } }, organizer)).createEvent;
    const ids: string[] = [];
    for (let i = 1; i <= 16; i += 1) ids.push((await app.ok(GQL.register, { eventId: event.id, name: `Drafter ${i}` }, organizer)).registerPlayer.id);
    for (const [index, id] of ids.entries()) await app.ok(UPDATE, { playerId: id, input: { pod: index < 8 ? 1 : 2 } }, organizer);
    const fixed = await app.ok(UPDATE, { playerId: ids[5], input: { fixedTable: 7, name: 'Drafter Five' } }, organizer);
    expect(fixed.updatePlayer).toMatchObject({ name: 'Drafter Five', pod: 1, fixedTable: 7 });
    const withBye = await app.ok(UPDATE, { playerId: ids[15], input: { byes: 1 } }, organizer);
    expect(withBye.updatePlayer.byes).toBe(1);

    const player = await app.user('Not The Organizer');
    expect(errorCode(await app.gql(UPDATE, { playerId: ids[0], input: { pod: 2 } }, player.token))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(UPDATE, { playerId: ids[0], input: { name: 'Drafter 2' } }, organizer))).toBe('DUPLICATE_PLAYER');
    expect(errorCode(await app.gql(UPDATE, { playerId: ids[0], input: { fixedTable: -3 } }, organizer))).toBe('INVALID_PLAYER_INPUT');

    await app.ok(GQL.start, { eventId: event.id }, organizer);
    expect(errorCode(await app.gql(UPDATE, { playerId: ids[1], input: { byes: 2 } }, organizer))).toBe('REGISTRATION_CLOSED');
    const round = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    const podOf = (id: string) => (ids.indexOf(id) < 8 ? 1 : 2);
    // An awarded bye is not paired (libs/swiss counts it as a 2-0 win); the other 15 leave one pairing bye.
    const seated = round.matches.flatMap((m: { players: { id: string }[] }) => m.players.map((p) => p.id));
    expect(seated).not.toContain(ids[15]);
    expect(seated).toHaveLength(15);
    expect(round.matches.filter((m: { bye: boolean }) => m.bye)).toHaveLength(1);
    for (const match of round.matches) {
      if (match.bye) continue;
      const [a, b] = match.players.map((p: { id: string }) => p.id);
      expect(podOf(a)).toBe(podOf(b));
      if (a === ids[5] || b === ids[5]) expect(match.table).toBe(7);
    }
  });
});
