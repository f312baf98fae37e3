/**
 * Card database benchmark: loading the shipped snapshot (time and resident memory, in a fresh
 * process), exact lookup, fuzzy suggestions and autocompletion. Prints figures; asserts nothing.
 *
 *   npm run bench:cards
 */
import { execFileSync } from 'node:child_process';
import { loadDefaultCardDatabase, shippedSnapshotPath } from '@arbiter/cards';

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

function main(): void {
  const runs = [coldLoad(), coldLoad(), coldLoad()];
  const best = (key: keyof (typeof runs)[number]): number => Math.min(...runs.map((r) => r[key]));
  console.log(`snapshot load (cold process, best of 3): ${best('loadMs').toFixed(0)} ms; ready (first lookup, suggestion index, search index) ${best('readyMs').toFixed(0)} ms`);
  console.log(`resident memory: ${best('rssMb').toFixed(0)} MB in all, ${best('rssAddedMb').toFixed(0)} MB added by the database (process before it: ${best('baseRssMb').toFixed(0)} MB, TypeScript loader included)`);

  const started = nowMs();
  const db = loadDefaultCardDatabase();
  console.log(`in this process: ${(nowMs() - started).toFixed(0)} ms to load ${db.size} cards (data ${db.dataDate})`);
  const everyStart = nowMs();
  const textChars = db.all().reduce((n, c) => n + c.text.length, 0);
  console.log(`all(): every card built and iterated in ${(nowMs() - everyStart).toFixed(0)} ms (${(textChars / 1e6).toFixed(1)} M characters of Oracle text)`);

  const rounds = 20000;
  let t = nowMs();
  for (let i = 0; i < rounds; i++) db.card(EXACT_NAMES[i % EXACT_NAMES.length]);
  console.log(`exact lookup: ${(((nowMs() - t) / rounds) * 1000).toFixed(2)} µs per name (${EXACT_NAMES.length} names incl. faces, Chinese, A-)`);

  db.suggest('warm up');
  const fuzzy: number[] = [];
  for (let i = 0; i < 400; i++) {
    t = nowMs();
    db.suggest(TYPOS[i % TYPOS.length]);
    fuzzy.push(nowMs() - t);
  }
  console.log(`fuzzy suggestions: median ${percentile(fuzzy, 50).toFixed(2)} ms, p99 ${percentile(fuzzy, 99).toFixed(2)} ms`);

  const search: number[] = [];
  for (let i = 0; i < 400; i++) {
    t = nowMs();
    db.search(PREFIXES[i % PREFIXES.length], { first: 10, format: i % 2 ? 'modern' : undefined });
    search.push(nowMs() - t);
  }
  console.log(`search (autocompletion, library): median ${percentile(search, 50).toFixed(2)} ms, p99 ${percentile(search, 99).toFixed(2)} ms`);
}

main();
