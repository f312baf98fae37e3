import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { ConfigError, loadConfig } from '../../apps/api/src/config/app-config';
import { startSmallEvent } from '../support/small-event';
import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL } from '../support/tournament-driver';

const IMPORT = 'mutation ($file: String!) { importEvent(file: $file) { id } }';
const SIGN_UP = 'mutation ($email: String!, $displayName: String!) { signUp(email: $email, password: "correct horse battery", displayName: $displayName) { token } }';
const UPDATE_EVENT = 'mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id startsAt } }';
const DECIDE = 'mutation ($matchId: ID!, $decision: String!) { decide(matchId: $matchId, decision: $decision) { matchId } }';
const PENALTY = 'mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { id } }';
const REGISTER = 'mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name) { id name nameWarning } }';
const NO_MATCH = '00000000-0000-4000-8000-000000000000';

/** A small valid event file; `change` edits it before it is sent. */
function eventFile(change: (file: Record<string, any>) => void = () => undefined): string {
  const file: Record<string, any> = {
    format: 'arbiter-event/1',
    name: 'Imported',
    structure: { swissRounds: 3, topCut: 0, matchGames: 3, finalsGames: 3 },
    players: [
      { id: 'p1', name: 'Alice' },
      { id: 'p2', name: 'Bob' },
    ],
    rounds: [{ number: 1, matches: [{ table: 1, players: ['p1', 'p2'], games: [2, 0, 0] }] }],
    drops: [],
    lateEntries: [],
    event: { roundMinutes: 50, startsAt: '2026-12-06T10:00:00Z' },
  };
  change(file);
  return JSON.stringify(file);
}

