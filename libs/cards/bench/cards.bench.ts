/**
 * Card database benchmark: loading the shipped snapshot (time and resident memory, in a fresh
 * process), exact lookup, fuzzy suggestions, autocompletion, checking a 75-card list, and
 * `cards(search)` through the API (an in-process server on PGlite, many requests). Prints
 * figures and the targets beside them; asserts nothing.
 *
 *   npm run bench:cards
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { checkDecklistText, loadDefaultCardDatabase, shippedSnapshotPath } from '@arbiter/cards';
import { graphql } from '../../../test/bench/bench-graphql';
import { BenchServer } from '../../../test/bench/bench-server';

const EXACT_NAMES = ['Lightning Bolt', 'lightning bolt', 'Fire // Ice', 'Stomp', 'Lim-Dûl the Necromancer', '復歸國王肯理斯', 'A-Base Camp', 'Snapcaster Mage'];
const TYPOS = ['Lightnig Bolt', 'Tarmgoyf', 'Snapcaster Mgae', 'Thoughtsieze', 'Jace the Mind Sculpter', 'Brisela', 'Lightening Helix', 'Swrods to Plowshares'];
const PREFIXES = ['l', 'li', 'lig', 'light', 'lightning b', 'bolt', 'sn', 'tarmo', '闪电', 'thr'];

function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Measured in a child process, so the figures are those of a process that has loaded nothing else. */
function coldLoad(): { loadMs: number; readyMs: number; rssMb: number; rssAddedMb: number; baseRssMb: number } {
  const script = `
    const { readCardSnapshot } = require('./libs/cards/src');
    const base = process.memoryUsage().rss;
    const t0 = process.hrtime.bigint();
    const db = readCardSnapshot(${JSON.stringify(shippedSnapshotPath())});
    const t1 = process.hrtime.bigint();
    db.card('Lightning Bolt'); db.suggest('Lightnig Bolt'); db.search('ligh');
    const t2 = process.hrtime.bigint();
    const rss = process.memoryUsage().rss;
    process.stdout.write(JSON.stringify({ loadMs: Number(t1 - t0) / 1e6, readyMs: Number(t2 - t0) / 1e6, rssMb: rss / 2 ** 20, rssAddedMb: (rss - base) / 2 ** 20, baseRssMb: base / 2 ** 20 }));`;
  const output = execFileSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { cwd: `${__dirname}/../../..`, encoding: 'utf8' });
  return JSON.parse(output) as ReturnType<typeof coldLoad>;
}

/** A Modern list of 75 cards, 23 different (MTGO text with a sideboard). */
const MODERN_75 = [
  '4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Goblin Guide', '4 Eidolon of the Great Revel',
  '4 Boros Charm', '4 Lightning Helix', '2 Skullcrack', '2 Searing Blaze', '4 Inspiring Vantage', '4 Sacred Foundry', '2 Arid Mesa', '2 Bloodstained Mire', '8 Mountain',
  '', 'Sideboard', '3 Kor Firewalker', '2 Path to Exile', '2 Smash to Smithereens', '2 Roiling Vortex', '2 Deflecting Palm', '2 Wear // Tear', '2 Mystical Dispute',
].join('\n');

const SEARCH_QUERY = `query ($search: String!, $format: String) { cards(search: $search, format: $format, first: 10) { name manaCost type } }`;
const API_REQUESTS = 2000;
/** One client typing, then eight at once (one Node process serves them in turn). */
const API_CONCURRENCY = [1, 8];

async function apiSearch(): Promise<void> {
  const server = await BenchServer.start(undefined);
  try {
    const warm = nowMs();
    await graphql(server.url, SEARCH_QUERY, { search: 'li' });
    console.log(`cards(search) through the API: first request ${(nowMs() - warm).toFixed(0)} ms (loads the database and builds the search index)`);
    for (const concurrency of API_CONCURRENCY) {
      const latencies: number[] = [];
      let next = 0;
      const started = nowMs();
      const worker = async (): Promise<void> => {
        while (next < API_REQUESTS) {
          const i = next++;
          const t = nowMs();
          await graphql(server.url, SEARCH_QUERY, { search: PREFIXES[i % PREFIXES.length], format: i % 3 === 0 ? 'modern' : null });
          latencies.push(nowMs() - t);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const seconds = (nowMs() - started) / 1000;
      console.log(
        `cards(search) through the API: ${API_REQUESTS} requests, ${concurrency} at a time: ${(API_REQUESTS / seconds).toFixed(0)} req/s, median ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (target p99 < 50 ms)`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on this machine`);
  const runs = [coldLoad(), coldLoad(), coldLoad()];
  const best = (key: keyof (typeof runs)[number]): number => Math.min(...runs.map((r) => r[key]));
  console.log(`snapshot load (cold process, best of 3): ${best('loadMs').toFixed(0)} ms (target < 1000); ready (first lookup, suggestion index, search index) ${best('readyMs').toFixed(0)} ms`);
  console.log(
    `resident memory: ${best('rssAddedMb').toFixed(0)} MB added by loading the database and its indexes (target < 150 MB); ${best('rssMb').toFixed(0)} MB in all, of which ${best('baseRssMb').toFixed(0)} MB before it (node and the TypeScript loader)`,
  );

  const started = nowMs();
  const db = loadDefaultCardDatabase();
  console.log(`in this process: ${(nowMs() - started).toFixed(0)} ms to load ${db.size} cards (data ${db.dataDate})`);
  const everyStart = nowMs();
  const textChars = db.all().reduce((n, c) => n + c.text.length, 0);
  console.log(`all(): every card built and iterated in ${(nowMs() - everyStart).toFixed(0)} ms (${(textChars / 1e6).toFixed(1)} M characters of Oracle text)`);

  const rounds = 20000;
  let t = nowMs();
  for (let i = 0; i < rounds; i++) db.card(EXACT_NAMES[i % EXACT_NAMES.length]);
  console.log(`exact lookup: ${(((nowMs() - t) / rounds) * 1000).toFixed(2)} µs per name (${EXACT_NAMES.length} names incl. faces, Chinese, A-; target < 20 µs)`);

  db.suggest('warm up');
  const fuzzy: number[] = [];
  for (let i = 0; i < 400; i++) {
    t = nowMs();
    db.suggest(TYPOS[i % TYPOS.length]);
    fuzzy.push(nowMs() - t);
  }
  console.log(`fuzzy suggestions: median ${percentile(fuzzy, 50).toFixed(2)} ms, p99 ${percentile(fuzzy, 99).toFixed(2)} ms (target < 5 ms)`);

  const search: number[] = [];
  for (let i = 0; i < 400; i++) {
    t = nowMs();
    db.search(PREFIXES[i % PREFIXES.length], { first: 10, format: i % 2 ? 'modern' : undefined });
    search.push(nowMs() - t);
  }
  console.log(`search (autocompletion, library): median ${percentile(search, 50).toFixed(2)} ms, p99 ${percentile(search, 99).toFixed(2)} ms`);

  const checks: number[] = [];
  for (let i = 0; i < 500; i++) {
    t = nowMs();
    const result = checkDecklistText(db, MODERN_75, { format: 'modern' });
    checks.push(nowMs() - t);
    if (!result.ok || !result.check.legal) throw new Error('the benchmark list must be legal in modern');
  }
  console.log(`checking a 75-card list (parse + check, modern): median ${percentile(checks, 50).toFixed(3)} ms, p99 ${percentile(checks, 99).toFixed(3)} ms (target < 2 ms)`);

  await apiSearch();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
