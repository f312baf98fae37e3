import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { startSmallEvent } from './support/small-event';
import { GQL, reportAgreed } from './support/tournament-driver';

const ISSUE = `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { id infraction penalty proposedPenalty upgraded deviation explanation effect player { id dropped } match { id status wins gameLosses } } }`;
const MATCH = `query ($id: ID!) { event(id: $id) { rounds { matches { id table status wins gameLosses extensionMinutes timeRemainingSeconds timeCalled players { id } } } } }`;
const CLOCK = `query ($roundId: ID!) { roundClock(roundId: $roundId) { state durationSeconds remainingSeconds } }`;

describe(`judge tools: penalties, clock, extensions (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({}, { persistent: true });
  });

  afterAll(async () => {
    await app.stop();
  });

  it('game loss, upgrade, deviation, disqualification, deck check, and a clock that survives a restart', async () => {
    const { eventId, organizer, tokens, round } = await startSmallEvent(app, 8, { swissRounds: 3 });
    const judge = await app.user('Judge Judy');
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId, userId: judge.id }, organizer);
    const [first, second, third] = round.matches;
    const penalized = first.players[0].id;

    // Only staff may log penalties.
    const byPlayer = await app.gql(ISSUE, { input: { eventId, playerId: penalized, infraction: 'DECKLIST_PROBLEM', description: 'listed 59 cards' } }, tokens.get(first.players[1].id));
    expect(errorCode(byPlayer)).toBe('FORBIDDEN');

    // A Game Loss mid-match (IPG 3.5 Decklist Problem) counts in the match report.
    const gameLoss = (await app.ok(ISSUE, { input: { eventId, playerId: penalized, infraction: 'DECKLIST_PROBLEM', description: 'listed 59 cards', game: 1 } }, judge.token)).issuePenalty;
    expect(gameLoss).toMatchObject({ penalty: 'GAME_LOSS', upgraded: false, match: { id: first.id, status: 'PENDING', gameLosses: [1, 0] } });
    const ignoresIt = await app.gql(GQL.report, { matchId: first.id, wins: 2, losses: 0, draws: 0 }, tokens.get(penalized));
    expect(errorCode(ignoresIt)).toBe('IMPOSSIBLE_RESULT');
    await reportAgreed(app, first, tokens, [2, 1, 0]);

    // The second Tournament Error Warning for the same infraction is upgraded to a Game Loss.
    const target = second.players[1].id;
    const warning = (await app.ok(ISSUE, { input: { eventId, playerId: target, infraction: 'DECK_PROBLEM', description: 'sleeves' } }, judge.token)).issuePenalty;
    expect(warning).toMatchObject({ penalty: 'WARNING', upgraded: false });
    const upgraded = (await app.ok(ISSUE, { input: { eventId, playerId: target, infraction: 'DECK_PROBLEM', description: 'sleeves again' } }, judge.token)).issuePenalty;
    expect(upgraded).toMatchObject({ penalty: 'GAME_LOSS', upgraded: true, match: { gameLosses: [0, 1] } });
    expect(upgraded.explanation.length).toBeGreaterThan(20);

    // A deviation needs a reason and says so.
    const noReason = await app.gql(ISSUE, { input: { eventId, playerId: target, infraction: 'MARKED_CARDS', description: 'scuffed', penalty: 'GAME_LOSS' } }, judge.token);
    expect(errorCode(noReason)).toBe('DEVIATION_REASON_REQUIRED');
    const deviation = (await app.ok(ISSUE, { input: { eventId, playerId: target, infraction: 'MARKED_CARDS', description: 'scuffed', penalty: 'GAME_LOSS', deviationReason: 'Head judge: pattern of marking' } }, judge.token)).issuePenalty;
    expect(deviation).toMatchObject({ penalty: 'GAME_LOSS', proposedPenalty: 'WARNING', deviation: true });
    // Two game losses in a best of three decide the match.
    expect(deviation.match).toMatchObject({ status: 'FINAL', wins: [2, 0] });

    // The player sees their own history; another player does not.
    const own = await app.ok(`query ($eventId: ID!, $playerId: ID) { penalties(eventId: $eventId, playerId: $playerId) { penalty } }`, { eventId, playerId: target }, tokens.get(target));
    expect(own.penalties).toHaveLength(3);
    const others = await app.gql(`query ($eventId: ID!, $playerId: ID) { penalties(eventId: $eventId, playerId: $playerId) { penalty } }`, { eventId, playerId: target }, tokens.get(penalized));
    expect(errorCode(others)).toBe('FORBIDDEN');

    // A deck check extends that table's time: the time taken plus 3 minutes.
    const clockStart = await app.ok(`mutation ($roundId: ID!) { startRoundClock(roundId: $roundId) { state durationSeconds } }`, { roundId: round.id }, judge.token);
    expect(clockStart.startRoundClock).toMatchObject({ state: 'RUNNING', durationSeconds: 50 * 60 });
    const checked = await app.ok(`mutation ($matchId: ID!) { recordDeckCheck(matchId: $matchId, minutesTaken: 7) { extensionMinutes } }`, { matchId: third.id }, judge.token);
    expect(checked.recordDeckCheck.extensionMinutes).toBe(10);
    const extended = await app.ok(`mutation ($matchId: ID!) { addTimeExtension(matchId: $matchId, minutes: 2, reason: "long ruling") { extensionMinutes } }`, { matchId: third.id }, judge.token);
    expect(extended.addTimeExtension.extensionMinutes).toBe(12);
    const tables = (await app.ok(MATCH, { id: eventId })).event.rounds[0].matches;
    const thirdRow = tables.find((m: { id: string }) => m.id === third.id);
    const fourthRow = tables.find((m: { id: string }) => m.id === round.matches[3].id);
    expect(thirdRow.timeRemainingSeconds - fourthRow.timeRemainingSeconds).toBeGreaterThanOrEqual(12 * 60 - 2);
    expect(thirdRow.timeRemainingSeconds - fourthRow.timeRemainingSeconds).toBeLessThanOrEqual(12 * 60 + 2);

    // A Disqualification loses the current match, drops the player, and the standings move up.
    const dqTarget = round.matches[3].players[0].id;
    const dq = (await app.ok(ISSUE, { input: { eventId, playerId: dqTarget, infraction: 'CHEATING', description: 'stacked the deck' } }, judge.token)).issuePenalty;
    expect(dq).toMatchObject({ penalty: 'DISQUALIFICATION', player: { id: dqTarget, dropped: true }, match: { status: 'FINAL', wins: [0, 2] } });
    const report = JSON.parse((await app.ok(`query ($penaltyId: ID!) { disqualificationReport(penaltyId: $penaltyId) }`, { penaltyId: dq.id }, organizer)).disqualificationReport);
    expect(report).toMatchObject({ infraction: 'CHEATING', player: { name: round.matches[3].players[0].name }, opponent: { name: round.matches[3].players[1].name } });
    await reportAgreed(app, third, tokens, [2, 0, 0]);
    const standings = (await app.ok(GQL.standings, { eventId })).standings;
    expect(standings).toHaveLength(7);
    expect(standings.map((s: { player: { id: string } }) => s.player.id)).not.toContain(dqTarget);
    expect(standings.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const csv = (await app.ok(`query ($eventId: ID!) { penaltyReport(eventId: $eventId, format: "CSV") }`, { eventId }, organizer)).penaltyReport as string;
    expect(csv.trim().split('\n')).toHaveLength(1 + 5);

    // The clock is derived from stored timestamps: pause, restart the server, resume.
    await app.ok(`mutation ($roundId: ID!) { pauseRoundClock(roundId: $roundId) { state } }`, { roundId: round.id }, judge.token);
    const paused = (await app.ok(CLOCK, { roundId: round.id })).roundClock;
    expect(paused.state).toBe('PAUSED');
    await app.restart();
    // Everything persisted: the event, its players and results are there after the restart.
    const persisted = (await app.ok(GQL.event, { id: eventId })).event;
    expect(persisted.players).toHaveLength(8);
    expect(persisted.rounds[0].matches.filter((m: { status: string }) => m.status === 'FINAL').length).toBeGreaterThanOrEqual(3);
    const afterRestart = (await app.ok(CLOCK, { roundId: round.id })).roundClock;
    expect(afterRestart).toEqual(paused);
    const resumed = (await app.ok(`mutation ($roundId: ID!) { resumeRoundClock(roundId: $roundId) { state remainingSeconds } }`, { roundId: round.id }, judge.token)).resumeRoundClock;
    expect(resumed.state).toBe('RUNNING');
    expect(Math.abs(resumed.remainingSeconds - paused.remainingSeconds)).toBeLessThanOrEqual(2);
  });

  it('the turn tracker counts turn 0 and five additional turns, extra turns included, +2 per Slow Play', async () => {
    const { eventId, tokens, round } = await startSmallEvent(app, 2, { swissRounds: 3 });
    const [match] = round.matches;
    const [a] = match.players;
    const organizerEvent = await app.ok(`query ($id: ID!) { event(id: $id) { id } }`, { id: eventId });
    expect(organizerEvent.event.id).toBe(eventId);
    const TRACK = `mutation ($matchId: ID!, $extra: Boolean) { advanceTurn(matchId: $matchId, extraTurn: $extra) { turnTracker { phase turn of label finished activePlayer } } }`;
    const started = await app.ok(`mutation ($matchId: ID!) { startTurnTracker(matchId: $matchId, activePlayer: 0) { turnTracker { phase turn of label finished activePlayer } } }`, { matchId: match.id }, tokens.get(a.id));
    expect(started.startTurnTracker.turnTracker).toMatchObject({ phase: 'turn-0', turn: 0, of: 5, activePlayer: 0 });
    const labels: string[] = [];
    let last;
    for (const extra of [false, true, false, false, false]) {
      last = (await app.ok(TRACK, { matchId: match.id, extra }, tokens.get(a.id))).advanceTurn.turnTracker;
      labels.push(last.label);
    }
    expect(labels[0]).toContain('additional turn 1 of 5');
    expect(labels[1]).toContain('additional turn 2 of 5');
    expect(last).toMatchObject({ turn: 5, of: 5 });
    const done = (await app.ok(TRACK, { matchId: match.id, extra: false }, tokens.get(a.id))).advanceTurn.turnTracker;
    expect(done.finished).toBe(true);
    const beyond = await app.gql(TRACK, { matchId: match.id, extra: false }, tokens.get(a.id));
    expect(errorCode(beyond)).toBe('TURN_TRACKER_FINISHED');
  });
});
