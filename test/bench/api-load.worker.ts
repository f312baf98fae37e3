/**
 * The load generator of `npm run bench:api`, run as its own process so the client never
 * shares a CPU thread with the server it measures. Reads its plan as JSON from argv[2],
 * prints progress to stderr and its figures as one JSON line on stdout.
 */
import autocannon from 'autocannon';
import { BENCH_GQL, benchPlayerName, graphql } from './bench-graphql';

export interface LoadPlan {
  url: string;
  eventId: string;
  organizerToken: string;
  /** Re-entered (same result) before each cold standings request, so the server must recompute them. */
  recomputeTrigger: { matchId: string; wins: [number, number]; draws: number };
  standingsColdRequests: number;
  players: number;
  currentRound: number;
  /** Connection counts tried briefly for myPairing; the best one meeting the p99 limit runs the full duration. */
  pairingConnections: number[];
  pairingProbeSeconds: number;
  pairingSeconds: number;
  pairingP99LimitMs: number;
  standingsSequentialRequests: number;
  standingsConnections: number;
  standingsSeconds: number;
}

export interface LoadRun {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Transport errors, non-2xx responses and GraphQL errors or empty answers. */
  failures: number;
}

/** Sent to the parent (the server process) around each measured run, so it can read its own CPU time for exactly that run. */
export interface LoadPhaseMessage {
  phase: LoadPhase;
  edge: 'start' | 'end';
}

export type LoadPhase = 'pairing' | 'standings';

export interface LoadFigures {
  pairingProbes: LoadRun[];
  pairing: LoadRun;
  /** Each the first standings request after a result was entered (the server recomputes). */
  standingsColdMs: number[];
  /** Sequential requests while nothing changes (cached standings, players read each time). */
  standingsSequentialMs: number[];
  standingsRows: number;
  standingsBytes: number;
  standings: LoadRun;
}

function log(line: string): void {
  process.stderr.write(`[bench:api load] ${line}\n`);
}

/** Spreads requests over all players (a stride coprime with most sizes), not the same few names. */
function nameRotation(players: number): () => string {
  let counter = 0;
  return () => benchPlayerName(((counter++ * 7919) % players) + 1);
}

function signal(phase: LoadPhase | undefined, edge: LoadPhaseMessage['edge']): Promise<void> {
  if (!phase || !process.send) return Promise.resolve();
  const message: LoadPhaseMessage = { phase, edge };
  return new Promise((resolve) => process.send?.(message, undefined, {}, () => resolve()));
}

async function run(url: string, connections: number, seconds: number, nextBody: () => string, isGood: (body: string) => boolean, phase?: LoadPhase): Promise<LoadRun> {
  let bad = 0;
  await signal(phase, 'start');
  const result = await autocannon({
    url: `${url}/graphql`,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, body: nextBody() }),
        onResponse: (status, body) => {
          if (status !== 200 || !isGood(body)) bad += 1;
        },
      },
    ],
  });
  await signal(phase, 'end');
  return {
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failures: bad + result.errors + result.timeouts + result.non2xx,
  };
}

async function measurePairing(plan: LoadPlan): Promise<{ probes: LoadRun[]; best: LoadRun }> {
  const nextName = nameRotation(plan.players);
  const body = (): string => JSON.stringify({ query: BENCH_GQL.myPairing, variables: { eventId: plan.eventId, playerName: nextName() } });
  const roundMarker = `"round":${plan.currentRound}`;
  const isGood = (text: string): boolean => !text.includes('"errors"') && text.includes(roundMarker);
  const probes: LoadRun[] = [];
  for (const connections of plan.pairingConnections) {
    const probe = await run(plan.url, connections, plan.pairingProbeSeconds, body, isGood);
    log(`myPairing probe: ${connections} connections → ${probe.requestsPerSecond.toFixed(0)} req/s, p99 ${probe.p99Ms} ms`);
    probes.push(probe);
  }
  const withinLimit = probes.filter((p) => p.p99Ms < plan.pairingP99LimitMs && p.failures === 0);
  const pool = withinLimit.length > 0 ? withinLimit : probes;
  const chosen = pool.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  log(`myPairing: ${plan.pairingSeconds} s at ${chosen.connections} connections`);
  const best = await run(plan.url, chosen.connections, plan.pairingSeconds, body, isGood, 'pairing');
  return { probes, best };
}

async function timedStandings(plan: LoadPlan, payload: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${plan.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
  const text = await response.text();
  return { ms: performance.now() - started, text };
}

async function measureStandings(plan: LoadPlan): Promise<{ coldMs: number[]; sequentialMs: number[]; rows: number; bytes: number; load: LoadRun }> {
  const payload = JSON.stringify({ query: BENCH_GQL.standings, variables: { eventId: plan.eventId } });
  const coldMs: number[] = [];
  for (let i = 0; i < plan.standingsColdRequests; i += 1) {
    const { matchId, wins, draws } = plan.recomputeTrigger;
    await graphql(plan.url, BENCH_GQL.setResult, { matchId, wins, draws, reason: 'benchmark: invalidate cached standings' }, plan.organizerToken);
    coldMs.push((await timedStandings(plan, payload)).ms);
  }
  const sequentialMs: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < plan.standingsSequentialRequests; i += 1) {
    const { ms, text } = await timedStandings(plan, payload);
    sequentialMs.push(ms);
    if (i === 0) {
      const parsed = JSON.parse(text) as { data?: { standings: unknown[] }; errors?: unknown[] };
      if (parsed.errors || !parsed.data) throw new Error(`standings failed: ${text.slice(0, 300)}`);
      rows = parsed.data.standings.length;
      bytes = Buffer.byteLength(text);
    }
  }
  log(`standings: ${plan.standingsColdRequests} recomputed and ${plan.standingsSequentialRequests} cached sequential requests done; ${plan.standingsSeconds} s at ${plan.standingsConnections} connections`);
  const isGood = (text: string): boolean => !text.includes('"errors"') && text.includes('"standings":[{');
  const load = await run(plan.url, plan.standingsConnections, plan.standingsSeconds, () => payload, isGood, 'standings');
  return { coldMs, sequentialMs, rows, bytes, load };
}

async function main(): Promise<void> {
  if (!process.argv[2]) throw new Error('run by api.bench.ts with a load plan as its argument');
  const plan = JSON.parse(process.argv[2]) as LoadPlan;
  const check = await graphql(plan.url, BENCH_GQL.myPairing, { eventId: plan.eventId, playerName: benchPlayerName(plan.players) });
  if (!check.myPairing) throw new Error(`myPairing found no match for ${benchPlayerName(plan.players)}`);
  const pairing = await measurePairing(plan);
  const standings = await measureStandings(plan);
  const figures: LoadFigures = {
    pairingProbes: pairing.probes,
    pairing: pairing.best,
    standingsColdMs: standings.coldMs,
    standingsSequentialMs: standings.sequentialMs,
    standingsRows: standings.rows,
    standingsBytes: standings.bytes,
    standings: standings.load,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.disconnect?.();
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:api load] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
