import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, reportAgreed } from './support/tournament-driver';
import { startSmallEvent } from './support/small-event';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
const REGISTER = `mutation ($eventId: ID!, $name: String!, $wizardsId: String) { registerPlayer(eventId: $eventId, name: $name, wizardsId: $wizardsId) { id wizardsId } }`;
const UPDATE = `mutation ($playerId: ID!, $wizardsId: String) { updatePlayer(playerId: $playerId, input: { wizardsId: $wizardsId }) { id wizardsId } }`;
const ROSTER = `mutation ($eventId: ID!, $players: [RosterEntryInput!]!) { registerPlayers(eventId: $eventId, players: $players) { name wizardsId } }`;
const PLAYERS = `query ($id: ID!) { event(id: $id) { players { name wizardsId } } }`;
const IMPORT = `mutation ($file: String!) { importEvent(file: $file) { id } }`;
const PENALTIES = `query ($eventId: ID!) { penalties(eventId: $eventId) { infraction penalty description player { name } } }`;

describe(`Wizards IDs and penalties in event files (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
    second = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
    await second.stop();
  });

  it('a Wizards ID that is not a 4- to 10-digit number is refused on add, edit, roster paste and import, and nothing changes', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(CREATE, { input: { name: 'Friday Modern', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;

    const added = await app.gql(REGISTER, { eventId, name: 'Ada Lovelace', wizardsId: 'abc' }, organizer);
    expect(errorCode(added)).toBe('INVALID_WIZARDS_ID');
    expect(added.errors?.[0].message).toContain('"abc" is not valid');

    const ada = (await app.ok(REGISTER, { eventId, name: 'Ada Lovelace', wizardsId: ' 1234 5678 ' }, organizer)).registerPlayer;
    expect(ada.wizardsId).toBe('12345678');
    expect(errorCode(await app.gql(UPDATE, { playerId: ada.id, wizardsId: 'abc' }, organizer))).toBe('INVALID_WIZARDS_ID');
    expect(errorCode(await app.gql(UPDATE, { playerId: ada.id, wizardsId: '123' }, organizer))).toBe('INVALID_WIZARDS_ID');
    expect((await app.ok(UPDATE, { playerId: ada.id, wizardsId: '9876543210' }, organizer)).updatePlayer.wizardsId).toBe('9876543210');

    const pasted = await app.gql(ROSTER, { eventId, players: [{ name: 'Alan Turing', wizardsId: '11112222' }, { name: 'Grace Hopper', wizardsId: 'abc' }] }, organizer);
    expect(errorCode(pasted)).toBe('INVALID_WIZARDS_ID');
    expect(pasted.errors?.[0].message).toMatch(/^Line 2: /);
    expect((await app.ok(PLAYERS, { id: eventId })).event.players).toEqual([{ name: 'Ada Lovelace', wizardsId: '9876543210' }]);

    const file = { format: 'arbiter-event/1', name: 'Imported', structure: { swissRounds: 3, topCut: 0, matchGames: 3, finalsGames: 3 }, players: [{ id: 'p1', name: 'A', wizardsId: '12345' }, { id: 'p2', name: 'B', wizardsId: 'abc' }], rounds: [], drops: [], lateEntries: [] };
    const imported = await app.gql(IMPORT, { file: JSON.stringify(file) }, organizer);
    expect(errorCode(imported)).toBe('INVALID_EVENT_FILE');
    expect(imported.errors?.[0].message).toContain('players[1].wizardsId');
  });

  it("the exported file carries Wizards IDs and penalties, and export → import → export on a fresh instance is identical", async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4);
    const [first, second4] = round.matches;
    await app.ok(UPDATE, { playerId: first.players[0].id, wizardsId: '100001' }, organizer);
    await app.ok(
      `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { id } }`,
      { input: { eventId, playerId: second4.players[0].id, matchId: second4.id, infraction: 'TARDINESS', description: 'Sat down 3 minutes late' } },
      organizer,
    );
    await reportAgreed(app, first, tokens, [2, 1, 0]);
    await reportAgreed(app, second4, tokens, [0, 2, 0]);

    const exported: string = (await app.ok(GQL.export, { eventId }, organizer)).exportEvent;
    const file = JSON.parse(exported);
    expect(file.players.find((p: { id: string }) => p.id === first.players[0].id).wizardsId).toBe('100001');
    expect(file.penalties).toEqual([
      expect.objectContaining({ player: second4.players[0].id, round: 1, infraction: 'TARDINESS', penalty: 'GAME_LOSS', description: 'Sat down 3 minutes late', upgraded: false, deviation: false }),
    ]);

    const archivist = (await second.user('Archivist')).token;
    const importedId = (await second.ok(IMPORT, { file: exported }, archivist)).importEvent.id;
    expect((await second.ok(GQL.export, { eventId: importedId }, archivist)).exportEvent).toBe(exported);
    expect((await second.ok(PENALTIES, { eventId: importedId }, archivist)).penalties).toEqual([
      { infraction: 'TARDINESS', penalty: 'GAME_LOSS', description: 'Sat down 3 minutes late', player: { name: second4.players[0].name } },
    ]);

    const badPenalty = { ...file, penalties: [{ ...file.penalties[0], player: 'nobody' }] };
    const refused = await second.gql(IMPORT, { file: JSON.stringify(badPenalty) }, archivist);
    expect(errorCode(refused)).toBe('INVALID_EVENT_FILE');
    expect(refused.errors?.[0].message).toBe('penalties[0].player must be the id of a player in the file');
  });
});
