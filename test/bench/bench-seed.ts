import { BENCH_GQL, benchPlayerName, benchResult, graphql, GraphqlError } from './bench-graphql';

export interface SeededEvent {
  eventId: string;
  organizerToken: string;
  /** A finished round-1 match and its result: entering it again changes the event revision but not the standings. */
  recomputeTrigger: { matchId: string; wins: [number, number]; draws: number };
  players: number;
  /** The round myPairing answers for (the latest published one). */
  currentRound: number;
  seedingMs: { register: number; pairRound1: number; results: number; pairRound2: number };
  /** The round-1 results, entered as one burst by `enterResults`. */
  resultBurst: ResultBurst;
}

/** What a result burst measured (see ResultBurstPlan in result-burst.worker.ts). */
export interface ResultBurst {
  results: number;
  ms: number;
  /** myPairing latencies (ms) during the burst, one request at a time. */
  pairingMs: number[];
  /** SQL statements and CPU milliseconds of the server's process during the burst, myPairing included. */
  statements: number;
  cpuMs: number;
  /** The 1-minute load average when the burst started and when it ended. */
  load: [number, number];
}

/** Enters the result of each of these round-1 matches (staff, setResult) and measures it. */
export type ResultEntry = (event: { eventId: string; organizerToken: string; players: number; matchIds: string[] }) => Promise<ResultBurst>;

/** Runs `task` on every item with at most `limit` in flight, reporting progress every `every` items. */
async function forEachBounded<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>, progress: (done: number) => void, every = 500): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
      done += 1;
      if (done % every === 0 || done === items.length) progress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Runs a seeding call, once more if the connection failed (the request may or may not have
 * reached the server); `landed` says whether an error on the retry means the first try did.
 */
async function withOneRetry(call: () => Promise<unknown>, landed: (error: unknown) => boolean): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof GraphqlError) throw error;
    try {
      await call();
    } catch (retryError) {
      if (!landed(retryError)) throw retryError;
    }
  }
}

function log(line: string): void {
  process.stderr.write(`[bench:api] ${line}\n`);
}

/**
 * An event of `players` players registered by name by the organizer (no accounts, so no
 * password hashing), started, round 1 paired and fully reported by staff, round 2 paired:
 * standings then cover a finished round and myPairing answers from round 2. `enterResults` enters
 * round 1's results (from its own process, so the client takes no CPU from the server).
 */
export async function seedEvent(baseUrl: string, players: number, concurrency: number, enterResults: ResultEntry): Promise<SeededEvent> {
  const organizer = (await graphql(baseUrl, BENCH_GQL.signUp, { email: 'organizer@bench.test', displayName: 'Bench Organizer' })).signUp.token as string;
  const event = (await graphql(baseUrl, BENCH_GQL.createEvent, { input: { name: `Bench of ${players}`, format: 'CONSTRUCTED', rel: 'COMPETITIVE' } }, organizer)).createEvent;
  const eventId = event.id as string;

  let started = performance.now();
  const numbers = Array.from({ length: players }, (_, i) => i + 1);
  await forEachBounded(
    numbers,
    concurrency,
    async (n) => {
      await withOneRetry(
        () => graphql(baseUrl, BENCH_GQL.register, { eventId, name: benchPlayerName(n) }, organizer),
        (error) => error instanceof GraphqlError && error.code === 'DUPLICATE_PLAYER',
      );
    },
    (done) => log(`registered ${done}/${players} players (${((performance.now() - started) / 1000).toFixed(1)} s)`),
  );
  const register = performance.now() - started;

  await graphql(baseUrl, BENCH_GQL.start, { eventId }, organizer);
  started = performance.now();
  const round1 = (await graphql(baseUrl, BENCH_GQL.pair, { eventId }, organizer)).pairNextRound as { matches: { id: string; bye: boolean }[] };
  const pairRound1 = performance.now() - started;
  log(`round 1 paired: ${round1.matches.length} matches (${pairRound1.toFixed(0)} ms)`);

  const played = round1.matches.filter((m) => !m.bye);
  const resultBurst = await enterResults({ eventId, organizerToken: organizer, players, matchIds: played.map((m) => m.id) });

  started = performance.now();
  const round2 = (await graphql(baseUrl, BENCH_GQL.pair, { eventId }, organizer)).pairNextRound as { number: number; matches: unknown[] };
  const pairRound2 = performance.now() - started;
  log(`round 2 paired: ${round2.matches.length} matches (${pairRound2.toFixed(0)} ms)`);

  const recomputeTrigger = { matchId: played[0].id, ...benchResult(0) };
  return { eventId, organizerToken: organizer, recomputeTrigger, players, currentRound: round2.number, seedingMs: { register, pairRound1, results: resultBurst.ms, pairRound2 }, resultBurst };
}
