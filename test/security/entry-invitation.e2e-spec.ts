import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL } from '../support/tournament-driver';

const INVITE = 'mutation ($eventId: ID!, $name: String!, $email: String) { registerPlayer(eventId: $eventId, name: $name, email: $email) { id } }';
const ACCEPT = 'mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id name } }';
const INVITE_ACCOUNT = 'mutation ($eventId: ID!, $name: String!, $userId: ID) { registerPlayer(eventId: $eventId, name: $name, userId: $userId) { id invitationPending } }';
const MY_EVENTS = '{ myEvents { id myPlayer { id } myInvitation { id name invitationPending } } }';
const EVENT_AS = 'query ($id: ID!) { event(id: $id) { myRoles players { id invitationPending } } }';
const REPORT_AS_PLAYER = 'mutation ($eventId: ID!, $playerId: ID!) { dropPlayer(eventId: $eventId, playerId: $playerId) { id } }';
const SIGN_UP = 'mutation ($email: String!) { signUp(email: $email, password: "correct horse battery", displayName: "Invitee") { token user { id } } }';

// Issue 12, item 12: an entry for someone's account is an invitation that account accepts (spec Additions: acceptEntry).
describe(`entries for an email are invitations the account accepts (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('only the invited account accepts, once; nobody else can take the entry', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Invitational', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const playerId = (await app.ok(INVITE, { eventId, name: 'Invited Player', email: 'Invitee@Example.test' }, organizer)).registerPlayer.id;
    const linked = async () => (await app.dataSource.query('SELECT user_id FROM players WHERE id = $1', [playerId]))[0].user_id;
    expect(await linked()).toBeNull();

    const stranger = await app.user('Stranger');
    expect(errorCode(await app.gql(ACCEPT, { playerId }, stranger.token))).toBe('INVITATION_NOT_FOUND');
    expect(errorCode(await app.gql(INVITE, { eventId, name: 'Self invite', email: 'me@example.test' }, stranger.token))).toBe('INVALID_PLAYER_INPUT');
    expect(await linked()).toBeNull();

    const invitee = (await app.ok(SIGN_UP, { email: 'invitee@example.test' })).signUp;
    expect((await app.ok(ACCEPT, { playerId }, invitee.token)).acceptEntry).toEqual({ id: playerId, name: 'Invited Player' });
    expect(await linked()).toBe(invitee.user.id);
    expect(errorCode(await app.gql(ACCEPT, { playerId }, invitee.token))).toBe('INVITATION_NOT_FOUND');
    expect(errorCode(await app.gql(ACCEPT, { playerId: 'not-an-id' }, invitee.token))).toBe('INVITATION_NOT_FOUND');
  });

  it("an organizer's registerPlayer(userId:) is an invitation: no link, no acting as the user, until that user accepts", async () => {
    const organizer = (await app.user('Linking organizer')).token;
    const invitee = await app.user('Linked invitee');
    const third = await app.user('Third user');
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Consent Open', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const entry = (await app.ok(INVITE_ACCOUNT, { eventId, name: 'Guest Entry', userId: invitee.id }, organizer)).registerPlayer;
    expect(entry.invitationPending).toBe(true);
    const linked = async () => (await app.dataSource.query('SELECT user_id FROM players WHERE id = $1', [entry.id]))[0].user_id;
    expect(await linked()).toBeNull();
    // Not linked: the user is no player of the event, and their events show only the invitation.
    expect((await app.ok(EVENT_AS, { id: eventId }, invitee.token)).event.myRoles).not.toContain('PLAYER');
    expect((await app.ok(MY_EVENTS, {}, invitee.token)).myEvents).toEqual([{ id: eventId, myPlayer: null, myInvitation: { id: entry.id, name: 'Guest Entry', invitationPending: true } }]);
    // The same account twice is refused, and nobody else sees or takes the invitation.
    expect(errorCode(await app.gql(INVITE_ACCOUNT, { eventId, name: 'Guest Again', userId: invitee.id }, organizer))).toBe('DUPLICATE_PLAYER');
    expect((await app.ok(MY_EVENTS, {}, third.token)).myEvents).toEqual([]);
    expect((await app.ok(EVENT_AS, { id: eventId }, third.token)).event.players).toEqual([{ id: entry.id, invitationPending: null }]);
    expect((await app.ok(EVENT_AS, { id: eventId })).event.players).toEqual([{ id: entry.id, invitationPending: null }]);
    expect(errorCode(await app.gql(ACCEPT, { playerId: entry.id }, third.token))).toBe('INVITATION_NOT_FOUND');
    expect(errorCode(await app.gql(ACCEPT, { playerId: entry.id }, organizer))).toBe('INVITATION_NOT_FOUND');
    expect(errorCode(await app.gql(REPORT_AS_PLAYER, { eventId, playerId: entry.id }, invitee.token))).toBe('FORBIDDEN');
    expect(await linked()).toBeNull();

    // The user accepts: now linked, a player, and the invitation is gone.
    expect((await app.ok(ACCEPT, { playerId: entry.id }, invitee.token)).acceptEntry).toEqual({ id: entry.id, name: 'Guest Entry' });
    expect(await linked()).toBe(invitee.id);
    expect((await app.ok(EVENT_AS, { id: eventId }, invitee.token)).event.myRoles).toContain('PLAYER');
    expect((await app.ok(MY_EVENTS, {}, invitee.token)).myEvents).toEqual([{ id: eventId, myPlayer: { id: entry.id }, myInvitation: null }]);
    expect((await app.ok(EVENT_AS, { id: eventId }, organizer)).event.players).toEqual([{ id: entry.id, invitationPending: false }]);
    expect(errorCode(await app.gql(ACCEPT, { playerId: entry.id }, invitee.token))).toBe('INVITATION_NOT_FOUND');
    // Staff see their events in myEvents too.
    expect((await app.ok(MY_EVENTS, {}, organizer)).myEvents.map((e: { id: string }) => e.id)).toContain(eventId);
  });

  it('myEvents lists an invitation made for my email, and needs a signed-in caller', async () => {
    const organizer = (await app.user('Email organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: 'Email Invitational', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    const playerId = (await app.ok(INVITE, { eventId, name: 'Mail Player', email: 'mail.player@example.test' }, organizer)).registerPlayer.id;
    const invitee = (await app.ok(SIGN_UP, { email: 'mail.player@example.test' })).signUp;
    expect((await app.ok(MY_EVENTS, {}, invitee.token)).myEvents).toEqual([{ id: eventId, myPlayer: null, myInvitation: { id: playerId, name: 'Mail Player', invitationPending: true } }]);
    expect(errorCode(await app.gql(MY_EVENTS, {}))).toBe('UNAUTHENTICATED');
  });
});
