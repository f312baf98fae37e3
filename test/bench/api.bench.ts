/**
 * API load benchmark: a real server (createApp + listen on 127.0.0.1) on a fresh database
 * seeded with 4,500 players, round 1 reported and round 2 paired; a separate load process
 * (api-load.worker.ts, autocannon) drives the public `myPairing` query and the full
 * `standings` query. Prints requests/s and latency, SQL statements per request, and
 * whether the targets are met (1,000 myPairing req/s at p99 < 100 ms; the standings of
 * 4,500 players in one request under 300 ms).
 *
 *   npm run bench:api                                             # embedded PGlite in a temp dir
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api   # new database on that server
 *
 * With DATABASE_URL the bench creates `arbiter_bench_<random>` on that server and drops it at
 * the end; the database the URL names is only used to issue CREATE/DROP DATABASE.
 * BENCH_API_PLAYERS overrides the player count (for a quick try-out; the targets are for 4,500).
 * BENCH_API_BURST_CONCURRENCY sets the setResult requests in flight during the result burst (8).
 * BENCH_API_ONLY=burst stops after the result burst (seeding and burst figures only).
 * BENCH_API_CPU_PROFILE=file.cpuprofile writes the server process's CPU profile of the burst.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import type { LoadFigures, LoadPhase, LoadPhaseMessage, LoadPlan, LoadRun } from './api-load.worker';
import { BENCH_GQL, benchPlayerName, graphql } from './bench-graphql';
import { BenchServer } from './bench-server';
import { ResultBurst, ResultEntry, seedEvent, SeededEvent } from './bench-seed';
import type { ResultBurstEdge, ResultBurstFigures, ResultBurstPlan } from './result-burst.worker';

const PLAYERS = Number(process.env.BENCH_API_PLAYERS ?? 4500);
const SEED_CONCURRENCY = 8;
const BURST_CONCURRENCY = Number(process.env.BENCH_API_BURST_CONCURRENCY ?? 8);
const BURST_ONLY = process.env.BENCH_API_ONLY === 'burst';
const CPU_PROFILE = process.env.BENCH_API_CPU_PROFILE;
const PAIRING_TARGET_RPS = 1000;
const PAIRING_P99_LIMIT_MS = 100;
const STANDINGS_LIMIT_MS = 300;
const RESULTS_TARGET_PER_SECOND = 200;
const HEALTHZ_LIMIT_MS = 100;
const HEAVIEST_RUNS = 5;
const WHOLE_RUN_LIMIT_MS = 20 * 60_000;
const LOAD_PROCESS_LIMIT_MS = 4 * 60_000;
const REPO_ROOT = resolve(__dirname, '../..');

const PLAN: Omit<LoadPlan, 'url' | 'eventId' | 'organizerToken' | 'recomputeTrigger' | 'players' | 'currentRound'> = {
  pairingConnections: [4, 8, 16, 32],
  pairingProbeSeconds: 3,
  pairingSeconds: 10,
  pairingP99LimitMs: PAIRING_P99_LIMIT_MS,
  standingsColdRequests: 5,
  standingsSequentialRequests: 20,
  standingsConnections: 2,
  standingsSeconds: 5,
};

interface QueryCounts {
  /** The first myPairing after a change indexes the round; later ones read one row. */
  pairingCold: number;
  pairingFound: number;
  pairingUnknown: number;
  standingsCold: number;
  standingsWarm: number;
  /** Anonymous `event { rounds { matches { timeCalled timeRemainingSeconds players { decklist } } } }`: statements and ms. */
  wholeEvent: number;
  wholeEventMs: number;
  /** The same with ten aliases (issue 12): refused before it runs. */
  aliasedRefusedMs: number;
  aliasedCode: string;
  /** The most aliases of the whole-event query the default limits let through, and its ms. */
  heaviestAllowed: { aliases: number; ms: number };
  /** GET /healthz sent one after another (20 ms apart) while the heaviest allowed query runs (HEAVIEST_RUNS times): ms each. */
  healthzDuringHeaviestMs: number[];
  /** The 1-minute load average when those runs started. */
  loadDuringHeaviest: number;
  /** The first alias count refused: which limit, and how long the refusal took. */
  firstRefused: { aliases: number; limit: string; ms: number } | undefined;
}

