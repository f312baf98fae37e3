// Counts the V8 hidden classes of the engine's records (state, players, objects, stack items, combat) over
// 100 random games: each should have one (two for a copy made by a spread). More means property reads on hot
// paths go through V8's megamorphic lookup (docs/decisions.md, "Engine records of one shape").
// Run: node --allow-natives-syntax -r @swc-node/register libs/engine/bench/hidden-classes.ts
import { applyDecisionInPlace } from '../src/decisions/apply-decision';
import { legalOptions } from '../src/decisions/options';
import { randomAgent } from '../src/agents/random-agent';
import { SAMPLE_DECKS } from '../src/agents/sample-decks';
import { createGame } from '../src/game';
import { createAgentRng } from '../src/state/rng';

const DECKS = Object.values(SAMPLE_DECKS);
let sameMap: (a: object, b: object) => boolean;
try {
  sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as typeof sameMap;
} catch {
  console.error('run with node --allow-natives-syntax');
  process.exit(1);
}

// Only objects of the last games: earlier ones keep classes V8 has since deprecated (a field that stopped being constant).
const classes = new Map<string, object[]>();
function note(kind: string, record: object): void {
  const seen = classes.get(kind) ?? [];
  if (!seen.some((other) => sameMap(other, record))) seen.push(record);
  classes.set(kind, seen);
}

for (let seed = 1000; seed < 1100; seed++) {
  const game = createGame({ players: { A: { deck: [...DECKS[seed % DECKS.length]] }, B: { deck: [...DECKS[(seed + 1) % DECKS.length]] } }, seed });
  const rng = createAgentRng(seed);
  for (let decisions = 1; game.pending; decisions++) {
    const player = game.pending.player;
    const pending = { player, kind: game.pending.kind, prompt: game.pending.prompt, options: legalOptions(game) };
    applyDecisionInPlace(game, player, randomAgent(game, pending, rng));
    if (seed < 1090 || decisions % 10 !== 0) continue;
    note('game state', game);
    note('player', game.players.A);
    note('player', game.players.B);
    for (const id in game.objects) note('game object', game.objects[id]);
    for (const item of game.stack) note('stack item', item);
    if (game.combat) note('combat', game.combat);
  }
}
for (const [kind, seen] of classes) console.log(`${kind}: ${seen.length} hidden class${seen.length === 1 ? '' : 'es'}`);
