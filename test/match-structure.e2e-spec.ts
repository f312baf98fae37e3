import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL } from './support/tournament-driver';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id gamesPerMatch finalsGamesPerMatch structureWarnings } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id rel gamesPerMatch } }`;
const START_CLOCK = `mutation ($roundId: ID!, $minutes: Int, $shortReason: String) { startRoundClock(roundId: $roundId, minutes: $minutes, shortReason: $shortReason) { state durationSeconds shortReason } }`;

describe(`Match structure and round time (MTR 2.1, 2.6; seed Floor Rules 111, 112) (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Structure organizer')).token;
  });

  afterAll(async () => {
    await app.stop();
  });

  const create = (input: Record<string, unknown>) => app.gql(CREATE, { input: { name: 'Structure', format: 'CONSTRUCTED', rel: 'REGULAR', ...input } }, organizer);

  it("today's rules: best of one at Regular REL only, best of five only in the final", async () => {
    const friday = await create({ gamesPerMatch: 1 });
    expect(friday.data?.createEvent).toMatchObject({ gamesPerMatch: 1, finalsGamesPerMatch: 1 });
    expect(friday.data?.createEvent.structureWarnings).toEqual(['Best-of-one matches: allowed at Regular REL only; Competitive and Professional events play best of three (MTR 2.1).']);

    const competitive = await create({ rel: 'COMPETITIVE', gamesPerMatch: 1 });
    expect(errorCode(competitive)).toBe('MATCH_STRUCTURE_NOT_ALLOWED');
    expect(competitive.errors?.[0].message).toBe('Games per match: best of one is only for Regular REL events; a competitive REL event plays best of three (MTR 2.1).');

    const swissFive = await create({ gamesPerMatch: 5 });
    expect(errorCode(swissFive)).toBe('MATCH_STRUCTURE_NOT_ALLOWED');
    expect(swissFive.errors?.[0].message).toBe('Games per match: best of five is only for the single-elimination final (MTR 2.1).');

    const finalFive = await create({ rel: 'COMPETITIVE', topCut: 8, finalsGamesPerMatch: 5 });
    expect(finalFive.data?.createEvent).toMatchObject({ gamesPerMatch: 3, finalsGamesPerMatch: 5, structureWarnings: ['The final is best of five: announce it before the event starts (MTR 2.1).'] });

    // Raising the REL of a best-of-one event is refused, and nothing changes.
    const id = friday.data?.createEvent.id;
    const raise = await app.gql(UPDATE, { id, input: { rel: 'COMPETITIVE' } }, organizer);
    expect(errorCode(raise)).toBe('MATCH_STRUCTURE_NOT_ALLOWED');
    expect((await app.ok(`query ($id: ID!) { event(id: $id) { rel gamesPerMatch } }`, { id })).event).toEqual({ rel: 'REGULAR', gamesPerMatch: 1 });
  });

  it("the seed's Floor Rules (a named option) refuse best of one at every REL", async () => {
    const seed = await create({ rulesEdition: 'SEED_FLOOR_RULES', gamesPerMatch: 1 });
    expect(errorCode(seed)).toBe('MATCH_STRUCTURE_NOT_ALLOWED');
    expect(seed.errors?.[0].message).toContain('best of one is not allowed under the seed Floor Rules 111');
    const bestOfOne = (await create({ gamesPerMatch: 1 })).data?.createEvent.id;
    expect(errorCode(await app.gql(UPDATE, { id: bestOfOne, input: { rulesEdition: 'SEED_FLOOR_RULES' } }, organizer))).toBe('MATCH_STRUCTURE_NOT_ALLOWED');
    expect((await create({ rulesEdition: 'SEED_FLOOR_RULES', topCut: 4, finalsGamesPerMatch: 5 })).data?.createEvent.finalsGamesPerMatch).toBe(5);
  });

  it('a round clock under 40 minutes needs a documented reason, which it keeps', async () => {
    const { round, organizer: owner } = await startSmallEvent(app, 4);
    const short = await app.gql(START_CLOCK, { roundId: round.id, minutes: 25 }, owner);
    expect(errorCode(short)).toBe('ROUND_TIME_BELOW_MINIMUM');
    expect(short.errors?.[0].message).toBe('A round lasts at least 40 minutes (MTR 2.6); 25 minutes needs a reason, such as a shortened schedule announced to the players');
    expect((await app.ok(`query ($roundId: ID!) { roundClock(roundId: $roundId) { state } }`, { roundId: round.id })).roundClock.state).toBe('NOT_STARTED');
    expect(errorCode(await app.gql(START_CLOCK, { roundId: round.id, minutes: 25, shortReason: '   ' }, owner))).toBe('ROUND_TIME_BELOW_MINIMUM');
    const documented = await app.ok(START_CLOCK, { roundId: round.id, minutes: 25, shortReason: 'Venue closes at 22:00; announced at registration' }, owner);
    expect(documented.startRoundClock).toEqual({ state: 'RUNNING', durationSeconds: 25 * 60, shortReason: 'Venue closes at 22:00; announced at registration' });
  });

  it('40 minutes and more need no reason; a reason on a full-length round is not kept', async () => {
    const { round, organizer: owner } = await startSmallEvent(app, 4);
    const full = await app.ok(START_CLOCK, { roundId: round.id, minutes: 40, shortReason: 'not needed' }, owner);
    expect(full.startRoundClock).toEqual({ state: 'RUNNING', durationSeconds: 40 * 60, shortReason: null });
    const shortRounds = await app.gql(GQL.createEvent, { input: { name: 'Short rounds', format: 'LIMITED', rel: 'REGULAR', roundMinutes: 39 } }, owner);
    expect(errorCode(shortRounds)).toBe('BAD_USER_INPUT');
    expect(shortRounds.errors?.[0].message).toContain('roundMinutes must be at least 40');
  });
});