/**
 * Answers `query` and records the latency of /healthz requests sent one after another meanwhile,
 * from a separate process (a probe in this process would wait for the server's event loop too).
 */
async function withHealthProbes(query: () => Promise<unknown>, url: string): Promise<{ ms: number; healthzMs: number[]; error: { code?: string; message: string } | undefined }> {
  const prober = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'healthz-probe.worker.ts'), url], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let output = '';
  prober.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => prober.on('exit', () => resolveExit()));
  await new Promise<void>((resolveReady, reject) => {
    prober.once('message', () => resolveReady());
    prober.once('exit', (code) => reject(new Error(`the /healthz probe exited with ${code}`)));
  });
  let error: { code?: string; message: string } | undefined;
  const ms = await timed(() => query().catch((caught: { code?: string; message: string }) => (error = caught)));
  prober.send('stop');
  await exited;
  const latencies = JSON.parse(output.trim().split('\n').pop() ?? '[]') as number[];
  // The first probe answered before the query was sent.
  return { ms, healthzMs: latencies.slice(1), error };
}

const WHOLE_EVENT_FIELDS = 'rounds { matches { timeCalled timeRemainingSeconds players { decklist { main } } } }';

/** Milliseconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function log(line: string): void {
  process.stderr.write(`[bench:api] ${line}\n`);
}

/** SQL statements for one request of each kind, sent one at a time while the server is otherwise idle. */
async function countQueries(server: BenchServer, event: SeededEvent): Promise<QueryCounts> {
  const pairing = (playerName: string) => () => graphql(server.url, BENCH_GQL.myPairing, { eventId: event.eventId, playerName });
  const standings = () => graphql(server.url, BENCH_GQL.standings, { eventId: event.eventId });
  const pairingCold = await server.queries.during(pairing(benchPlayerName(1)));
  const pairingFound = await server.queries.during(pairing(benchPlayerName(2)));
  const pairingUnknown = await server.queries.during(pairing('Nobody Registered'));
  // The last pairing changed the event revision, so the first standings request recomputes them.
  const standingsCold = await server.queries.during(standings);
  const standingsWarm = await server.queries.during(standings);
  const wholeEventQuery = () => graphql(server.url, `query ($id: ID!) { event(id: $id) { ${WHOLE_EVENT_FIELDS} } }`, { id: event.eventId });
  let wholeEventMs = 0;
  const wholeEvent = await server.queries.during(async () => (wholeEventMs = await timed(wholeEventQuery)));
  const aliased = (aliases: number) => `query ($id: ID!) { ${Array.from({ length: aliases }, (_, i) => `e${i}: event(id: $id) { ${WHOLE_EVENT_FIELDS} }`).join(' ')} }`;
  let aliasedCode = 'accepted';
  const aliasedRefusedMs = await timed(() => graphql(server.url, aliased(10), { id: event.eventId }).catch((error: { code?: string }) => (aliasedCode = error.code ?? 'error')));
  // The heaviest read the default limits allow: as many aliases of the whole event as pass.
  let heaviestAllowed = { aliases: 0, ms: 0 };
  let healthzDuringHeaviestMs: number[] = [];
  let firstRefused: QueryCounts['firstRefused'];
  for (let aliases = 1; aliases <= 5 && !firstRefused; aliases += 1) {
    const run = await withHealthProbes(() => graphql(server.url, aliased(aliases), { id: event.eventId }), server.url);
    const limit = run.error?.message.match(/(result cost|list cost|cost|aliases|depth)/i)?.[1] ?? run.error?.code ?? 'error';
    if (run.error) firstRefused = { aliases, limit, ms: run.ms };
    else [heaviestAllowed, healthzDuringHeaviestMs] = [{ aliases, ms: run.ms }, run.healthzMs];
  }
  // More runs of the heaviest allowed query, so the /healthz p99 rests on more than one query's probes.
  const loadDuringHeaviest = loadavg()[0];
  for (let again = 1; again < HEAVIEST_RUNS && heaviestAllowed.aliases > 0; again += 1) {
    const run = await withHealthProbes(() => graphql(server.url, aliased(heaviestAllowed.aliases), { id: event.eventId }), server.url);
    healthzDuringHeaviestMs.push(...run.healthzMs);
  }
  return { pairingCold, pairingFound, pairingUnknown, standingsCold, standingsWarm, wholeEvent, wholeEventMs, aliasedRefusedMs, aliasedCode, heaviestAllowed, healthzDuringHeaviestMs, loadDuringHeaviest, firstRefused };
}

