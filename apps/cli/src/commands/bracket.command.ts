import { BracketMatch, resolveBracket } from '@arbiter/swiss';
import { CliCommand, CliUsageError } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { ACCEPT_RECORDED_USAGE, printJson, readEventFile } from '../event-file-input';

const USAGE = `arbiter bracket --event <event.json> [--top N] [--draft-seats id:seat,id:seat,...] [--accept-recorded]

Prints the single-elimination bracket as JSON, seeded from the Swiss standings (1v8, 4v5, 2v7, 3v6;
winners meet in that order). Played playoff rounds fill in later matches and winners.
  --top N         top cut: 2, 4, 8 or 16 (default: the event's structure.topCut)
  --draft-seats   booster-draft playoff: pair by draft seat (1v5, 2v6, 3v7, 4v8)
${ACCEPT_RECORDED_USAGE}`;

/** `arbiter bracket`: prints the top-cut bracket of an event file. */
export const bracketCommand: CliCommand = {
  name: 'bracket',
  summary: 'print the top-cut bracket (JSON)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['event', 'top', 'draft-seats'], ['accept-recorded']);
    const path = options.requiredString('event');
    const acceptRecorded = options.has('accept-recorded');
    const event = readEventFile(io, path, { acceptRecorded });
    const topCut = options.integer('top', 2, 16) ?? event.structure.topCut;
    const draftSeats = parseDraftSeats(options.string('draft-seats'));
    const result = resolveBracket(event, topCut, { draftSeats, acceptRecorded });
    if (!result.ok) throw new CliUsageError(`cannot build the bracket of '${path}': ${result.error.code}: ${result.error.message}`);
    printJson(io, { topCut: result.bracket.topCut, rounds: result.bracket.rounds.map((round) => round.map(contractView)) });
    return 0;
  },
};

/** event-files.md shape first (seeds, players), then match numbers and winners. */
function contractView(match: BracketMatch) {
  return { seeds: match.seeds, players: match.players, match: match.match, winnersOf: match.winnersOf, winner: match.winner };
}

function parseDraftSeats(raw: string | undefined): Record<string, number> | undefined {
  if (raw === undefined) return undefined;
  const seats: Record<string, number> = {};
  for (const part of raw.split(',')) {
    const match = /^(.+):(\d+)$/.exec(part.trim());
    if (!match) throw new CliUsageError(`--draft-seats expects id:seat pairs separated by commas, got '${part}'`);
    seats[match[1]] = Number(match[2]);
  }
  return seats;
}
