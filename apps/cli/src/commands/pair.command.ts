import { randomInt } from 'node:crypto';
import { pairNextRound, pairPlayoffRound, PairingResult, RoundPairing } from '@arbiter/swiss';
import { CliCommand, CliUsageError } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { ACCEPT_RECORDED_USAGE, printJson, readEventFile } from '../event-file-input';

const USAGE = `arbiter pair --event <event.json> [--seed N] [--exact] [--playoff [--top N]] [--accept-recorded]

Prints the next round's pairings as JSON: {"round", "seed", "pairings": [{"table", "players"}, {"players", "bye"}]}.
  --seed N    seed of the round's randomness (0..4294967295); without it one is picked and printed
  --exact     solve one exact matching on the complete graph (slow above ~1,000 players)
  --playoff   pair the next single-elimination round instead (top cut from --top or the event structure)
${ACCEPT_RECORDED_USAGE}`;

/** `arbiter pair`: pairs the next Swiss (or playoff) round of an event file. */
export const pairCommand: CliCommand = {
  name: 'pair',
  summary: "print the next round's pairings (JSON)",
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['event', 'seed', 'top'], ['exact', 'playoff', 'accept-recorded']);
    const path = options.requiredString('event');
    const acceptRecorded = options.has('accept-recorded');
    const event = readEventFile(io, path, { acceptRecorded });
    let result: PairingResult;
    if (options.has('playoff')) {
      const topCut = options.integer('top', 2, 16) ?? event.structure.topCut;
      result = pairPlayoffRound(event, topCut, { acceptRecorded });
    } else {
      const seed = options.integer('seed', 0, 0xffffffff) ?? randomInt(0, 0xffffffff);
      result = pairNextRound(event, { seed, exact: options.has('exact'), acceptRecorded });
    }
    if (!result.ok) throw new CliUsageError(`cannot pair the next round of '${path}': ${result.error.code}: ${result.error.message}`);
    printJson(io, contractView(result.pairing));
    return 0;
  },
};

/** The event-files.md output, plus the seed that reproduces it. */
function contractView(pairing: RoundPairing) {
  return { round: pairing.round, seed: pairing.seed, pairings: pairing.pairings };
}