/** Server (this process) CPU milliseconds spent during each measured load run. */
type ServerCpu = Partial<Record<LoadPhase, number>>;

/** The running worker process (load or burst), stopped with the bench if it is interrupted. */
let workerProcess: ChildProcess | undefined;

/**
 * Runs a bench worker (a .ts file beside this one) in its own process: `onStart` gets the child
 * (to send it a plan), `onMessage` its IPC messages; resolves with the last line it printed, as JSON.
 */
function runWorker<T>(script: string, args: string[], onMessage: (message: unknown) => void, onStart: (child: ChildProcess) => void = () => undefined): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, script), ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    workerProcess = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('message', onMessage);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} ran over ${LOAD_PROCESS_LIMIT_MS / 1000} s and was stopped`));
    }, LOAD_PROCESS_LIMIT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      workerProcess = undefined;
      const last = output.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`${script} exited with ${code}`));
      else resolvePromise(JSON.parse(last) as T);
    });
    onStart(child);
  });
}

async function runLoadProcess(plan: LoadPlan): Promise<{ figures: LoadFigures; serverCpu: ServerCpu }> {
  const serverCpu: ServerCpu = {};
  const startedAt = new Map<LoadPhase, NodeJS.CpuUsage>();
  const figures = await runWorker<LoadFigures>('api-load.worker.ts', [JSON.stringify(plan)], (message) => {
    const { phase, edge } = message as LoadPhaseMessage;
    if (edge === 'start') {
      startedAt.set(phase, process.cpuUsage());
      return;
    }
    const used = process.cpuUsage(startedAt.get(phase));
    serverCpu[phase] = (used.user + used.system) / 1000;
  });
  return { figures, serverCpu };
}

/**
 * Enters round 1's results from the burst worker's process and measures this (the server's)
 * process meanwhile: CPU time, SQL statements, the load average; with BENCH_API_CPU_PROFILE, a
 * CPU profile of the burst.
 */
function resultBurstFrom(server: BenchServer): ResultEntry {
  return async (event) => {
    const plan: ResultBurstPlan = { url: server.url, ...event, concurrency: BURST_CONCURRENCY };
    const profiler = CPU_PROFILE ? new Session() : undefined;
    profiler?.connect();
    let cpuBefore = process.cpuUsage();
    let cpu = cpuBefore;
    let statementsBefore = 0;
    let statements = 0;
    const load: [number, number] = [0, 0];
    const edges: Promise<unknown>[] = [];
    const figures = await runWorker<ResultBurstFigures>(
      'result-burst.worker.ts',
      [],
      (message) => {
        if ((message as ResultBurstEdge).edge === 'start') {
          load[0] = loadavg()[0];
          statementsBefore = server.queries.total;
          cpuBefore = process.cpuUsage();
          if (profiler) edges.push(profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start')));
          return;
        }
        cpu = process.cpuUsage(cpuBefore);
        statements = server.queries.total - statementsBefore;
        load[1] = loadavg()[0];
        if (profiler) edges.push(profiler.post('Profiler.stop').then(({ profile }) => writeFileSync(CPU_PROFILE as string, JSON.stringify(profile))));
      },
      (child) => child.send(plan),
    );
    await Promise.all(edges);
    profiler?.disconnect();
    if (CPU_PROFILE) log(`CPU profile of the burst written to ${CPU_PROFILE}`);
    return { results: figures.results, ms: figures.ms, pairingMs: figures.pairingMs, statements, cpuMs: (cpu.user + cpu.system) / 1000, load };
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}

function verdict(met: boolean): string {
  return met ? 'MET' : 'MISSED';
}

function loadRow(label: string, run: LoadRun): string[] {
  return [label, String(run.connections), run.requestsPerSecond.toFixed(0), String(run.p50Ms), String(run.p99Ms), String(run.maxMs), String(run.failures)];
}

function cpuPerRequest(cpuMs: number | undefined, run: LoadRun): string {
  return cpuMs === undefined || run.requests === 0 ? 'n/a' : `${(cpuMs / run.requests).toFixed(2)} ms`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The seeding and result-burst lines of the report (all of it with BENCH_API_ONLY=burst). */
function burstReport(server: BenchServer, event: SeededEvent, loadBeforeSeeding: number[]): string[] {
  const burst: ResultBurst = event.resultBurst;
  const resultsPerSecond = burst.results / (burst.ms / 1000);
  return [
    '',
    `Arbiter API benchmark — database: ${server.databaseKind}, ${event.players} players, ${cpus().length} CPUs, node ${process.version}`,
    `Seeding (load average before it ${loadBeforeSeeding.map((l) => l.toFixed(2)).join(' / ')}): register ${seconds(event.seedingMs.register)}, pair round 1 ${seconds(event.seedingMs.pairRound1)}, round 1 results ${seconds(event.seedingMs.results)}, pair round 2 ${seconds(event.seedingMs.pairRound2)}`,
    `Result burst (round 1, setResult at ${BURST_CONCURRENCY} in flight from its own process; 1-min load average ${burst.load[0].toFixed(2)} at its start, ${burst.load[1].toFixed(2)} at its end): ` +
      `${burst.results} results in ${seconds(burst.ms)} = ${resultsPerSecond.toFixed(0)} results/s; ` +
      `myPairing meanwhile, one at a time: ${burst.pairingMs.length} requests, p50 ${percentile(burst.pairingMs, 50).toFixed(1)} ms, p99 ${percentile(burst.pairingMs, 99).toFixed(1)} ms, max ${Math.max(...burst.pairingMs).toFixed(1)} ms`,
    `  load-independent: ${(burst.statements / burst.results).toFixed(2)} SQL statements and ${(burst.cpuMs / burst.results).toFixed(2)} ms of CPU per result in the server's process ` +
      `(${server.databaseKind === 'pglite' ? 'PGlite included, ' : "PostgreSQL's own CPU not counted, "}the ${burst.pairingMs.length} myPairing requests included; the clients' processes not counted)`,
  ];
}