// Issue 12, item 9: inputs that gave INTERNAL_SERVER_ERROR (or were stored wrongly) get a specific code and change nothing.
describe(`bad input gets a coded error and changes nothing (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function databaseState(): Promise<string> {
    const rows = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::text AS users, (SELECT string_agg(id || name || coalesce(starts_at::text, '-') || round_minutes, ',' ORDER BY id) FROM events) AS events,
              (SELECT string_agg(id || name, ',' ORDER BY id) FROM players) AS players, (SELECT count(*) FROM rounds)::text AS rounds,
              (SELECT count(*) FROM penalty_records)::text AS penalties, (SELECT count(*) FROM result_audit)::text AS audit`,
    );
    return JSON.stringify(rows[0]);
  }

  it('NUL bytes, impossible dates, deep JSON, huge numbers, long and look-alike names, a forged subject', async () => {
    const { eventId, organizer, round } = await startSmallEvent(app, 2);
    const match = round.matches[0];
    const otherEvent = (await app.ok(GQL.createEvent, { input: { name: 'Registration open', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer)).createEvent.id;
    await app.ok(REGISTER, { eventId: otherEvent, name: 'Alice' }, organizer);
    const before = await databaseState();
    const forged = jwt.sign({}, 'test-secret-0123456789abcdef', { algorithm: 'HS256', subject: "1' OR '1'='1", expiresIn: '1h' });
    const deepDecision = `${'{"do":'.repeat(5_000)}"pass"${'}'.repeat(5_000)}`;
    const deepFile = eventFile().replace('"drops":[]', `"drops":[],"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}`);

    const cases: [string, string, Record<string, unknown>, string | undefined, string][] = [
      ['NUL in a player name', REGISTER, { eventId: otherEvent, name: 'Carol\u0000' }, organizer, 'INVALID_TEXT'],
      ['NUL in an email', SIGN_UP, { email: 'nul\u0000@example.test', displayName: 'Nul' }, undefined, 'INVALID_TEXT'],
      ['NUL in a display name', SIGN_UP, { email: 'nul@example.test', displayName: 'N\u0000' }, undefined, 'INVALID_TEXT'],
      ['NUL in a reason', GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'typo\u0000' }, organizer, 'INVALID_TEXT'],
      ['NUL in an event name', GQL.createEvent, { input: { name: 'Nul\u0000', format: 'CONSTRUCTED', rel: 'REGULAR' } }, organizer, 'INVALID_TEXT'],
      ['NUL (escaped) in an imported name', IMPORT, { file: eventFile((f) => (f.players[0].name = 'Ann\u0000')) }, organizer, 'INVALID_EVENT_FILE'],
      ['year 0', GQL.createEvent, { input: { name: 'Year zero', format: 'CONSTRUCTED', rel: 'REGULAR', startsAt: '0000-01-01' } }, organizer, 'INVALID_EVENT_INPUT'],
      ['a garbage date', GQL.createEvent, { input: { name: 'Garbage', format: 'CONSTRUCTED', rel: 'REGULAR', startsAt: 'next tuesday' } }, organizer, 'INVALID_EVENT_INPUT'],
      ['30 February', GQL.createEvent, { input: { name: 'February', format: 'CONSTRUCTED', rel: 'REGULAR', startsAt: '2026-02-30' } }, organizer, 'INVALID_EVENT_INPUT'],
      ['30 February in an update', UPDATE_EVENT, { id: otherEvent, input: { startsAt: '2026-02-30T10:00:00Z' } }, organizer, 'INVALID_EVENT_INPUT'],
      ['year 0 in an import', IMPORT, { file: eventFile((f) => (f.event.startsAt = '0000-01-01')) }, organizer, 'INVALID_EVENT_FILE'],
      ['a garbage date in an import', IMPORT, { file: eventFile((f) => (f.event.startsAt = 'soon')) }, organizer, 'INVALID_EVENT_FILE'],
      ['a 5,000-deep decision', DECIDE, { matchId: NO_MATCH, decision: deepDecision }, organizer, 'ILLEGAL_DECISION'],
      ['a 20,000-deep import', IMPORT, { file: deepFile }, organizer, 'INVALID_EVENT_FILE'],
      ['duplicate names in an import', IMPORT, { file: eventFile((f) => (f.players[1].name = ' ALICE ')) }, organizer, 'INVALID_EVENT_FILE'],
      ['names differing by a zero-width space in an import', IMPORT, { file: eventFile((f) => (f.players[1].name = 'Al\u200Bice')) }, organizer, 'INVALID_EVENT_FILE'],
      ['roundMinutes 1e12 in an import', IMPORT, { file: eventFile((f) => (f.event.roundMinutes = 1e12)) }, organizer, 'INVALID_EVENT_FILE'],
      ['swissRounds 1e9 in an import', IMPORT, { file: eventFile((f) => (f.structure.swissRounds = 1e9)) }, organizer, 'INVALID_EVENT_FILE'],
      ['table 1e12 in an import', IMPORT, { file: eventFile((f) => (f.rounds[0].matches[0].table = 1e12)) }, organizer, 'INVALID_EVENT_FILE'],
      ['an 80 KB name in an import', IMPORT, { file: eventFile((f) => (f.players[0].name = 'x'.repeat(80_000))) }, organizer, 'INVALID_EVENT_FILE'],
      ['an 80 KB event name in an import', IMPORT, { file: eventFile((f) => (f.name = 'x'.repeat(80_000))) }, organizer, 'INVALID_EVENT_FILE'],
      ['a token whose subject is not a user id', '{ me { id } }', {}, forged, 'INVALID_CREDENTIALS'],
      ['game -1 in a penalty', PENALTY, { input: { eventId, playerId: match.players[0].id, infraction: 'TARDINESS', description: 'late', game: -1 } }, organizer, 'INVALID_PENALTY_INPUT'],
      ['a name differing by a zero-width space', REGISTER, { eventId: otherEvent, name: 'Ali\u200Bce' }, organizer, 'DUPLICATE_PLAYER'],
      ['a name with a Cyrillic look-alike', REGISTER, { eventId: otherEvent, name: '\u0410lice' }, organizer, 'DUPLICATE_PLAYER'],
      ['a name in full-width letters', REGISTER, { eventId: otherEvent, name: 'Ａｌｉｃｅ' }, organizer, 'DUPLICATE_PLAYER'],
    ];
    const results: [string, string | undefined][] = [];
    for (const [label, query, variables, token] of cases) {
      const response = await app.gql(query, variables, token);
      expect(response.errors?.[0].message.length).toBeGreaterThan(10);
      results.push([label, errorCode(response)]);
    }
    expect(results).toEqual(cases.map(([label, , , , code]) => [label, code]));
    expect(await databaseState()).toBe(before);
  });

  it('names are stored NFKC-normalized without invisible characters, and look-alike mixtures carry a warning', async () => {
    const organizer = (await app.user('Organizer')).token;
    const eventId = (await app.ok(GQL.createEvent, { input: { name: ' Ｆｒｉｄａｙ\u200B  Night ', format: 'CONSTRUCTED', rel: 'REGULAR', startsAt: '2028-02-29' } }, organizer)).createEvent.id;
    const plain = (await app.ok(REGISTER, { eventId, name: 'Ｂｏｂ\u200D Smith' }, organizer)).registerPlayer;
    expect(plain).toEqual({ id: plain.id, name: 'Bob Smith', nameWarning: null });
    const mixed = (await app.ok(REGISTER, { eventId, name: 'P\u0430ul' }, organizer)).registerPlayer;
    expect(mixed.nameWarning).toContain('look-alike');
    expect((await app.ok(REGISTER, { eventId, name: 'Иван Петров' }, organizer)).registerPlayer.nameWarning).toBeNull();
    const event = (await app.ok('query ($id: ID!) { event(id: $id) { name startsAt } }', { id: eventId })).event;
    expect(event.name).toBe('Friday Night');
    expect(new Date(event.startsAt).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('an empty jwt-secret file stops start-up with a message naming it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-secret-'));
    try {
      writeFileSync(join(dataDir, 'jwt-secret'), '\n');
      expect(() => loadConfig({ ARBITER_DATA_DIR: dataDir })).toThrow(ConfigError);
      expect(() => loadConfig({ ARBITER_DATA_DIR: dataDir })).toThrow(/jwt-secret.*empty/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
