import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, PairedMatch, registerAccount } from './support/tournament-driver';

const SIGN_UP = 'mutation ($email: String!, $name: String!) { signUp(email: $email, password: "correct horse battery", displayName: $name) { token user { id } } }';
const EVENT = 'query ($id: ID!) { event(id: $id) { id joinCode capacity status players { id name } } }';
const BY_CODE = 'query ($code: String!) { eventByCode(code: $code) { id name } }';
const JOIN = 'mutation ($code: String!, $name: String) { joinEvent(code: $code, name: $name) { id name } }';
const INVITE = 'mutation ($eventId: ID!, $name: String!, $email: String) { registerPlayer(eventId: $eventId, name: $name, email: $email) { id } }';
const ADD_STAFF = 'mutation ($eventId: ID!, $email: String, $userId: ID, $role: StaffRole!) { addStaff(eventId: $eventId, email: $email, userId: $userId, role: $role) { id } }';
const REMOVE_STAFF = 'mutation ($eventId: ID!, $userId: ID!) { removeStaff(eventId: $eventId, userId: $userId) { id } }';
const STAFF = 'query ($id: ID!) { event(id: $id) { staff { role user { id displayName } } } }';
const END = 'mutation ($eventId: ID!) { endEvent(eventId: $eventId) { id status } }';
const FINAL = 'query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank finish player { name } } }';
const PAIR = `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { id kind matches { id table bye status players { id name } } } }`;

async function account(app: TestApp, email: string, name: string): Promise<{ token: string; id: string }> {
  const { signUp } = await app.ok(SIGN_UP, { email, name });
  return { token: signUp.token, id: signUp.user.id };
}