function printReport(server: BenchServer, event: SeededEvent, counts: QueryCounts, figures: LoadFigures, serverCpu: ServerCpu, loadBefore: number[], loadBeforeSeeding: number[]): void {
  const out: string[] = burstReport(server, event, loadBeforeSeeding);
  out.push(`Load average (1/5/15 min) before the load run: ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}; during the run the server, the load process${server.databaseKind === 'postgres' ? ', PostgreSQL' : ''} and everything else on the machine share ${cpus().length} CPUs`);
  const burst = event.resultBurst;
  const resultsPerSecond = burst.results / (burst.ms / 1000);
  out.push('');
  out.push('myPairing (POST /graphql, a different player name each request; autocannon in a separate process)');
  out.push(
    table([
      ['run', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'failures'],
      ...figures.pairingProbes.map((probe) => loadRow(`probe ${probe.seconds.toFixed(0)} s`, probe)),
      loadRow(`main ${figures.pairing.seconds.toFixed(0)} s`, figures.pairing),
    ]),
  );
  out.push(`Server CPU per myPairing request in the main run: ${cpuPerRequest(serverCpu.pairing, figures.pairing)} (one Node thread${server.databaseKind === 'pglite' ? ', PGlite included' : ''})`);
  out.push('');
  const sequential = figures.standingsSequentialMs;
  out.push(`standings (all ${figures.standingsRows} players, ${(figures.standingsBytes / 1024).toFixed(0)} KiB per response)`);
  const cold = figures.standingsColdMs;
  out.push(
    table([
      ['measure', 'value'],
      [`${cold.length} requests each after a result was entered (recomputed), p50 ms`, percentile(cold, 50).toFixed(1)],
      [`${cold.length} requests each after a result was entered (recomputed), max ms`, Math.max(...cold).toFixed(1)],
      [`${sequential.length} sequential requests, nothing changed (cached), p50 ms`, percentile(sequential, 50).toFixed(1)],
      [`${sequential.length} sequential requests, nothing changed (cached), max ms`, Math.max(...sequential).toFixed(1)],
      [`autocannon ${figures.standings.seconds.toFixed(0)} s at ${figures.standings.connections} conns, req/s`, figures.standings.requestsPerSecond.toFixed(1)],
      ['autocannon p50 / p99 ms', `${figures.standings.p50Ms} / ${figures.standings.p99Ms}`],
      ['autocannon failures', String(figures.standings.failures)],
      ['server CPU per request under autocannon', cpuPerRequest(serverCpu.standings, figures.standings)],
    ]),
  );
  out.push('');
  out.push('SQL statements per request (counted at TypeORM, one request at a time)');
  out.push(
    table([
      ['request', 'statements'],
      ['myPairing, first after a change (indexes the round)', String(counts.pairingCold)],
      ['myPairing, registered player', String(counts.pairingFound)],
      ['myPairing, unknown name', String(counts.pairingUnknown)],
      ['standings, first after a change', String(counts.standingsCold)],
      ['standings, cached revision', String(counts.standingsWarm)],
      [`anonymous whole event, every per-row field (${counts.wholeEventMs.toFixed(0)} ms)`, String(counts.wholeEvent)],
    ]),
  );
  out.push(`The ten-alias anonymous whole-event query (issue 12): ${counts.aliasedCode} in ${counts.aliasedRefusedMs.toFixed(1)} ms`);
  const probes = counts.healthzDuringHeaviestMs;
  const refusedLine = counts.firstRefused ? `${counts.firstRefused.aliases} aliases refused (${counts.firstRefused.limit}) in ${counts.firstRefused.ms.toFixed(0)} ms` : 'none of 1–5 aliases refused';
  out.push(
    `Heaviest whole-event query the default limits allow: ${counts.heaviestAllowed.aliases} alias(es), answered in ${counts.heaviestAllowed.ms.toFixed(0)} ms; ${refusedLine}. ` +
      (probes.length ? `/healthz meanwhile (${probes.length} requests one after another over ${HEAVIEST_RUNS} runs, load ${counts.loadDuringHeaviest.toFixed(2)}): p50 ${percentile(probes, 50).toFixed(1)} ms, p99 ${percentile(probes, 99).toFixed(1)} ms, max ${Math.max(...probes).toFixed(1)} ms` : '/healthz meanwhile: not probed (the query was too quick)'),
  );
  const pairingMet = figures.pairing.requestsPerSecond >= PAIRING_TARGET_RPS && figures.pairing.p99Ms < PAIRING_P99_LIMIT_MS && figures.pairing.failures === 0;
  const standingsWorst = Math.max(...cold, ...sequential);
  const standingsMet = standingsWorst < STANDINGS_LIMIT_MS && figures.standingsRows === event.players;
  const burstMet = resultsPerSecond >= RESULTS_TARGET_PER_SECOND && percentile(burst.pairingMs, 99) < PAIRING_P99_LIMIT_MS;
  const healthzMax = probes.length ? Math.max(...probes) : 0;
  const noNPlusOne = counts.pairingCold <= 6 && Math.max(counts.pairingFound, counts.pairingUnknown) <= 3 && Math.max(counts.standingsCold, counts.standingsWarm) <= 6;
  out.push('');
  out.push('Targets');
  out.push(
    table([
      ['target', 'measured', 'result'],
      [`myPairing ≥ ${PAIRING_TARGET_RPS} req/s with p99 < ${PAIRING_P99_LIMIT_MS} ms`, `${figures.pairing.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.pairing.p99Ms} ms`, verdict(pairingMet)],
      [`standings of ${event.players} in one request < ${STANDINGS_LIMIT_MS} ms (worst single request)`, `${standingsWorst.toFixed(1)} ms`, verdict(standingsMet)],
      [
        `result writes ≥ ${RESULTS_TARGET_PER_SECOND}/s with myPairing p99 < ${PAIRING_P99_LIMIT_MS} ms meanwhile`,
        `${resultsPerSecond.toFixed(0)}/s, p99 ${percentile(burst.pairingMs, 99).toFixed(1)} ms`,
        verdict(burstMet),
      ],
      [`/healthz < ${HEALTHZ_LIMIT_MS} ms during the heaviest allowed whole-event query (worst of ${probes.length})`, `${healthzMax.toFixed(1)} ms`, verdict(healthzMax < HEALTHZ_LIMIT_MS)],
      [`no N+1: a few statements per request, not per player (of ${event.players})`, `${counts.pairingCold} / ${counts.pairingFound} / ${counts.standingsWarm} / ${counts.standingsCold}`, verdict(noNPlusOne)],
    ]),
  );
  out.push('');
  out.push('Note: figures depend on what else runs on the machine; compare runs on an idle machine.');
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main(): Promise<void> {
  const postgresServerUrl = process.env.DATABASE_URL || undefined;
  log(`starting the API on ${postgresServerUrl ? 'a new PostgreSQL database' : 'a new embedded PGlite database'}`);
  const server = await BenchServer.start(postgresServerUrl);
  let stopping: Promise<void> | undefined;
  const stop = (drain = true): Promise<void> => {
    workerProcess?.kill('SIGKILL');
    return (stopping ??= server.stop({ drain }));
  };
  const interrupt = (): void => {
    log('interrupted: cleaning up');
    stop(false).finally(() => process.exit(130));
  };
  // The bench owns the signals: Nest's shutdown hooks would close the app and re-raise the
  // signal before the benchmark database and data directory are removed.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, interrupt);
  }
  const watchdog = setTimeout(() => {
    log(`still running after ${WHOLE_RUN_LIMIT_MS / 60_000} min: giving up`);
    stop(false).finally(() => process.exit(1));
  }, WHOLE_RUN_LIMIT_MS);
  try {
    log(`listening on ${server.url}; seeding ${PLAYERS} players`);
    const loadBeforeSeeding = loadavg();
    const event = await seedEvent(server.url, PLAYERS, SEED_CONCURRENCY, resultBurstFrom(server));
    if (BURST_ONLY) {
      process.stdout.write(`${burstReport(server, event, loadBeforeSeeding).join('\n')}\n`);
      return;
    }
    const counts = await countQueries(server, event);
    log('starting the load process');
    const loadBefore = loadavg();
    const { figures, serverCpu } = await runLoadProcess({
      ...PLAN,
      url: server.url,
      eventId: event.eventId,
      organizerToken: event.organizerToken,
      recomputeTrigger: event.recomputeTrigger,
      players: event.players,
      currentRound: event.currentRound,
    });
    printReport(server, event, counts, figures, serverCpu, loadBefore, loadBeforeSeeding);
  } finally {
    clearTimeout(watchdog);
    await stop();
    log('server stopped, database and temp directory removed');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:api] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
