import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';

const PROPOSAL = `query ($eventId: ID!, $playerId: ID!, $infraction: Infraction!, $minutesLate: Int, $day: Int) {
  penaltyProposal(eventId: $eventId, playerId: $playerId, infraction: $infraction, minutesLate: $minutesLate, day: $day) { infraction penalty basePenalty upgraded explanation source dropsPlayer }
}`;
const ISSUE = `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { infraction infractionName penalty proposedPenalty upgraded explanation player { dropped } } }`;
const INFRACTIONS = `query ($rel: Rel!) { infractions(rel: $rel) { infraction name category ipgSection penalty } }`;
const SET_REL = `mutation ($id: ID!, $rel: Rel!) { updateEvent(id: $id, input: { rel: $rel }) { id } }`;

describe(`penaltyProposal: the server's policy, exactly what issuePenalty records (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  /** Asks for the proposal, then issues the same infraction without deviating: the record matches the proposal. */
  async function proposeThenIssue(eventId: string, token: string, playerId: string, infraction: string, extra: { minutesLate?: number; day?: number } = {}) {
    const proposal = (await app.ok(PROPOSAL, { eventId, playerId, infraction, ...extra }, token)).penaltyProposal;
    const record = (await app.ok(ISSUE, { input: { eventId, playerId, infraction, description: 'seen by the floor judge', ...extra } }, token)).issuePenalty;
    expect(record).toMatchObject({ infraction, penalty: proposal.penalty, proposedPenalty: proposal.penalty, upgraded: proposal.upgraded, explanation: proposal.explanation });
    return proposal;
  }

  it('follows REL, the player\'s history, day resets and minutes late', async () => {
    const { eventId, organizer, round } = await startSmallEvent(app, 4);
    const [a, b] = round.matches[0].players.map((p) => p.id);
    const [c] = round.matches[1].players.map((p) => p.id);

    // Competitive: the 2nd Slow Play Warning the same day is upgraded; on day 2 the count restarts (IPG 3.3).
    expect(await proposeThenIssue(eventId, organizer, a, 'SLOW_PLAY')).toMatchObject({ penalty: 'WARNING', upgraded: false, source: 'IPG' });
    expect(await proposeThenIssue(eventId, organizer, a, 'SLOW_PLAY')).toMatchObject({ penalty: 'GAME_LOSS', upgraded: true });
    expect(await proposeThenIssue(eventId, organizer, a, 'SLOW_PLAY', { day: 2 })).toMatchObject({ penalty: 'WARNING', upgraded: false });

    // Tardiness by minutes late (IPG 3.1): within a minute a Warning, over ten a Match Loss and a drop.
    expect(await proposeThenIssue(eventId, organizer, b, 'TARDINESS', { minutesLate: 1 })).toMatchObject({ penalty: 'WARNING', dropsPlayer: false });
    expect(await proposeThenIssue(eventId, organizer, c, 'TARDINESS', { minutesLate: 12 })).toMatchObject({ penalty: 'MATCH_LOSS', dropsPlayer: true });

    // Regular REL: fix and educate (Judging at Regular REL), what the old front-end copy proposed as a Game Loss.
    await app.ok(SET_REL, { id: eventId, rel: 'REGULAR' }, organizer);
    expect(await proposeThenIssue(eventId, organizer, b, 'DECKLIST_PROBLEM')).toMatchObject({ penalty: 'NONE', basePenalty: 'NONE', source: 'JAR' });
  });

  it('is staff-only and refuses bad input with coded errors', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 2);
    const player = round.matches[0].players[0].id;
    expect(errorCode(await app.gql(PROPOSAL, { eventId, playerId: player, infraction: 'SLOW_PLAY' }, tokens.get(player)))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(PROPOSAL, { eventId, playerId: player, infraction: 'SLOW_PLAY' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.gql(PROPOSAL, { eventId, playerId: 'nobody', infraction: 'SLOW_PLAY' }, organizer))).toBe('PLAYER_NOT_FOUND');
    expect(errorCode(await app.gql(PROPOSAL, { eventId: 'nowhere', playerId: player, infraction: 'SLOW_PLAY' }, organizer))).toBe('EVENT_NOT_FOUND');
    expect(errorCode(await app.gql(PROPOSAL, { eventId, playerId: player, infraction: 'SLOW_PLAY', day: 0 }, organizer))).toBe('INVALID_PENALTY_INPUT');
    expect(errorCode(await app.gql(PROPOSAL, { eventId, playerId: player, infraction: 'TARDINESS', minutesLate: -3 }, organizer))).toBe('INVALID_PENALTY_INPUT');
  });

  it('lists the catalogue with the first-offense penalty at each REL, for anyone', async () => {
    const competitive = (await app.ok(INFRACTIONS, { rel: 'COMPETITIVE' })).infractions;
    const regular = (await app.ok(INFRACTIONS, { rel: 'REGULAR' })).infractions;
    expect(competitive).toHaveLength(23);
    expect(competitive.find((i: { infraction: string }) => i.infraction === 'DECKLIST_PROBLEM')).toEqual({ infraction: 'DECKLIST_PROBLEM', name: 'Decklist Problem', category: 'TOURNAMENT_ERROR', ipgSection: '3.4', penalty: 'GAME_LOSS' });
    expect(regular.find((i: { infraction: string }) => i.infraction === 'DECKLIST_PROBLEM').penalty).toBe('NONE');
    expect(regular.find((i: { infraction: string }) => i.infraction === 'CHEATING').penalty).toBe('DISQUALIFICATION');
  });
});
