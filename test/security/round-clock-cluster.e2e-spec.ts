import { loadConfig } from '../../apps/api/src/config/app-config';
import { LiveMessage, LiveService } from '../../apps/api/src/modules/live/live.service';
import { TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL } from '../support/tournament-driver';

const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL;
/** Two instances need a shared database server and Redis; otherwise one instance with in-process timers. */
const CLUSTER = TEST_DATABASE_KIND === 'postgres' && REDIS_URL !== undefined;

const START = `mutation ($roundId: ID!) { startRoundClock(roundId: $roundId, minutes: 1, shortReason: "timer test") { state } }`;
const ADJUST = `mutation ($roundId: ID!, $seconds: Int!) { adjustRoundClock(roundId: $roundId, seconds: $seconds) { state remainingSeconds } }`;
const PAUSE = `mutation ($roundId: ID!) { pauseRoundClock(roundId: $roundId) { state } }`;
const EXTEND = `mutation ($matchId: ID!) { addTimeExtension(matchId: $matchId, minutes: 1, reason: "long ruling") { id extensionMinutes } }`;
const MATCH_TIME = `query ($id: ID!) { event(id: $id) { rounds { matches { id timeCalled } } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects every timeCalled message of one event, from whichever instance sends it. */
function listen(live: LiveService, eventId: string): { messages: string[]; stop(): Promise<void> } {
  const messages: string[] = [];
  const iterator = live.subscribe('timeCalled', eventId);
  void (async () => {
    for (;;) {
      const next = (await iterator.next()) as IteratorResult<LiveMessage>;
      if (next.done) return;
      messages.push(next.value.matchId as string);
    }
  })();
  return { messages, stop: async () => void (await iterator.return?.()) };
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  for (const until = Date.now() + ms; !condition() && Date.now() < until; ) await sleep(100);
}

// Issue 12, item 3: each instance kept its own timers, so a clock paused on one instance still
// called time from the other, an extension given on instance 2 was ignored by instance 1's timer,
// and matches got duplicate timeCalled messages.
describe(`round clock timers (${CLUSTER ? 'two API instances on PostgreSQL + Redis' : `one instance, in-process timers, ${TEST_DATABASE_KIND}`})`, () => {
  const env: Record<string, string> = CLUSTER ? { REDIS_URL: REDIS_URL as string, ARBITER_ENGINE_QUEUE: `arbiter-clock-test-${process.pid}` } : {};
  let first: TestApp;
  let second: TestApp;
  let live: LiveService;

  beforeAll(async () => {
    first = await TestApp.start(env);
    second = CLUSTER ? await first.secondInstance() : first;
    live = CLUSTER ? new LiveService(loadConfig({ ...env, JWT_SECRET: 'test-secret-0123456789abcdef', ARBITER_DATA_DIR: '/tmp/arbiter-clock-listener' })) : first.app.get(LiveService);
  });

  afterAll(async () => {
    if (CLUSTER) await live.onModuleDestroy();
    if (second !== first) await second.stop();
    await first.stop();
  });

  /** A started paper event with one round of two matches, its clock running with `seconds` left (set on the first instance). */
  async function runningRound(seconds: number) {
    const organizer = (await first.user('Clock Organizer')).token;
    const event = (await first.ok(GQL.createEvent, { input: { name: 'Clock Cup', format: 'CONSTRUCTED', rel: 'REGULAR', swissRounds: 1, topCut: 0 } }, organizer)).createEvent;
    for (const name of ['Ana', 'Ben', 'Cleo', 'Dov']) await first.ok(GQL.register, { eventId: event.id, name }, organizer);
    await first.ok(GQL.start, { eventId: event.id }, organizer);
    const round = (await first.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    const listener = listen(live, event.id);
    await sleep(200);
    await first.ok(START, { roundId: round.id }, organizer);
    await first.ok(ADJUST, { roundId: round.id, seconds: seconds - 60 }, organizer);
    const matches = (round.matches as { id: string }[]).map((m) => m.id);
    return { organizer, eventId: event.id, roundId: round.id, matches, listener };
  }

  it('a clock paused on the other instance calls no time; once it runs out every match is called once', async () => {
    const { organizer, eventId, roundId, matches, listener } = await runningRound(4);
    await second.ok(PAUSE, { roundId }, organizer);
    await sleep(6000);
    expect(listener.messages).toEqual([]);
    const paused = (await first.ok(MATCH_TIME, { id: eventId })).event.rounds[0].matches;
    expect(paused.map((m: { timeCalled: boolean }) => m.timeCalled)).toEqual([false, false]);

    await first.ok(`mutation ($roundId: ID!) { resumeRoundClock(roundId: $roundId) { state } }`, { roundId }, organizer);
    await second.ok(ADJUST, { roundId, seconds: -60 }, organizer);
    await waitFor(() => listener.messages.length >= 2, 10_000);
    await sleep(2000);
    expect([...listener.messages].sort()).toEqual([...matches].sort());
    await listener.stop();
  });

  it('an extension given on the other instance is honoured, and no match is called twice', async () => {
    const { organizer, roundId, matches, listener } = await runningRound(4);
    const [extended, plain] = matches;
    await second.ok(EXTEND, { matchId: extended }, organizer);
    await waitFor(() => listener.messages.length >= 1, 10_000);
    await sleep(3000);
    expect(listener.messages).toEqual([plain]);

    // Taking the minute back from the round makes the extended match run out too; the other is not called again.
    await second.ok(ADJUST, { roundId, seconds: -60 }, organizer);
    await waitFor(() => listener.messages.length >= 2, 10_000);
    await sleep(2000);
    expect(listener.messages).toEqual([plain, extended]);
    await listener.stop();
  });
});
