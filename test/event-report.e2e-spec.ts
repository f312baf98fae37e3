import { validateEventReport } from '@arbiter/dci';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, reportAgreed } from './support/tournament-driver';

const REPORT = `query ($eventId: ID!) { eventReport(eventId: $eventId) }`;
const UPLOAD = `mutation ($file: String!) { uploadEventReport(file: $file) { id status cancelled sanctioned sanctioning { reason } players { name wizardsId } } }`;
const CANCEL = `mutation ($eventId: ID!) { cancelEvent(eventId: $eventId) { id status cancelled sanctioned sanctioning { reason } } }`;
const EVENTS = `query { events { id } }`;

describe(`Event report for sanctioning: export and upload (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('a finished event reports its players, staff, results, penalties and sanctioning; the upload restores it', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 4, { swissRounds: 1 });
    const wizards = await app.ok(`mutation ($playerId: ID!) { updatePlayer(playerId: $playerId, input: { wizardsId: "100001" }) { id } }`, { playerId: round.matches[0].players[0].id }, organizer);
    expect(wizards.updatePlayer.id).toBe(round.matches[0].players[0].id);
    const early = await app.gql(REPORT, { eventId }, organizer);
    expect(errorCode(early)).toBe('EVENT_NOT_OVER');
    expect(early.errors?.[0].message).toBe('Event "Event of 4" is running: the report is written once it is finished or cancelled');

    const penalized = round.matches[1].players[0];
    await app.ok(
      `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { id } }`,
      { input: { eventId, playerId: penalized.id, matchId: round.matches[1].id, infraction: 'TARDINESS', description: 'Sat down 3 minutes late' } },
      organizer,
    );
    await reportAgreed(app, round.matches[0], tokens, [2, 1, 0]);
    // Tardiness at Competitive REL is a game loss (IPG 3.1): the result counts it.
    await reportAgreed(app, round.matches[1], tokens, [0, 2, 0]);
    await app.ok(`mutation ($eventId: ID!) { finishEvent(eventId: $eventId) { status } }`, { eventId }, organizer);

    const text = (await app.ok(REPORT, { eventId }, organizer)).eventReport;
    const validation = validateEventReport(JSON.parse(text));
    expect(validation.ok).toBe(true);
    const report = JSON.parse(text);
    expect(report.event).toMatchObject({ id: eventId, name: 'Event of 4', format: 'CONSTRUCTED', rel: 'COMPETITIVE', rules: 'current', status: 'FINISHED', sanctioned: true, unsanctionedReason: null, ratingEventType: 'regular', kFactor: 16 });
    expect(report.structure).toEqual({ swissRounds: 1, topCut: 0, matchGames: 3, finalsGames: 3, roundMinutes: 50 });
    expect(report.staff).toEqual([{ name: 'Organizer', wizardsId: null, role: 'ORGANIZER' }]);
    expect(report.players).toHaveLength(4);
    expect(report.players.find((p: { id: string }) => p.id === round.matches[0].players[0].id).wizardsId).toBe('100001');
    expect(report.rounds[0].matches.map((m: { games: number[] }) => m.games)).toEqual([[2, 1, 0], [0, 2, 0]]);
    expect(report.penalties).toEqual([{ player: penalized.id, round: 1, infraction: 'TARDINESS', penalty: 'GAME_LOSS', upgraded: false, deviation: false, description: 'Sat down 3 minutes late' }]);

    const uploaded = (await app.ok(UPLOAD, { file: text }, organizer)).uploadEventReport;
    expect(uploaded).toMatchObject({ status: 'FINISHED', cancelled: false, sanctioned: true });
    expect(uploaded.players.find((p: { wizardsId: string | null }) => p.wizardsId === '100001')).toBeDefined();
    const points = async (id: string) => (await app.ok(GQL.standings, { eventId: id })).standings.map((s: { player: { name: string }; matchPoints: number }) => [s.player.name, s.matchPoints]);
    expect(await points(uploaded.id)).toEqual(await points(eventId));
    const again = JSON.parse((await app.ok(REPORT, { eventId: uploaded.id }, organizer)).eventReport);
    expect(again.rounds[0].matches.map((m: { games: number[] }) => m.games)).toEqual(report.rounds[0].matches.map((m: { games: number[] }) => m.games));
  });

  it('a cancelled event gets a report too: CANCELLED, unsanctioned below the minimum, not rated', async () => {
    const organizer = (await app.user('Rained out')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Rained out', format: 'LIMITED', rel: 'REGULAR' } }, organizer)).createEvent;
    for (const name of ['Ann', 'Ben']) await app.ok(GQL.register, { eventId: event.id, name }, organizer);
    const cancelled = (await app.ok(CANCEL, { eventId: event.id }, organizer)).cancelEvent;
    expect(cancelled).toEqual({ id: event.id, status: 'FINISHED', cancelled: true, sanctioned: false, sanctioning: { reason: 'BELOW_MINIMUM' } });
    const twice = await app.gql(CANCEL, { eventId: event.id }, organizer);
    expect(errorCode(twice)).toBe('ILLEGAL_STATUS_TRANSITION');
    expect(twice.errors?.[0].message).toBe('Event "Rained out" is already cancelled');

    const text = (await app.ok(REPORT, { eventId: event.id }, organizer)).eventReport;
    expect(JSON.parse(text).event).toMatchObject({ status: 'CANCELLED', sanctioned: false, unsanctionedReason: 'BELOW_MINIMUM' });
    expect(validateEventReport(JSON.parse(text)).ok).toBe(true);
    expect((await app.ok(UPLOAD, { file: text }, organizer)).uploadEventReport).toMatchObject({ status: 'FINISHED', cancelled: true, sanctioned: false, sanctioning: { reason: 'BELOW_MINIMUM' } });
  });

  it('a report the rules forbid is refused with the reason, and creates nothing', async () => {
    const organizer = (await app.user('Uploader')).token;
    const before = (await app.ok(EVENTS)).events.length;
    const notJson = await app.gql(UPLOAD, { file: '{"format":' }, organizer);
    expect(errorCode(notJson)).toBe('INVALID_EVENT_REPORT');
    const players = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, wizardsId: `20000${i + 1}`, droppedAfterRound: null, disqualified: false }));
    const judgePlays = {
      format: 'arbiter-event-report/1',
      generatedAt: '2026-11-01T20:00:00.000Z',
      event: { id: 'e1', name: 'Judge plays', format: 'CONSTRUCTED', rel: 'COMPETITIVE', rules: 'current', status: 'FINISHED', startsAt: null, sanctioned: true, unsanctionedReason: null, ratingEventType: 'regular', kFactor: 16 },
      structure: { swissRounds: 1, topCut: 0, matchGames: 3, finalsGames: 3, roundMinutes: 50 },
      staff: [{ name: 'Player 1', wizardsId: '200001', role: 'HEAD_JUDGE' }],
      players,
      rounds: [{ number: 1, kind: 'SWISS', matches: [0, 2, 4, 6].map((i) => ({ table: i / 2 + 1, players: [`p${i + 1}`, `p${i + 2}`], games: [2, 0, 0] })) }],
      penalties: [],
    };
    const refused = await app.gql(UPLOAD, { file: JSON.stringify(judgePlays) }, organizer);
    expect(errorCode(refused)).toBe('INVALID_EVENT_REPORT');
    expect(refused.errors?.[0].message).toContain('UTR 3');
    const impossible = { ...judgePlays, staff: [], rounds: [{ number: 1, kind: 'SWISS', matches: [{ table: 1, players: ['p1', 'p2'], games: [3, 0, 0] }] }] };
    expect(errorCode(await app.gql(UPLOAD, { file: JSON.stringify(impossible) }, organizer))).toBe('INVALID_EVENT_REPORT');
    expect((await app.ok(EVENTS)).events.length).toBe(before);
  });
});
