import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id joinCode location description registrationOpensAt registrationClosesAt registrationState } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id registrationState } }`;
const JOIN = `mutation ($code: String!, $name: String) { joinEvent(code: $code, name: $name) { id name } }`;
const WAIT = `mutation ($code: String!) { joinWaitlist(code: $code) { id name position } }`;
const ADD = `mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name) { id } }`;
const REMOVE = `mutation ($eventId: ID!, $playerId: ID!) { removePlayer(eventId: $eventId, playerId: $playerId) { id } }`;
const DROP = `mutation ($eventId: ID!, $playerId: ID!) { dropPlayer(eventId: $eventId, playerId: $playerId) { id } }`;
const STATE = `query ($id: ID!) { event(id: $id) { registrationState myWaitlistPosition players { name dropped } } }`;
const WAITLIST = `query ($id: ID!) { event(id: $id) { waitlist { id name position } } }`;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe(`registration settings and the waitlist (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('players sign themselves up only within the opening and closing times; the organizer adds players at any time', async () => {
    const organizer = (await app.user('Organizer')).token;
    const later = (await app.ok(CREATE, { input: { name: 'Saturday Pioneer', format: 'CONSTRUCTED', rel: 'REGULAR', registrationOpensAt: hoursFromNow(2), location: ' Back room,\n Main St 1 ', description: 'Prizes: boosters\nBring a pen' } }, organizer)).createEvent;
    expect(later).toMatchObject({ location: 'Back room, Main St 1', description: 'Prizes: boosters\nBring a pen', registrationState: 'NOT_YET_OPEN', registrationClosesAt: null });
    const ada = await app.user('Ada');
    const early = await app.gql(JOIN, { code: later.joinCode }, ada.token);
    expect(errorCode(early)).toBe('REGISTRATION_NOT_OPEN');
    expect((await app.ok(STATE, { id: later.id })).event.players).toEqual([]);
    await app.ok(ADD, { eventId: later.id, name: 'Walk In' }, organizer);

    const closed = (await app.ok(CREATE, { input: { name: 'Closed', format: 'CONSTRUCTED', rel: 'REGULAR', registrationOpensAt: hoursFromNow(-3), registrationClosesAt: hoursFromNow(-1) } }, organizer)).createEvent;
    expect(closed.registrationState).toBe('CLOSED');
    expect(errorCode(await app.gql(JOIN, { code: closed.joinCode }, ada.token))).toBe('REGISTRATION_CLOSED');
    expect(errorCode(await app.gql(ADD, { eventId: closed.id, name: 'Ada' }, ada.token))).toBe('REGISTRATION_CLOSED');

    const reopened = (await app.ok(UPDATE, { id: closed.id, input: { registrationClosesAt: hoursFromNow(1) } }, organizer)).updateEvent;
    expect(reopened.registrationState).toBe('OPEN');
    expect((await app.ok(JOIN, { code: closed.joinCode }, ada.token)).joinEvent.name).toBe('Ada');

    const backwards = await app.gql(UPDATE, { id: closed.id, input: { registrationOpensAt: hoursFromNow(5) } }, organizer);
    expect(errorCode(backwards)).toBe('INVALID_EVENT_INPUT');
    expect(backwards.errors?.[0].message).toBe('registrationClosesAt must be after registrationOpensAt');
  });

  it('beyond the capacity players wait in line; a removal or a drop before the start seats the first in line; the organizer promotes and removes', async () => {
    const organizer = (await app.user('Organizer')).token;
    const event = (await app.ok(CREATE, { input: { name: 'Capped', format: 'CONSTRUCTED', rel: 'REGULAR', capacity: 2 } }, organizer)).createEvent;
    const [a, b, c, d, e] = await Promise.all(['Ann', 'Ben', 'Cai', 'Dee', 'Eve'].map((name) => app.user(name)));
    const pa = (await app.ok(JOIN, { code: event.joinCode }, a.token)).joinEvent;
    expect(errorCode(await app.gql(WAIT, { code: event.joinCode }, b.token))).toBe('WAITLIST_NOT_NEEDED');
    const pb = (await app.ok(JOIN, { code: event.joinCode }, b.token)).joinEvent;
    expect((await app.ok(STATE, { id: event.id }, c.token)).event).toMatchObject({ registrationState: 'FULL', myWaitlistPosition: null });
    expect(errorCode(await app.gql(JOIN, { code: event.joinCode }, c.token))).toBe('EVENT_FULL');
    expect((await app.ok(WAIT, { code: event.joinCode }, c.token)).joinWaitlist).toMatchObject({ name: 'Cai', position: 1 });
    expect((await app.ok(WAIT, { code: event.joinCode }, d.token)).joinWaitlist).toMatchObject({ name: 'Dee', position: 2 });
    expect((await app.ok(WAIT, { code: event.joinCode }, e.token)).joinWaitlist.position).toBe(3);
    expect(errorCode(await app.gql(WAIT, { code: event.joinCode }, e.token))).toBe('ALREADY_WAITLISTED');
    expect(errorCode(await app.gql(WAITLIST, { id: event.id }, a.token))).toBe('FORBIDDEN');
    expect((await app.ok(STATE, { id: event.id }, d.token)).event.myWaitlistPosition).toBe(2);

    await app.ok(REMOVE, { eventId: event.id, playerId: pa.id }, organizer);
    expect((await app.ok(STATE, { id: event.id }, c.token)).event).toMatchObject({ myWaitlistPosition: null, players: [{ name: 'Ben', dropped: false }, { name: 'Cai', dropped: false }] });
    expect((await app.ok(STATE, { id: event.id }, d.token)).event.myWaitlistPosition).toBe(1);

    await app.ok(DROP, { eventId: event.id, playerId: pb.id }, b.token);
    expect((await app.ok(STATE, { id: event.id }, d.token)).event.players.map((p: { name: string }) => p.name)).toEqual(['Ben', 'Cai', 'Dee']);

    const [eve] = (await app.ok(WAITLIST, { id: event.id }, organizer)).event.waitlist;
    expect(eve).toMatchObject({ name: 'Eve', position: 1 });
    expect(errorCode(await app.gql(`mutation ($id: ID!) { promoteWaitlisted(entryId: $id) { id } }`, { id: eve.id }, a.token))).toBe('FORBIDDEN');
    expect((await app.ok(`mutation ($id: ID!) { promoteWaitlisted(entryId: $id) { name } }`, { id: eve.id }, organizer)).promoteWaitlisted.name).toBe('Eve');
    expect(errorCode(await app.gql(`mutation ($id: ID!) { removeWaitlisted(entryId: $id) }`, { id: eve.id }, organizer))).toBe('WAITLIST_ENTRY_NOT_FOUND');

    const f = await app.user('Fay');
    const fay = (await app.ok(WAIT, { code: event.joinCode }, f.token)).joinWaitlist;
    expect(await app.ok(`mutation ($id: ID!) { removeWaitlisted(entryId: $id) }`, { id: fay.id }, organizer)).toEqual({ removeWaitlisted: true });
    expect((await app.ok(WAITLIST, { id: event.id }, organizer)).event.waitlist).toEqual([]);

    // A waiting player leaves the line themselves; the one behind moves up; leaving twice is refused.
    const LEAVE = `mutation ($eventId: ID!) { leaveWaitlist(eventId: $eventId) }`;
    const [g, h] = await Promise.all(['Gus', 'Hal'].map((name) => app.user(name)));
    await app.ok(WAIT, { code: event.joinCode }, g.token);
    await app.ok(WAIT, { code: event.joinCode }, h.token);
    expect(await app.ok(LEAVE, { eventId: event.id }, g.token)).toEqual({ leaveWaitlist: true });
    expect((await app.ok(STATE, { id: event.id }, h.token)).event.myWaitlistPosition).toBe(1);
    expect((await app.ok(WAITLIST, { id: event.id }, organizer)).event.waitlist.map((w: { name: string }) => w.name)).toEqual(['Hal']);
    expect(errorCode(await app.gql(LEAVE, { eventId: event.id }, g.token))).toBe('NOT_WAITLISTED');
    expect(errorCode(await app.gql(LEAVE, { eventId: 'no-such-event' }, g.token))).toBe('EVENT_NOT_FOUND');
    expect(errorCode(await app.gql(LEAVE, { eventId: event.id }))).toBe('UNAUTHENTICATED');
  });

  it('raising the capacity seats the waitlist, and two players racing for the last seat: exactly one gets it', async () => {
    const organizer = (await app.user('Organizer')).token;
    const event = (await app.ok(CREATE, { input: { name: 'Race', format: 'CONSTRUCTED', rel: 'REGULAR', capacity: 1 } }, organizer)).createEvent;
    const [a, b, c] = await Promise.all(['Ann', 'Ben', 'Cai'].map((name) => app.user(name)));
    await app.ok(JOIN, { code: event.joinCode }, a.token);
    await app.ok(WAIT, { code: event.joinCode }, b.token);
    await app.ok(UPDATE, { id: event.id, input: { capacity: 3 } }, organizer);
    expect((await app.ok(STATE, { id: event.id })).event.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Ben']);

    const dee = await app.user('Dee');
    const outcomes = await Promise.all([c, dee].map((racer) => app.gql(JOIN, { code: event.joinCode }, racer.token)));
    expect(outcomes.filter((o) => !o.errors).length).toBe(1);
    expect(outcomes.filter((o) => errorCode(o) === 'EVENT_FULL').length).toBe(1);
    expect((await app.ok(STATE, { id: event.id })).event.players).toHaveLength(3);
  });
});
