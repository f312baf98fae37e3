import { computeStandings, lastFinishedSwissRound } from '@arbiter/swiss';
import { CliCommand } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { fourDecimals, printJson, readEventFile } from '../event-file-input';

const USAGE = `arbiter standings --event <event.json> [--after-round N]

Prints the standings as JSON (MTR App. C: match points, OMW%, GW%, OGW% to 4 decimals, then player id).
  --after-round N   standings after Swiss round N (default: the last finished Swiss round)`;

/** `arbiter standings`: prints the standings of an event file. */
export const standingsCommand: CliCommand = {
  name: 'standings',
  summary: 'print standings with MTR tiebreakers (JSON)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['event', 'after-round']);
    const event = readEventFile(io, options.requiredString('event'));
    const afterRound = options.integer('after-round', 0, lastFinishedSwissRound(event));
    const report = computeStandings(event, { afterRound });
    printJson(io, {
      afterRound: report.afterRound,
      standings: report.standings.map((s) => ({
        rank: s.rank,
        player: s.player,
        matchPoints: s.matchPoints,
        record: s.record,
        omw: fourDecimals(s.omw),
        gw: fourDecimals(s.gw),
        ogw: fourDecimals(s.ogw),
        dropped: s.dropped,
      })),
    });
    return 0;
  },
};
