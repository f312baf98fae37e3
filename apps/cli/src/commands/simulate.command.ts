import { computeStandings, createSimulatedEvent, EventRound, isPairedBye, pairNextRound, playRandomResults, randomDrops, recommendStructure, RoundPairing, SeededRandom } from '@arbiter/swiss';
import { CardPool, matchStatus, playBotMatch, RegisteredDeck, SAMPLE_DECKS } from '@arbiter/engine';
import { CliCommand, CliIo, CliUsageError } from '../cli-command';
import { databaseCardPool } from '../engine-card-pool';
import { CommandOptions } from '../event-command-options';
import { printJson } from '../event-file-input';
import { SEALED_PACKS, sealedEntries } from '../sealed-decks';

const USAGE = `arbiter simulate --players N [--rounds R] --seed N [--drop-rate 0.02] [--exact] [--digital [--games 3] [--sealed SET]]

Runs a whole Swiss event with random results: pairs each round, plays it (2-0/2-1, 3% draws),
drops players at random after each round. Progress and timings go to stderr; the finished
event file (arbiter-event/1 JSON) goes to stdout, ready for 'arbiter standings' or 'arbiter bracket'.
  --rounds R      Swiss rounds (default: MTR App. E for the attendance)
  --drop-rate F   share of remaining players dropping after each round (default 0.02)
  --exact         pair with one exact matching on the complete graph
  --digital       play every match in the rules engine, bot against bot, with the sample decks
                  (prints games per second); --games sets best of 1, 3 (default) or 5
  --sealed SET    with --digital: a sealed event of bots: six packs each of SET opened from its
                  booster data (e.g. 10E), each bot builds and registers a 40-card deck from the
                  cards the engine plays (the compiled card pool), and the games use those cards;
                  --drop-rate defaults to 0`;

const BAR_WIDTH = 30;

