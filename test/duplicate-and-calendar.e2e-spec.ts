import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const SETTINGS = 'name format rel constructedFormat swissRounds topCut gamesPerMatch finalsGamesPerMatch roundMinutes capacity location description decklistsPublished sanctioningRequested percentageFloor';
const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id joinCode ${SETTINGS} } }`;
const DUPLICATE = `mutation ($eventId: ID!, $startsAt: String) { duplicateEvent(eventId: $eventId, startsAt: $startsAt) { id joinCode status startsAt registrationOpensAt registrationClosesAt decklistDeadline players { id } ${SETTINGS} } }`;
const CALENDAR = `{ eventCalendar { name startsAt location format registrationState joinCode } }`;

describe(`duplicating an event and the store calendar (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('a duplicate keeps the settings and staff under a new code, with no players; its dates follow the new start', async () => {
    const organizer = await app.user('Organizer');
    const judge = await app.user('Judy');
    const input = {
      name: 'Weekly Modern', format: 'CONSTRUCTED', rel: 'COMPETITIVE', constructedFormat: 'modern', swissRounds: 4, topCut: 8, gamesPerMatch: 3, finalsGamesPerMatch: 5, roundMinutes: 55,
      capacity: 16, location: 'Main St 1', description: 'Entry 10 EUR', startsAt: '2026-12-12T18:00:00.000Z', registrationOpensAt: '2026-12-05T18:00:00.000Z', registrationClosesAt: '2026-12-12T17:45:00.000Z', decklistDeadline: '2026-12-12T17:30:00.000Z',
    };
    const source = (await app.ok(CREATE, { input }, organizer.token)).createEvent;
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, role: JUDGE, userId: $userId) { id } }`, { eventId: source.id, userId: judge.id }, organizer.token);
    await app.ok(GQL.register, { eventId: source.id, name: 'Ada' }, organizer.token);

    expect(errorCode(await app.gql(DUPLICATE, { eventId: source.id }, judge.token))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(DUPLICATE, { eventId: source.id, startsAt: 'next friday' }, organizer.token))).toBe('INVALID_EVENT_INPUT');
    expect(errorCode(await app.gql(DUPLICATE, { eventId: '00000000-0000-4000-8000-000000000000' }, organizer.token))).toBe('EVENT_NOT_FOUND');

    const copy = (await app.ok(DUPLICATE, { eventId: source.id, startsAt: '2026-12-19T18:00:00.000Z' }, organizer.token)).duplicateEvent;
    const { id: _id, joinCode: _code, ...settings } = source;
    expect(copy).toMatchObject({ ...settings, status: 'REGISTRATION', players: [], startsAt: '2026-12-19T18:00:00.000Z', registrationOpensAt: '2026-12-12T18:00:00.000Z', registrationClosesAt: '2026-12-19T17:45:00.000Z', decklistDeadline: '2026-12-19T17:30:00.000Z' });
    expect(copy.joinCode).not.toBe(source.joinCode);
    const staff = (await app.ok(`query ($id: ID!) { event(id: $id) { staff { role user { displayName } } } }`, { id: copy.id }, organizer.token)).event.staff;
    expect(staff).toEqual([{ role: 'ORGANIZER', user: { displayName: 'Organizer' } }, { role: 'JUDGE', user: { displayName: 'Judy' } }]);

    const undated = (await app.ok(DUPLICATE, { eventId: source.id }, organizer.token)).duplicateEvent;
    expect(undated).toMatchObject({ startsAt: null, registrationOpensAt: null, registrationClosesAt: null, decklistDeadline: null, name: 'Weekly Modern' });
  });

  it('the calendar lists upcoming and current events soonest first, without signing in, and leaves out finished and cancelled ones', async () => {
    const organizer = (await app.user('Store')).token;
    const make = async (name: string, startsAt: string | null) => (await app.ok(CREATE, { input: { name, format: 'LIMITED', rel: 'REGULAR', startsAt, location: 'Table room' } }, organizer)).createEvent;
    const later = await make('Calendar later', '2027-03-02T18:00:00.000Z');
    const sooner = await make('Calendar sooner', '2027-03-01T18:00:00.000Z');
    await make('Calendar undated', null);
    const cancelled = await make('Calendar cancelled', '2027-03-01T12:00:00.000Z');
    await app.ok(`mutation ($eventId: ID!) { cancelEvent(eventId: $eventId) { id } }`, { eventId: cancelled.id }, organizer);

    const calendar = (await app.ok(CALENDAR)).eventCalendar.filter((e: { name: string }) => e.name.startsWith('Calendar'));
    expect(calendar).toEqual([
      { name: 'Calendar sooner', startsAt: '2027-03-01T18:00:00.000Z', location: 'Table room', format: 'LIMITED', registrationState: 'OPEN', joinCode: sooner.joinCode },
      { name: 'Calendar later', startsAt: '2027-03-02T18:00:00.000Z', location: 'Table room', format: 'LIMITED', registrationState: 'OPEN', joinCode: later.joinCode },
      expect.objectContaining({ name: 'Calendar undated', startsAt: null }),
    ]);
  });
});
