/**
 * The round-1 result burst of `npm run bench:api`, run as its own process so the client never
 * takes CPU from the server it measures: staff enter every played match's result with a fixed
 * number of requests in flight while players look up their pairing one request at a time. Gets
 * its plan as an IPC message, signals the burst's start and end (the server process reads its own
 * CPU time and statements between them) and prints its figures as one JSON line on stdout.
 */
import { BENCH_GQL, benchPlayerName, benchResult, graphql, GraphqlError } from './bench-graphql';

export interface ResultBurstPlan {
  url: string;
  eventId: string;
  organizerToken: string;
  players: number;
  /** setResult requests in flight at once. */
  concurrency: number;
  matchIds: string[];
}

export interface ResultBurstFigures {
  results: number;
  ms: number;
  /** myPairing latencies during the burst, one request at a time, a different player each. */
  pairingMs: number[];
}

/** Sent to the parent (the server process) when the burst starts and ends. */
export interface ResultBurstEdge {
  edge: 'start' | 'end';
}

function log(line: string): void {
  process.stderr.write(`[bench:api burst] ${line}\n`);
}

function signal(edge: ResultBurstEdge['edge']): Promise<void> {
  const message: ResultBurstEdge = { edge };
  return new Promise((resolve) => (process.send ? process.send(message, undefined, {}, () => resolve()) : resolve()));
}

/** setResult once more when the connection failed: entering the same result twice is harmless (one more audit row). */
async function enterResult(plan: ResultBurstPlan, matchId: string, index: number): Promise<void> {
  const { wins, draws } = benchResult(index);
  const send = () => graphql(plan.url, BENCH_GQL.setResult, { matchId, wins, draws, reason: 'benchmark seed' }, plan.organizerToken);
  await send().catch((error: unknown) => {
    if (error instanceof GraphqlError) throw error;
    return send();
  });
}

async function burst(plan: ResultBurstPlan): Promise<ResultBurstFigures> {
  const pairingMs: number[] = [];
  let bursting = true;
  await signal('start');
  const started = performance.now();
  const probe = (async () => {
    for (let n = 1; bursting; n = (n % plan.players) + 1) {
      const sent = performance.now();
      await graphql(plan.url, BENCH_GQL.myPairing, { eventId: plan.eventId, playerName: benchPlayerName(n) });
      pairingMs.push(performance.now() - sent);
    }
  })();
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < plan.matchIds.length) {
      const index = next++;
      await enterResult(plan, plan.matchIds[index], index);
      done += 1;
      if (done % 500 === 0 || done === plan.matchIds.length) log(`round 1 results ${done}/${plan.matchIds.length} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.matchIds.length) }, worker));
  const ms = performance.now() - started;
  await signal('end');
  bursting = false;
  await probe;
  return { results: plan.matchIds.length, ms, pairingMs };
}

process.once('message', (plan: ResultBurstPlan) => {
  burst(plan).then(
    (figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.disconnect?.();
    },
    (error: unknown) => {
      process.stderr.write(`[bench:api burst] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
});