// Issue 15: a store's event joined from phones by its code, staffed by email, ended explicitly (spec Additions).
describe(`store events: join codes, staff by email, ending (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('every event has its own six-character public code, found whatever the case and spacing', async () => {
    const organizer = (await app.user('Organizer')).token;
    const a = (await app.ok(GQL.createEvent, { input: { name: 'Friday Modern', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const b = (await app.ok(GQL.createEvent, { input: { name: 'Saturday Draft', format: 'LIMITED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const codeA = (await app.ok(EVENT, { id: a })).event.joinCode;
    const codeB = (await app.ok(EVENT, { id: b })).event.joinCode;
    expect(codeA).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(codeB).not.toBe(codeA);
    const typed = `${codeA.slice(0, 3).toLowerCase()} ${codeA.slice(3)}`;
    expect((await app.ok(BY_CODE, { code: typed })).eventByCode).toEqual({ id: a, name: 'Friday Modern' });
    expect((await app.ok(BY_CODE, { code: 'ZZZZZ' })).eventByCode).toBeNull();
  });

  it('players join by code while registration is open, within the capacity; bad codes and late joins are refused with nothing stored', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Capped', format: 'CONSTRUCTED', rel: 'REGULAR', capacity: 2 } }, organizer)).createEvent.id;
    const { joinCode } = (await app.ok(EVENT, { id: eventId })).event;
    const count = async () => (await app.ok(EVENT, { id: eventId })).event.players.length;

    expect(errorCode(await app.gql(JOIN, { code: joinCode }))).toBe('UNAUTHENTICATED');
    const ana = await app.user('Ana Alves');
    expect(errorCode(await app.gql(JOIN, { code: 'QQQQQQ' }, ana.token))).toBe('JOIN_CODE_UNKNOWN');
    expect(errorCode(await app.gql(JOIN, { code: '' }, ana.token))).toBe('JOIN_CODE_UNKNOWN');
    expect(await count()).toBe(0);

    expect((await app.ok(JOIN, { code: joinCode.toLowerCase() }, ana.token)).joinEvent.name).toBe('Ana Alves');
    expect(errorCode(await app.gql(JOIN, { code: joinCode }, ana.token))).toBe('DUPLICATE_PLAYER');
    const ben = await app.user('Ben');
    expect((await app.ok(JOIN, { code: joinCode, name: 'Benjamin Brooks' }, ben.token)).joinEvent.name).toBe('Benjamin Brooks');
    const cy = await app.user('Cy');
    const full = await app.gql(JOIN, { code: joinCode }, cy.token);
    expect(errorCode(full)).toBe('EVENT_FULL');
    expect(full.errors?.[0].message).toContain('full (2 players)');
    expect(await count()).toBe(2);

    // The organizer may still add a walk-in beyond the capacity, and raise it.
    await app.ok(GQL.register, { eventId, name: 'Walk-in' }, organizer);
    await app.ok('mutation ($id: ID!) { updateEvent(id: $id, input: { capacity: 0 }) { capacity } }', { id: eventId }, organizer);
    expect((await app.ok(EVENT, { id: eventId })).event.capacity).toBeNull();
    expect(errorCode(await app.gql('mutation ($id: ID!) { updateEvent(id: $id, input: { capacity: -1 }) { capacity } }', { id: eventId }, organizer))).toBe('BAD_USER_INPUT');

    await app.ok(GQL.start, { eventId }, organizer);
    expect(errorCode(await app.gql(JOIN, { code: joinCode }, cy.token))).toBe('REGISTRATION_CLOSED');
    expect(await count()).toBe(3);
  });

  it('joining claims the entry the organizer made for my email; staff of a sanctioned event cannot join', async () => {
    const organizer = await app.user('Organizer');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Invitational', format: 'CONSTRUCTED', rel: 'COMPETITIVE' } }, organizer.token)).createEvent.id;
    const { joinCode } = (await app.ok(EVENT, { id: eventId })).event;
    const entryId = (await app.ok(INVITE, { eventId, name: 'Elena Estrada', email: 'elena@example.test' }, organizer.token)).registerPlayer.id;
    const elena = await account(app, 'Elena@Example.test', 'Elena E.');
    expect((await app.ok(JOIN, { code: joinCode }, elena.token)).joinEvent).toEqual({ id: entryId, name: 'Elena Estrada' });
    expect((await app.dataSource.query('SELECT user_id FROM players WHERE id = $1', [entryId]))[0].user_id).toBe(elena.id);

    expect(errorCode(await app.gql(JOIN, { code: joinCode }, organizer.token))).toBe('STAFF_CANNOT_PLAY');
    expect((await app.ok(EVENT, { id: eventId })).event.players).toHaveLength(1);
  });

  it('the organizer adds and removes judges by email; the staff list is for staff; the last organizer stays', async () => {
    const organizer = await app.user('Olga Organizer');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Judged', format: 'CONSTRUCTED', rel: 'COMPETITIVE' } }, organizer.token)).createEvent.id;
    const judge = await account(app, 'judy@example.test', 'Judy Judge');
    const player = await app.user('Pat Player');

    expect(errorCode(await app.gql(ADD_STAFF, { eventId, email: 'nobody@example.test', role: 'JUDGE' }, organizer.token))).toBe('USER_NOT_FOUND_FOR_STAFF');
    expect(errorCode(await app.gql(ADD_STAFF, { eventId, role: 'JUDGE' }, organizer.token))).toBe('INVALID_EVENT_INPUT');
    expect(errorCode(await app.gql(ADD_STAFF, { eventId, email: 'judy@example.test', userId: judge.id, role: 'JUDGE' }, organizer.token))).toBe('INVALID_EVENT_INPUT');
    expect(errorCode(await app.gql(ADD_STAFF, { eventId, email: 'judy@example.test', role: 'JUDGE' }, player.token))).toBe('FORBIDDEN');
    expect((await app.ok(STAFF, { id: eventId }, organizer.token)).event.staff).toHaveLength(1);

    await app.ok(ADD_STAFF, { eventId, email: ' JUDY@example.test ', role: 'JUDGE' }, organizer.token);
    expect((await app.ok(STAFF, { id: eventId }, organizer.token)).event.staff).toEqual([
      { role: 'ORGANIZER', user: { id: organizer.id, displayName: 'Olga Organizer' } },
      { role: 'JUDGE', user: { id: judge.id, displayName: 'Judy Judge' } },
    ]);
    expect((await app.ok(STAFF, { id: eventId }, judge.token)).event.staff).toHaveLength(2);
    expect(errorCode(await app.gql(STAFF, { id: eventId }, player.token))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(STAFF, { id: eventId }))).toBe('UNAUTHENTICATED');

    expect(errorCode(await app.gql(REMOVE_STAFF, { eventId, userId: organizer.id }, organizer.token))).toBe('LAST_ORGANIZER');
    expect(errorCode(await app.gql(ADD_STAFF, { eventId, userId: organizer.id, role: 'JUDGE' }, organizer.token))).toBe('LAST_ORGANIZER');
    expect(errorCode(await app.gql(REMOVE_STAFF, { eventId, userId: player.id }, organizer.token))).toBe('STAFF_MEMBER_NOT_FOUND');
    expect(errorCode(await app.gql(REMOVE_STAFF, { eventId, userId: judge.id }, judge.token))).toBe('FORBIDDEN');
    await app.ok(REMOVE_STAFF, { eventId, userId: judge.id }, organizer.token);
    expect((await app.ok(STAFF, { id: eventId }, organizer.token)).event.staff).toHaveLength(1);
    expect(errorCode(await app.gql(STAFF, { id: eventId }, judge.token))).toBe('FORBIDDEN');
  });

  it('endEvent ends a running event once its last round is finished, with final standings', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Two rounds', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 2, topCut: 0 } }, organizer)).createEvent.id;
    const player = await app.user('Player');
    for (const name of ['Ada', 'Bo', 'Cai']) await app.ok(GQL.register, { eventId, name }, organizer);
    await registerAccount(app, organizer, player, { eventId, name: 'Dee' });
    const status = async () => (await app.ok(EVENT, { id: eventId })).event.status;

    expect(errorCode(await app.gql(END, { eventId }, organizer))).toBe('EVENT_NOT_RUNNING');
    await app.ok(GQL.start, { eventId }, organizer);
    expect(errorCode(await app.gql(END, { eventId }, organizer))).toBe('EVENT_NOT_RUNNING');
    const round = (await app.ok(PAIR, { eventId }, organizer)).pairNextRound as { matches: PairedMatch[] };
    expect(errorCode(await app.gql(END, { eventId }, organizer))).toBe('ROUND_NOT_FINISHED');
    expect(errorCode(await app.gql(END, { eventId }, player.token))).toBe('FORBIDDEN');
    expect(await status()).toBe('RUNNING');

    for (const match of round.matches) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'slip' }, organizer);
    // The store stops after one of two planned rounds: the organizer decides.
    expect((await app.ok(END, { eventId }, organizer)).endEvent.status).toBe('FINISHED');
    const winners = round.matches.map((m) => m.players[0].name);
    const final = (await app.ok(FINAL, { eventId })).finalStandings as { rank: number; player: { name: string } }[];
    expect(final.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
    expect(winners).toContain(final[0].player.name);
    expect(winners).toContain(final[1].player.name);
    expect(errorCode(await app.gql(END, { eventId }, organizer))).toBe('EVENT_COMPLETE');
    expect(errorCode(await app.gql(PAIR, { eventId }, organizer))).toBe('EVENT_COMPLETE');
  });

  it("staff see both players' reports of a disputed match; players do not", async () => {
    const event = await startSmallEvent(app, 4);
    const match = event.round.matches.find((m) => !m.bye)!;
    const [left, right] = match.players;
    await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 0, draws: 0 }, event.tokens.get(left.id));
    await app.ok(GQL.report, { matchId: match.id, wins: 2, losses: 1, draws: 0 }, event.tokens.get(right.id));
    const DISPUTES = 'query ($eventId: ID!) { disputedMatches(eventId: $eventId) { id reports { player { name } wins losses draws } } }';
    const disputed = (await app.ok(DISPUTES, { eventId: event.eventId }, event.organizer)).disputedMatches;
    expect(disputed).toEqual([
      { id: match.id, reports: [{ player: { name: left.name }, wins: 2, losses: 0, draws: 0 }, { player: { name: right.name }, wins: 2, losses: 1, draws: 0 }] },
    ]);
    const asPlayer = await app.gql('query ($id: ID!) { event(id: $id) { currentRound { matches { reports { wins } } } } }', { id: event.eventId }, event.tokens.get(left.id));
    expect(errorCode(asPlayer)).toBe('FORBIDDEN');
  });

  it('the organizer registers a pasted roster at once; a bad line refuses them all and names the line', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Roster', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const BULK = 'mutation ($eventId: ID!, $players: [RosterEntryInput!]!) { registerPlayers(eventId: $eventId, players: $players) { name wizardsId } }';
    const count = async () => (await app.ok(EVENT, { id: eventId })).event.players.length;
    await app.ok(GQL.register, { eventId, name: 'Already Here' }, organizer);

    const repeated = await app.gql(BULK, { eventId, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: ' ana ' }] }, organizer);
    expect(errorCode(repeated)).toBe('DUPLICATE_PLAYER');
    expect(repeated.errors?.[0].extensions?.line).toBe(3);
    const clash = await app.gql(BULK, { eventId, players: [{ name: 'Ana' }, { name: 'already here' }] }, organizer);
    expect(errorCode(clash)).toBe('DUPLICATE_PLAYER');
    expect(clash.errors?.[0].message).toContain('Line 2');
    const badEmail = await app.gql(BULK, { eventId, players: [{ name: 'Ana' }, { name: 'Bo', email: 'not-an-email' }] }, organizer);
    expect(errorCode(badEmail)).toBe('INVALID_PLAYER_INPUT');
    expect(badEmail.errors?.[0].extensions?.line).toBe(2);
    expect(errorCode(await app.gql(BULK, { eventId, players: [] }, organizer))).toBe('INVALID_PLAYER_INPUT');
    const stranger = (await app.user('Stranger')).token;
    expect(errorCode(await app.gql(BULK, { eventId, players: [{ name: 'Ana' }] }, stranger))).toBe('FORBIDDEN');
    expect(await count()).toBe(1);

    const names = Array.from({ length: 12 }, (_, i) => ({ name: `Player ${i + 1}`, wizardsId: i === 0 ? '10000001' : null }));
    const registered = (await app.ok(BULK, { eventId, players: names }, organizer)).registerPlayers;
    expect(registered).toHaveLength(12);
    expect(registered[0]).toEqual({ name: 'Player 1', wizardsId: '10000001' });
    expect(await count()).toBe(13);
  });
});
