// Engine benchmark: complete bot games per second, decisions per second, and the cost of copying a state.
// Run with `npm run bench:engine` (one core, figures printed, nothing asserted).
import { heuristicAgent } from '../src/agents/heuristic-agent';
import { playGame } from '../src/agents/play-game';
import { randomAgent } from '../src/agents/random-agent';
import { SAMPLE_DECKS } from '../src/agents/sample-decks';
import { applyDecision, GameConfig, pendingDecision } from '../src';
import { Agent } from '../src/agents/agent';
import { cloneGame } from '../src/state/clone';
import { GameState } from '../src/state/game-state';
import { loadDefaultCardDatabase } from '@arbiter/cards';
import { cardStanding } from '../src/compiler/card-coverage';

const DECKS = Object.values(SAMPLE_DECKS);

function configFor(seed: number): GameConfig {
  return { players: { A: { deck: [...DECKS[seed % DECKS.length]] }, B: { deck: [...DECKS[(seed + 1) % DECKS.length]] } }, seed };
}

// Games played before timing. V8 keeps compiling (and recompiling, as the objects' hidden classes settle) for
// a few hundred games; fewer than that times the compiler, not the engine. The warm-up's own rate is printed too.
const WARM_UP_GAMES = Number(process.env.BENCH_WARMUP ?? 500);

function measureGames(label: string, agent: Agent, games: number): { midgame: GameState } {
  const warmStart = process.hrtime.bigint();
  for (let seed = 1; seed <= WARM_UP_GAMES; seed++) playGame(configFor(seed), { A: agent, B: agent });
  const warmSeconds = Number(process.hrtime.bigint() - warmStart) / 1e9;
  console.log(`${label}: warm-up ${WARM_UP_GAMES} games (seeds 1…) in ${warmSeconds.toFixed(2)} s = ${(WARM_UP_GAMES / warmSeconds).toFixed(1)} games/s while V8 compiles`);
  let decisions = 0;
  let turns = 0;
  let midgame: GameState | null = null;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let seed = 1000; seed < 1000 + games; seed++) {
    const played = playGame(configFor(seed), { A: agent, B: agent }, { afterEach: midgame ? undefined : (s) => s.turn === 8 && (midgame = cloneGame(s)) });
    decisions += played.decisions;
    turns += played.state.turn;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuSeconds = process.cpuUsage(cpuStart).user / 1e6;
  console.log(
    `${label}: ${games} games, ${(decisions / games).toFixed(0)} decisions and ${(turns / games).toFixed(1)} turns per game\n` +
      `  wall: ${seconds.toFixed(2)} s = ${(games / seconds).toFixed(1)} games/s, ${(decisions / seconds).toFixed(0)} decisions/s\n` +
      `  cpu:  ${cpuSeconds.toFixed(2)} s = ${(games / cpuSeconds).toFixed(1)} games/s, ${(decisions / cpuSeconds).toFixed(0)} decisions/s (CPU time of the whole process: the engine's thread and V8's compiler and GC threads; steadier than wall time on a shared machine)`,
  );
  return { midgame: midgame! };
}

function measure(label: string, iterations: number, body: () => void): void {
  for (let i = 0; i < Math.min(1000, iterations); i++) body();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) body();
  const micros = Number(process.hrtime.bigint() - start) / 1e3 / iterations;
  console.log(`${label}: ${micros.toFixed(2)} µs`);
}

const games = Number(process.env.BENCH_GAMES ?? 500);
console.log(`engine bench (node ${process.version}, core pool sample decks: ${Object.keys(SAMPLE_DECKS).join(', ')})`);
const { midgame } = measureGames('random vs random', randomAgent, games);
measureGames('heuristic vs heuristic', heuristicAgent, Math.max(50, Math.floor(games / 3)));
console.log(`state at turn 8: ${Object.keys(midgame.objects).length} objects, ${JSON.stringify(midgame).length} bytes of JSON`);
measure('cloneGame (hand-written copy)', 20000, () => cloneGame(midgame));
measure('JSON round trip', 5000, () => JSON.parse(JSON.stringify(midgame)));
measure('structuredClone', 5000, () => structuredClone(midgame));
const pending = pendingDecision(midgame);
measure('pendingDecision (legal options)', 5000, () => pendingDecision(midgame));
if (pending) measure('applyDecision (copy + pass + run to next decision)', 5000, () => applyDecision(midgame, pending.player, { do: 'pass' }));

// The cost of compiling the whole card database from Oracle text, with the round trip of each card.
{
  const database = loadDefaultCardDatabase();
  const cards = database.all().map((card) => {
    const f = card.faces[0];
    return { name: card.name, layout: card.layout, manaCost: f.manaCost, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: f.text };
  });
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const standings = cards.map((card) => cardStanding(card, () => undefined));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuSeconds = process.cpuUsage(cpuStart).user / 1e6;
  const playable = standings.filter((s) => s.playable).length;
  console.log(
    `compile the card database (${cards.length} cards, compile + describe + round trip): ${playable} playable\n` +
      `  wall: ${seconds.toFixed(2)} s, cpu: ${cpuSeconds.toFixed(2)} s = ${((cpuSeconds / cards.length) * 1e6).toFixed(0)} µs per card`,
  );
}