/** `arbiter simulate`: a whole event with random results, for timing and for test data. */
export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'simulate a whole event with random results (timings on stderr)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['players', 'rounds', 'seed', 'drop-rate', 'games', 'sealed'], ['exact', 'digital']);
    const digital = options.has('digital');
    const sealedSet = options.string('sealed')?.trim().toUpperCase();
    if (sealedSet !== undefined && !digital) throw new CliUsageError('--sealed needs --digital (the sealed decks are played in the rules engine)');
    const bestOf = options.integer('games', 1, 5) ?? 3;
    if (bestOf !== 1 && bestOf !== 3 && bestOf !== 5) throw new CliUsageError(`--games must be 1, 3 or 5, got ${bestOf}`);
    const engineStats = { games: 0, decisions: 0, milliseconds: 0, cpuMicros: 0 };
    const players = options.integer('players', 2, 100000);
    if (players === undefined) throw new CliUsageError("missing required option '--players'");
    const seed = options.integer('seed', 0, 0xffffffff);
    if (seed === undefined) throw new CliUsageError("missing required option '--seed'");
    const rounds = options.integer('rounds', 1, 30) ?? Math.max(3, recommendStructure({ players }).swissRounds);
    const dropRate = options.fraction('drop-rate', 0, 1) ?? (sealedSet ? 0 : 0.02);
    const event = createSimulatedEvent(players, rounds);
    const random = new SeededRandom(seed);
    const play: DigitalPlay = { bestOf, seed, stats: engineStats, decks: sampleDecks };
    if (sealedSet) {
      const cards = databaseCardPool(io);
      const started = performance.now();
      const entries = sealedEntries(sealedSet, players, seed, cards);
      const byPlayer = new Map(event.players.map((player, index) => [player.id, entries[index].deck]));
      play.decks = (id) => byPlayer.get(id)!;
      play.cards = cards;
      const spells = entries.map((entry) => entry.spells).sort((a, b) => a - b);
      io.stderr(
        `sealed ${sealedSet}: ${players} pools of ${SEALED_PACKS} packs opened and ${players} decks built in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `non-land cards the engine plays per deck: min ${spells[0]}, median ${spells[Math.floor(spells.length / 2)]}, max ${spells[spells.length - 1]}\n`,
      );
    }
    const pairingTimes: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const result = pairNextRound(event, { seed: (seed + round) >>> 0, exact: options.has('exact') });
      const elapsed = performance.now() - started;
      if (!result.ok) {
        io.stderr('\n');
        throw new CliUsageError(`round ${round} could not be paired: ${result.error.code}: ${result.error.message}`);
      }
      pairingTimes.push(elapsed);
      event.rounds.push(digital ? playDigitalRound(result.pairing, play) : playRandomResults(result.pairing, random));
      if (round < rounds) event.drops.push(...randomDrops(event, round, dropRate, random));
      drawProgress(io, round, rounds, elapsed, result.pairing.diagnostics?.rematches ?? 0);
    }
    const started = performance.now();
    const standings = computeStandings(event);
    const standingsTime = performance.now() - started;
    const sorted = [...pairingTimes].sort((a, b) => a - b);
    io.stderr(
      `\n${players} players, ${rounds} rounds, seed ${seed}: pairing median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ` +
        `max ${sorted[sorted.length - 1].toFixed(1)} ms; standings ${standingsTime.toFixed(1)} ms; ${event.drops.length} drops\n`,
    );
    if (digital) {
      const seconds = engineStats.milliseconds / 1000;
      const cpuSeconds = engineStats.cpuMicros / 1e6;
      // CPU time as well: on a shared machine the wall clock measures the other processes too.
      io.stderr(
        `engine: ${engineStats.games} games (${engineStats.decisions} decisions) in ${seconds.toFixed(1)} s: ${(engineStats.games / seconds).toFixed(1)} games/s, ${Math.round(engineStats.decisions / seconds)} decisions/s; ` +
          `CPU ${cpuSeconds.toFixed(1)} s: ${(engineStats.games / cpuSeconds).toFixed(1)} games/s of CPU time\n`,
      );
    }
    const leader = standings.standings[0];
    if (leader) io.stderr(`leader: ${leader.player} ${leader.record} (${leader.matchPoints} points)\n`);
    printJson(io, event);
    return 0;
  },
};

const DECKS = Object.values(SAMPLE_DECKS);

/** The engine's sample decks, one per pairing slot (the default digital simulation). */
function sampleDecks(_player: string, slot: number): RegisteredDeck {
  return { main: [...DECKS[slot % DECKS.length]], sideboard: [] };
}

/** How a digital simulation plays its matches: best of N, the decks each player plays, the card pool. */
interface DigitalPlay {
  bestOf: 1 | 3 | 5;
  seed: number;
  stats: { games: number; decisions: number; milliseconds: number; cpuMicros: number };
  decks: (player: string, slot: number) => RegisteredDeck;
  cards?: CardPool;
}

/** Plays each pairing of the round as a bot-vs-bot match in the engine (MTR 2.1 best of N). */
function playDigitalRound(pairing: RoundPairing, play: DigitalPlay): EventRound {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const matches = pairing.pairings.map((entry, index) => {
    if (isPairedBye(entry)) return entry;
    const matchSeed = (play.seed * 31 + pairing.round * 1009 + index) >>> 0;
    const [a, b] = entry.players;
    const config = { decks: { A: play.decks(a, index), B: play.decks(b, index + 1) }, bestOf: play.bestOf, stage: 'swiss' as const, seed: matchSeed, minimumMainDeck: 40 };
    const state = playBotMatch(config, matchSeed, { cards: play.cards });
    const status = matchStatus(state);
    play.stats.games += state.games.length;
    play.stats.decisions += state.log.length;
    return { ...entry, games: [status.wins[0], status.wins[1], status.draws] as [number, number, number] };
  });
  play.stats.milliseconds += performance.now() - started;
  const used = process.cpuUsage(cpu);
  play.stats.cpuMicros += used.user + used.system;
  return { number: pairing.round, seed: pairing.seed, matches };
}

function drawProgress(io: CliIo, round: number, rounds: number, pairingMs: number, rematches: number): void {
  const filled = Math.round((round / rounds) * BAR_WIDTH);
  io.stderr(`\r[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] round ${round}/${rounds}  paired in ${pairingMs.toFixed(1)} ms  rematches ${rematches}   `);
}
