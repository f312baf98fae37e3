import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, registerAccount } from './support/tournament-driver';

const ADD_STAFF = `mutation ($eventId: ID!, $userId: ID!, $role: StaffRole!) { addStaff(eventId: $eventId, userId: $userId, role: $role) { id } }`;
const REGISTER_SELF = `mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name) { id } }`;
const SANCTIONING = `query ($id: ID!) { event(id: $id) { sanctioned rulesEdition players { id } sanctioning { requested sanctioned decided reason minimum explanation } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`;

describe(`Sanctioning: UTR 3 eligibility and the minimums (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function createEvent(organizer: string, input: Record<string, unknown> = {}): Promise<string> {
    return (await app.ok(GQL.createEvent, { input: { name: 'Store championship', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 3, ...input } }, organizer)).createEvent.id;
  }

  async function registerPlayers(eventId: string, organizer: string, count: number): Promise<void> {
    for (let i = 1; i <= count; i += 1) await app.ok(GQL.register, { eventId, name: `Entrant ${i}` }, organizer);
  }

  it('refuses the organizer and the judges of a sanctioned event as players, and players as staff; nothing changes', async () => {
    const organizer = await app.user('Olga Organizer');
    const judge = await app.user('Jules Judge');
    const player = await app.user('Pia Player');
    const eventId = await createEvent(organizer.token);
    await app.ok(ADD_STAFF, { eventId, userId: judge.id, role: 'JUDGE' }, organizer.token);

    const organizerSelf = await app.gql(GQL.register, { eventId, name: 'Olga Organizer', userId: organizer.id }, organizer.token);
    expect(errorCode(organizerSelf)).toBe('STAFF_CANNOT_PLAY');
    expect(organizerSelf.errors?.[0].message).toBe('"Olga Organizer" is the organizer of this sanctioned event and cannot also play in it (UTR 3). Remove them from the staff first, or run the event unsanctioned.');

    const judgeSelf = await app.gql(REGISTER_SELF, { eventId, name: 'Jules' }, judge.token);
    expect(errorCode(judgeSelf)).toBe('STAFF_CANNOT_PLAY');
    expect(judgeSelf.errors?.[0].message).toContain('is the judge of this sanctioned event');
    const judgeByOrganizer = await app.gql(GQL.register, { eventId, name: 'Jules Judge', userId: judge.id }, organizer.token);
    expect(errorCode(judgeByOrganizer)).toBe('STAFF_CANNOT_PLAY');

    await registerAccount(app, organizer.token, player, { eventId, name: 'Pia Player' });
    const playerAsJudge = await app.gql(ADD_STAFF, { eventId, userId: player.id, role: 'JUDGE' }, organizer.token);
    expect(errorCode(playerAsJudge)).toBe('STAFF_CANNOT_PLAY');
    expect(playerAsJudge.errors?.[0].message).toBe('"Pia Player" plays in this sanctioned event and cannot also be its judge (UTR 3). Drop their registration first, or run the event unsanctioned.');
    expect(errorCode(await app.gql(ADD_STAFF, { eventId, userId: player.id, role: 'ORGANIZER' }, organizer.token))).toBe('STAFF_CANNOT_PLAY');

    const after = (await app.ok(`query ($id: ID!) { event(id: $id) { players { name } } }`, { id: eventId })).event;
    expect(after.players.map((p: { name: string }) => p.name)).toEqual(['Pia Player']);
    expect((await app.ok(`query ($id: ID!) { event(id: $id) { myRoles } }`, { id: eventId }, player.token)).event.myRoles).toEqual(['PLAYER']);
  });

  it('an event unsanctioned by choice lets its staff play, and cannot ask for sanctioning while they do', async () => {
    const organizer = await app.user('Kitchen table host');
    const eventId = await createEvent(organizer.token, { sanctioningRequested: false });
    await app.ok(GQL.register, { eventId, name: 'Host', userId: organizer.id }, organizer.token);
    const view = (await app.ok(SANCTIONING, { id: eventId })).event;
    expect(view.sanctioned).toBe(false);
    expect(view.sanctioning).toMatchObject({ requested: false, sanctioned: false, decided: false, reason: 'ORGANIZER_CHOICE' });
    expect(view.sanctioning.explanation).toContain('unsanctioned by the organizer’s choice');

    const ask = await app.gql(UPDATE, { id: eventId, input: { sanctioningRequested: true } }, organizer.token);
    expect(errorCode(ask)).toBe('STAFF_CANNOT_PLAY');
    expect(ask.errors?.[0].message).toContain('before asking for sanctioning');
    expect((await app.ok(SANCTIONING, { id: eventId })).event.sanctioning.requested).toBe(false);

    await registerPlayers(eventId, organizer.token, 7);
    await app.ok(GQL.start, { eventId }, organizer.token);
    expect((await app.ok(SANCTIONING, { id: eventId })).event.sanctioning).toMatchObject({ requested: false, sanctioned: false, decided: true, reason: 'ORGANIZER_CHOICE' });
    expect(errorCode(await app.gql(UPDATE, { id: eventId, input: { sanctioningRequested: true } }, organizer.token))).toBe('STRUCTURE_LOCKED');
  });

  it("below today's minimum of 4 players the event runs unsanctioned; at 4 it is sanctioned", async () => {
    const organizer = await app.user('Minimum organizer');
    const small = await createEvent(organizer.token);
    await registerPlayers(small, organizer.token, 3);
    const preview = (await app.ok(SANCTIONING, { id: small })).event;
    expect(preview).toMatchObject({ sanctioned: false, rulesEdition: 'CURRENT' });
    expect(preview.sanctioning).toMatchObject({ requested: true, decided: false, reason: 'BELOW_MINIMUM', minimum: 4 });
    expect(preview.sanctioning.explanation).toBe('3 of the 4 players a sanctioned event needs are registered. If it starts with fewer, it runs unsanctioned: not rated, reported as unsanctioned.');
    expect((await app.ok(GQL.start, { eventId: small }, organizer.token)).startEvent.status).toBe('RUNNING');
    const started = (await app.ok(SANCTIONING, { id: small })).event;
    expect(started.sanctioned).toBe(false);
    expect(started.sanctioning).toMatchObject({ decided: true, reason: 'BELOW_MINIMUM' });
    // Unsanctioned after all: UTR 3 no longer bars the organizer from a late entry.
    await app.ok(GQL.register, { eventId: small, name: 'Minimum organizer', userId: organizer.id }, organizer.token);

    const enough = await createEvent(organizer.token);
    await registerPlayers(enough, organizer.token, 4);
    expect((await app.ok(SANCTIONING, { id: enough })).event.sanctioning.explanation).toBe('4 players registered (at least 4 needed): the event will be sanctioned and rated.');
    await app.ok(GQL.start, { eventId: enough }, organizer.token);
    expect((await app.ok(SANCTIONING, { id: enough })).event.sanctioning).toMatchObject({ sanctioned: true, decided: true, reason: null });
    expect(errorCode(await app.gql(GQL.register, { eventId: enough, name: 'Minimum organizer', userId: organizer.id }, organizer.token))).toBe('STAFF_CANNOT_PLAY');
  });

  it("the seed's Floor Rules need 8 players: 7 run unsanctioned, 8 are sanctioned", async () => {
    const organizer = await app.user('Seed organizer');
    const seven = await createEvent(organizer.token, { rulesEdition: 'SEED_FLOOR_RULES' });
    await registerPlayers(seven, organizer.token, 7);
    await app.ok(GQL.start, { eventId: seven }, organizer.token);
    expect((await app.ok(SANCTIONING, { id: seven })).event).toMatchObject({ sanctioned: false, rulesEdition: 'SEED_FLOOR_RULES', sanctioning: { reason: 'BELOW_MINIMUM', minimum: 8 } });
    expect((await app.ok(SANCTIONING, { id: seven })).event.sanctioning.explanation).toBe('Unsanctioned: fewer than 8 players started, so the event is not rated and is reported as unsanctioned.');

    const eight = await createEvent(organizer.token, { rulesEdition: 'SEED_FLOOR_RULES' });
    await registerPlayers(eight, organizer.token, 8);
    await app.ok(GQL.start, { eventId: eight }, organizer.token);
    expect((await app.ok(SANCTIONING, { id: eight })).event).toMatchObject({ sanctioned: true, sanctioning: { reason: null, minimum: 8 } });
    expect(errorCode(await app.gql(UPDATE, { id: eight, input: { rulesEdition: 'CURRENT' } }, organizer.token))).toBe('STRUCTURE_LOCKED');
  });
});
