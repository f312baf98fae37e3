import { TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, PairedMatch } from './support/tournament-driver';

const REGISTER_BOT = `mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name, bot: true) { id } }`;
const ISSUE = `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { penalty effect match { id status wins } } }`;
const FINAL_STANDINGS = `query ($eventId: ID!) { finalStandings(eventId: $eventId) { rank finish player { id } } }`;
const HISTORY = `query ($matchId: ID!) { resultHistory(matchId: $matchId) { action after } }`;
const PAIR = `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { id kind matches { id bye status wins players { id name } } } }`;

interface FinalRound {
  eventId: string;
  organizer: string;
  final: PairedMatch & { wins: number[] | null };
}

/** Four players, one Swiss round entered by staff, then the top-2 playoff final is paired. */
async function eventAtTheFinal(app: TestApp, options: { digital?: boolean } = {}): Promise<FinalRound> {
  const organizer = (await app.user('Final Organizer')).token;
  const input = { name: 'To the final', format: options.digital ? 'LIMITED' : 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 2, digital: options.digital ?? false };
  const event = (await app.ok(GQL.createEvent, { input }, organizer)).createEvent;
  for (let i = 1; i <= 4; i += 1) {
    if (options.digital) await app.ok(REGISTER_BOT, { eventId: event.id, name: `Bot ${i}` }, organizer);
    else await app.ok(GQL.register, { eventId: event.id, name: `Player ${i}` }, organizer);
  }
  await app.ok(GQL.start, { eventId: event.id }, organizer);
  const swiss = (await app.ok(PAIR, { eventId: event.id }, organizer)).pairNextRound;
  for (const match of swiss.matches) {
    // Bots finish their digital matches as soon as they are paired; paper ones are entered by staff.
    if (match.status !== 'FINAL') await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'result slip' }, organizer);
  }
  const playoff = (await app.ok(PAIR, { eventId: event.id }, organizer)).pairNextRound;
  expect(playoff.kind).toBe('PLAYOFF');
  expect(playoff.matches).toHaveLength(1);
  return { eventId: event.id, organizer, final: playoff.matches[0] };
}

async function expectFinishedWithWinner(app: TestApp, eventId: string, winnerId: string, finalistId: string): Promise<void> {
  expect((await app.ok(GQL.event, { id: eventId })).event.status).toBe('FINISHED');
  const standings = (await app.ok(FINAL_STANDINGS, { eventId })).finalStandings;
  expect(standings.slice(0, 2)).toEqual([
    { rank: 1, finish: 'winner', player: { id: winnerId } },
    { rank: 2, finish: 'final', player: { id: finalistId } },
  ]);
}

describe(`a final result of the playoff final finishes the event, whoever decides it (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('a staff result', async () => {
    const { eventId, organizer, final } = await eventAtTheFinal(app);
    expect((await app.ok(GQL.event, { id: eventId })).event.status).toBe('PLAYOFFS');
    await app.ok(GQL.setResult, { matchId: final.id, wins: [1, 2], draws: 0, reason: 'result slip' }, organizer);
    await expectFinishedWithWinner(app, eventId, final.players[1].id, final.players[0].id);
  });

  it('a Match Loss penalty (IPG 3.2 Outside Assistance at Competitive REL)', async () => {
    const { eventId, organizer, final } = await eventAtTheFinal(app);
    const [penalized, opponent] = final.players;
    const issued = (await app.ok(ISSUE, { input: { eventId, playerId: penalized.id, infraction: 'OUTSIDE_ASSISTANCE', description: 'took notes from a spectator' } }, organizer)).issuePenalty;
    expect(issued.penalty).toBe('MATCH_LOSS');
    expect(issued.match).toEqual({ id: final.id, status: 'FINAL', wins: [0, 2] });
    await expectFinishedWithWinner(app, eventId, opponent.id, penalized.id);
    const history = (await app.ok(HISTORY, { matchId: final.id }, organizer)).resultHistory;
    expect(history.map((h: { action: string; after: string }) => [h.action, JSON.parse(h.after)])).toEqual([['PENALTY', { status: 'FINAL', wins: [0, 2], draws: 0 }]]);
  });

  it('a Match Loss waiting for the next match, applied as the final is paired', async () => {
    const organizer = (await app.user('Carry-over Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Carry-over', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 2 } }, organizer)).createEvent;
    for (let i = 1; i <= 4; i += 1) await app.ok(GQL.register, { eventId: event.id, name: `Player ${i}` }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const swiss = (await app.ok(PAIR, { eventId: event.id }, organizer)).pairNextRound;
    for (const match of swiss.matches) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'result slip' }, organizer);
    // A finalist's match is over: the Match Loss applies to their next match, the final (IPG).
    const finalist = swiss.matches[0].players[0].id;
    const pending = (await app.ok(ISSUE, { input: { eventId: event.id, playerId: finalist, infraction: 'OUTSIDE_ASSISTANCE', description: 'after the match' } }, organizer)).issuePenalty;
    expect(pending.effect).toContain('next match');
    const final = (await app.ok(PAIR, { eventId: event.id }, organizer)).pairNextRound.matches[0];
    expect(final.status).toBe('FINAL');
    const opponent = final.players.find((p: { id: string }) => p.id !== finalist).id;
    await expectFinishedWithWinner(app, event.id, opponent, finalist);
  });

  it('the rules engine (a digital final between bots)', async () => {
    const { eventId, organizer, final } = await eventAtTheFinal(app, { digital: true });
    expect(final.status).toBe('FINAL');
    const [winner, finalist] = final.wins![0] > final.wins![1] ? final.players : [final.players[1], final.players[0]];
    await expectFinishedWithWinner(app, eventId, winner.id, finalist.id);
    const history = (await app.ok(HISTORY, { matchId: final.id }, organizer)).resultHistory;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['ENGINE']);
  });
});
