import { loadConfig } from '../../apps/api/src/config/app-config';
import { LiveMessage, LiveService } from '../../apps/api/src/modules/live/live.service';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL } from '../support/tournament-driver';

const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL;
/** Two instances need a shared database server and Redis; otherwise one instance with in-process timers. */
const CLUSTER = TEST_DATABASE_KIND === 'postgres' && REDIS_URL !== undefined;

const START = `mutation ($eventId: ID!) { startLimitedClock(eventId: $eventId, schedule: "sealed") { state } }`;
const ADJUST = `mutation ($eventId: ID!, $seconds: Int!) { adjustLimitedClock(eventId: $eventId, seconds: $seconds) { state remainingSeconds } }`;
const PAUSE = `mutation ($eventId: ID!) { pauseLimitedClock(eventId: $eventId) { state } }`;
const RESUME = `mutation ($eventId: ID!) { resumeLimitedClock(eventId: $eventId) { state } }`;
const NEXT = `mutation ($eventId: ID!) { startNextLimitedPhase(eventId: $eventId) { phaseNumber } }`;
const CLOCK = `query ($eventId: ID!) { limitedClock(eventId: $eventId) { phaseNumber state timeUp } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  for (const until = Date.now() + ms; !condition() && Date.now() < until; ) await sleep(100);
}

// The Limited deck clock shares the round clock's scheduler design: a change on either instance
// moves the wake-up, and exactly one instance announces each phase's time-up.
describe(`Limited deck clock timers (${CLUSTER ? 'two API instances on PostgreSQL + Redis' : `one instance, in-process timers, ${TEST_DATABASE_KIND}`})`, () => {
  const env: Record<string, string> = CLUSTER ? { REDIS_URL: REDIS_URL as string, ARBITER_ENGINE_QUEUE: `arbiter-limited-clock-test-${process.pid}` } : {};
  let first: TestApp;
  let second: TestApp;
  let live: LiveService;

  beforeAll(async () => {
    first = await TestApp.start(env);
    second = CLUSTER ? await first.secondInstance() : first;
    live = CLUSTER ? new LiveService(loadConfig({ ...env, JWT_SECRET: 'test-secret-0123456789abcdef', ARBITER_DATA_DIR: '/tmp/arbiter-limited-clock-listener' })) : first.app.get(LiveService);
  });

  afterAll(async () => {
    if (CLUSTER) await live.onModuleDestroy();
    if (second !== first) await second.stop();
    await first.stop();
  });

  it('a phase paused on the other instance announces nothing; resumed and shortened there, its end is announced once; the next phase is timed afresh', async () => {
    const organizer = (await first.user('Deck Clock Organizer')).token;
    const eventId = (await first.ok(GQL.createEvent, { input: { name: 'Sealed Cup', format: 'LIMITED', rel: 'REGULAR', swissRounds: 3 } }, organizer)).createEvent.id;
    const timeUps: unknown[] = [];
    const iterator = live.subscribe('limitedClockUpdated', eventId);
    void (async () => {
      for (;;) {
        const next = (await iterator.next()) as IteratorResult<LiveMessage>;
        if (next.done) return;
        if (next.value.timeUpPhaseIndex !== undefined) timeUps.push(next.value.timeUpPhaseIndex);
      }
    })();
    await sleep(200);

    await first.ok(START, { eventId }, organizer);
    await first.ok(ADJUST, { eventId, seconds: 4 - 1200 }, organizer);
    await second.ok(PAUSE, { eventId }, organizer);
    await sleep(6000);
    expect(timeUps).toEqual([]);
    expect((await first.ok(CLOCK, { eventId })).limitedClock).toEqual({ phaseNumber: 1, state: 'PAUSED', timeUp: false });

    await second.ok(RESUME, { eventId }, organizer);
    await second.ok(ADJUST, { eventId, seconds: -3 }, organizer);
    await waitFor(() => timeUps.length >= 1, 10_000);
    await sleep(2000);
    expect(timeUps).toEqual([0]);
    expect((await second.ok(CLOCK, { eventId })).limitedClock).toEqual({ phaseNumber: 1, state: 'ENDED', timeUp: true });

    // Construction starts on the second instance; shortened on the first, its end is announced once too.
    await second.ok(NEXT, { eventId }, organizer);
    await first.ok(ADJUST, { eventId, seconds: 2 - 1800 }, organizer);
    await waitFor(() => timeUps.length >= 2, 10_000);
    await sleep(2000);
    expect(timeUps).toEqual([0, 1]);
    await iterator.return?.();
  }, 90_000);
});
