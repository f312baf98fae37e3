// Plays N random-vs-random games on the sample decks (seeds 1000…) and prints the decisions made: the
// workload for a repeatable instruction count on a shared machine. Compare two commits with
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null node -r @swc-node/register libs/engine/bench/random-games.ts 30
// minus the same run with 0 games (start-up and compilation).
import { playGame } from '../src/agents/play-game';
import { randomAgent } from '../src/agents/random-agent';
import { SAMPLE_DECKS } from '../src/agents/sample-decks';
import { GameConfig } from '../src';

const DECKS = Object.values(SAMPLE_DECKS);
const games = Number(process.argv[2] ?? 30);
let decisions = 0;
for (let seed = 1000; seed < 1000 + games; seed++) {
  const config: GameConfig = { players: { A: { deck: [...DECKS[seed % DECKS.length]] }, B: { deck: [...DECKS[(seed + 1) % DECKS.length]] } }, seed };
  decisions += playGame(config, { A: randomAgent, B: randomAgent }).decisions;
}
console.log(`random vs random: ${games} games, ${decisions} decisions`);
