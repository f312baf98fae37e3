import { LiveMessage, LiveService } from '../apps/api/src/modules/live/live.service';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL } from './support/tournament-driver';

const FIELDS = 'eventId schedule phaseNumber state durationSeconds remainingSeconds timeUp hasNextPhase phase { phase label minutes } phases { phase minutes }';
const CLOCK = `query ($eventId: ID!) { limitedClock(eventId: $eventId) { ${FIELDS} } }`;
const START = `mutation ($eventId: ID!, $schedule: String!, $newSetWeekend: Boolean) { startLimitedClock(eventId: $eventId, schedule: $schedule, newSetWeekend: $newSetWeekend) { ${FIELDS} } }`;
const NEXT = `mutation ($eventId: ID!) { startNextLimitedPhase(eventId: $eventId) { ${FIELDS} } }`;
const PAUSE = `mutation ($eventId: ID!) { pauseLimitedClock(eventId: $eventId) { ${FIELDS} } }`;
const RESUME = `mutation ($eventId: ID!) { resumeLimitedClock(eventId: $eventId) { ${FIELDS} } }`;
const ADJUST = `mutation ($eventId: ID!, $seconds: Int!) { adjustLimitedClock(eventId: $eventId, seconds: $seconds) { ${FIELDS} } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`Limited deck registration and construction clock (MTR App. B; Floor Rules 112) (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  async function limitedEvent(input: Record<string, unknown> = {}): Promise<{ organizer: string; eventId: string }> {
    const organizer = (await app.user()).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Prerelease', format: 'LIMITED', rel: 'REGULAR', swissRounds: 3, ...input } }, organizer)).createEvent;
    return { organizer, eventId: event.id };
  }

  it('runs sealed as registration 20 then construction 30, paused, resumed and adjusted by the staff', async () => {
    const { organizer, eventId } = await limitedEvent();
    expect((await app.ok(CLOCK, { eventId })).limitedClock).toBeNull();

    const started = (await app.ok(START, { eventId, schedule: 'sealed' }, organizer)).startLimitedClock;
    expect(started).toMatchObject({ schedule: 'sealed', phaseNumber: 1, state: 'RUNNING', durationSeconds: 1200, timeUp: false, hasNextPhase: true, phase: { phase: 'registration', label: 'Deck registration', minutes: 20 } });
    expect(started.phases).toEqual([{ phase: 'registration', minutes: 20 }, { phase: 'build', minutes: 30 }]);
    expect(started.remainingSeconds).toBeGreaterThan(1190);

    const paused = (await app.ok(PAUSE, { eventId }, organizer)).pauseLimitedClock;
    expect(paused.state).toBe('PAUSED');
    await sleep(1500);
    expect((await app.ok(CLOCK, { eventId })).limitedClock.remainingSeconds).toBe(paused.remainingSeconds);
    expect((await app.ok(RESUME, { eventId }, organizer)).resumeLimitedClock.state).toBe('RUNNING');
    const adjusted = (await app.ok(ADJUST, { eventId, seconds: 120 }, organizer)).adjustLimitedClock;
    expect(adjusted.remainingSeconds).toBeGreaterThanOrEqual(paused.remainingSeconds + 118);

    const build = (await app.ok(NEXT, { eventId }, organizer)).startNextLimitedPhase;
    expect(build).toMatchObject({ phaseNumber: 2, state: 'RUNNING', durationSeconds: 1800, hasNextPhase: false, phase: { phase: 'build', label: 'Deck construction', minutes: 30 } });
    expect(build.remainingSeconds).toBeGreaterThan(1790);

    const last = await app.gql(NEXT, { eventId }, organizer);
    expect(errorCode(last)).toBe('NO_NEXT_LIMITED_PHASE');
    expect((await app.ok(CLOCK, { eventId })).limitedClock.phaseNumber).toBe(2);
  });

  it("takes the event's rules edition and the release-weekend minutes", async () => {
    const seed = await limitedEvent({ rulesEdition: 'SEED_FLOOR_RULES' });
    expect((await app.ok(START, { eventId: seed.eventId, schedule: 'team-draft' }, seed.organizer)).startLimitedClock.phases).toEqual([{ phase: 'registration-and-build', minutes: 30 }]);
    const today = await limitedEvent();
    expect((await app.ok(START, { eventId: today.eventId, schedule: 'team-draft' }, today.organizer)).startLimitedClock.phases).toEqual([{ phase: 'registration-and-build', minutes: 40 }]);
    const release = await limitedEvent();
    expect((await app.ok(START, { eventId: release.eventId, schedule: 'sealed', newSetWeekend: true }, release.organizer)).startLimitedClock.phases).toEqual([{ phase: 'registration', minutes: 20 }, { phase: 'build', minutes: 45 }]);
  });

  it('refuses a Constructed event, an unknown schedule, a player, a second start and a paused clock paused again; nothing changes', async () => {
    const { organizer, eventId } = await limitedEvent();
    const constructed = (await app.ok(GQL.createEvent, { input: { name: 'Modern night', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 3 } }, organizer)).createEvent.id;
    expect(errorCode(await app.gql(START, { eventId: constructed, schedule: 'sealed' }, organizer))).toBe('NOT_A_LIMITED_EVENT');
    expect((await app.ok(CLOCK, { eventId: constructed })).limitedClock).toBeNull();

    const unknown = await app.gql(START, { eventId, schedule: 'cube' }, organizer);
    expect(errorCode(unknown)).toBe('INVALID_TIME_INPUT');
    expect(unknown.errors?.[0].message).toContain('sealed, sealed-long, draft');
    const player = (await app.user()).token;
    expect(errorCode(await app.gql(START, { eventId, schedule: 'sealed' }, player))).toBe('FORBIDDEN');
    expect(errorCode(await app.gql(PAUSE, { eventId }, organizer))).toBe('CLOCK_NOT_RUNNING');
    expect((await app.ok(CLOCK, { eventId })).limitedClock).toBeNull();

    await app.ok(START, { eventId, schedule: 'draft' }, organizer);
    expect(errorCode(await app.gql(START, { eventId, schedule: 'sealed' }, organizer))).toBe('CLOCK_ALREADY_STARTED');
    expect(errorCode(await app.gql(ADJUST, { eventId, seconds: 99999 }, organizer))).toBe('INVALID_TIME_INPUT');
    expect(errorCode(await app.gql(PAUSE, { eventId }, player))).toBe('FORBIDDEN');
    await app.ok(PAUSE, { eventId }, organizer);
    expect(errorCode(await app.gql(PAUSE, { eventId }, organizer))).toBe('CLOCK_NOT_RUNNING');
    expect((await app.ok(CLOCK, { eventId })).limitedClock).toMatchObject({ schedule: 'draft', state: 'PAUSED', phaseNumber: 1 });
  });

  it('announces the end of a phase once, and again after time given back runs out', async () => {
    const { organizer, eventId } = await limitedEvent();
    const live = app.app.get(LiveService);
    const messages: LiveMessage[] = [];
    const iterator = live.subscribe('limitedClockUpdated', eventId);
    void (async () => {
      for (;;) {
        const next = (await iterator.next()) as IteratorResult<LiveMessage>;
        if (next.done) return;
        messages.push(next.value);
      }
    })();
    const timeUps = () => messages.filter((m) => m.timeUpPhaseIndex !== undefined);
    await sleep(100);
    await app.ok(START, { eventId, schedule: 'sealed' }, organizer);
    await app.ok(ADJUST, { eventId, seconds: 2 - 1200 }, organizer);
    for (const until = Date.now() + 10_000; timeUps().length < 1 && Date.now() < until; ) await sleep(100);
    await sleep(1500);
    expect(timeUps()).toEqual([{ eventId, timeUpPhaseIndex: 0 }]);
    expect((await app.ok(CLOCK, { eventId })).limitedClock).toMatchObject({ state: 'ENDED', timeUp: true });

    expect((await app.ok(ADJUST, { eventId, seconds: 4 }, organizer)).adjustLimitedClock).toMatchObject({ state: 'RUNNING', timeUp: false });
    for (const until = Date.now() + 10_000; timeUps().length < 2 && Date.now() < until; ) await sleep(100);
    expect(timeUps()).toEqual([{ eventId, timeUpPhaseIndex: 0 }, { eventId, timeUpPhaseIndex: 0 }]);
    await iterator.return?.();
  }, 60_000);
});
