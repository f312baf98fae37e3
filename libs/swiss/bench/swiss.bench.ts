/**
 * Swiss benchmark: whole events with random results and 2% drops per round, at 64 / 256 /
 * 1,024 / 4,500 players over the MTR App. E rounds (10 at 4,500). Prints per size: pairing
 * time per round (median, max), standings time, peak heap, rematches, pair-downs and total
 * point gap; at 256 players every round is also paired by one exact min-cost matching on
 * the complete graph and its pair-downs are printed beside ours.
 *
 *   npm run bench:swiss
 */
import { computeStandings, createSimulatedEvent, pairNextRound, playRandomResults, randomDrops, recommendStructure, RoundPairing, SeededRandom } from '@arbiter/swiss';

const SIZES = [64, 256, 1024, 4500];
const EXACT_COMPARISON_SIZE = 256;
const DROP_RATE = 0.02;
const SEED = 20261129;

interface SizeResult {
  players: number;
  rounds: number;
  pairingMs: number[];
  standingsMs: number[];
  peakHeapMb: number;
  rematches: number;
  repeatedByes: number;
  pairDowns: number;
  pointGap: number;
  widenings: number;
  exact?: { rematches: number; pairDowns: number; pointGap: number; worseRounds: number };
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
}

function heapMb(): number {
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function pairOrThrow(result: ReturnType<typeof pairNextRound>): RoundPairing {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.pairing;
}

function runSize(players: number): SizeResult {
  const rounds = recommendStructure({ players }).swissRounds;
  const event = createSimulatedEvent(players, rounds);
  const random = new SeededRandom(SEED + players);
  const result: SizeResult = { players, rounds, pairingMs: [], standingsMs: [], peakHeapMb: 0, rematches: 0, repeatedByes: 0, pairDowns: 0, pointGap: 0, widenings: 0 };
  if (players === EXACT_COMPARISON_SIZE) result.exact = { rematches: 0, pairDowns: 0, pointGap: 0, worseRounds: 0 };
  collectGarbage();
  const baseline = heapMb();
  for (let round = 1; round <= rounds; round++) {
    const seed = (SEED * 31 + round) >>> 0;
    const started = performance.now();
    const pairing = pairOrThrow(pairNextRound(event, { seed }));
    result.pairingMs.push(performance.now() - started);
    result.peakHeapMb = Math.max(result.peakHeapMb, heapMb() - baseline);
    const d = pairing.diagnostics!;
    result.rematches += d.rematches;
    result.repeatedByes += d.repeatedByes;
    result.pairDowns += d.pairDowns;
    result.pointGap += d.pointGap;
    result.widenings += d.widenings;
    if (result.exact) {
      const exact = pairOrThrow(pairNextRound(event, { seed, exact: true })).diagnostics!;
      result.exact.rematches += exact.rematches;
      result.exact.pairDowns += exact.pairDowns;
      result.exact.pointGap += exact.pointGap;
      if (d.rematches > exact.rematches || d.pairDowns > exact.pairDowns) result.exact.worseRounds++;
    }
    event.rounds.push(playRandomResults(pairing, random));
    event.drops.push(...randomDrops(event, round, DROP_RATE, random));
    const standingsStarted = performance.now();
    computeStandings(event);
    result.standingsMs.push(performance.now() - standingsStarted);
    result.peakHeapMb = Math.max(result.peakHeapMb, heapMb() - baseline);
    process.stderr.write(`\r${players} players: round ${round}/${rounds}   `);
  }
  process.stderr.write('\n');
  return result;
}

/** Compiles the hot paths before measuring, so the first size is not charged for JIT warm-up. */
function warmUp(): void {
  const event = createSimulatedEvent(300, 4);
  const random = new SeededRandom(1);
  for (let round = 1; round <= 4; round++) {
    event.rounds.push(playRandomResults(pairOrThrow(pairNextRound(event, { seed: round })), random));
    computeStandings(event);
  }
}

function main(): void {
  warmUp();
  const results = SIZES.map(runSize);
  const header = ['players', 'rounds', 'pair median ms', 'pair max ms', 'standings median ms', 'standings max ms', 'peak heap MB', 'rematches', 'repeated byes', 'pair-downs', 'point gap', 'widenings'];
  const rows = results.map((r) => [
    r.players,
    r.rounds,
    median(r.pairingMs).toFixed(1),
    Math.max(...r.pairingMs).toFixed(1),
    median(r.standingsMs).toFixed(1),
    Math.max(...r.standingsMs).toFixed(1),
    r.peakHeapMb.toFixed(1),
    r.rematches,
    r.repeatedByes,
    r.pairDowns,
    r.pointGap,
    r.widenings,
  ]);
  const table = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c].length)));
  console.log(`Swiss benchmark (seed ${SEED}, ${DROP_RATE * 100}% drops per round, random results; node ${process.version})`);
  for (const row of table) console.log(row.map((cell, c) => cell.padStart(widths[c])).join('  '));
  for (const r of results) {
    if (!r.exact) continue;
    console.log(
      `\nExact min-cost matching on the same input at ${r.players} players (all ${r.rounds} rounds): ` +
        `rematches ${r.exact.rematches} (ours ${r.rematches}), pair-downs ${r.exact.pairDowns} (ours ${r.pairDowns}), ` +
        `point gap ${r.exact.pointGap} (ours ${r.pointGap}); rounds where ours had more pair-downs or rematches: ${r.exact.worseRounds}`,
    );
  }
  const big = results.find((r) => r.players === 4500);
  if (big) {
    console.log(
      `\nTargets at 4,500 players: pairing median ${median(big.pairingMs).toFixed(1)} ms (< 500), standings median ${median(big.standingsMs).toFixed(1)} ms (< 50), rematches ${big.rematches} (0)`,
    );
  }
}

main();
