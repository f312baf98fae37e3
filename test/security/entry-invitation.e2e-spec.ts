import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL } from '../support/tournament-driver';

const INVITE = 'mutation ($eventId: ID!, $name: String!, $email: String) { registerPlayer(eventId: $eventId, name: $name, email: $email) { id } }';
const ACCEPT = 'mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id name } }';
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
});
