import { computeStandings, lastFinishedSwissRound, PERCENTAGE_FLOORS } from '@arbiter/swiss';
import { CliCommand } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { ACCEPT_RECORDED_USAGE, printJson, readEventFile, roundTo } from '../event-file-input';

const USAGE = `arbiter standings --event <event.json> [--after-round N] [--floor 1/3|0.33] [--decimals N] [--details] [--accept-recorded]

Prints the standings as JSON (MTR App. C: match points, OMW%, GW%, OGW% to 4 decimals, then player id),
with the percentage floor in force ("percentageFloor").
  --after-round N    standings after Swiss round N (default: the last finished Swiss round)
  --floor F          floor of every MW% and GW%: 1/3 (default, what Melee publishes) or 0.33 (the MTR's text);
                     default: the event's settings.percentageFloor, else 1/3
  --decimals N       decimals of the percentages (default 4, up to 15, or 'full' for unrounded values)
  --details          add each player's match-win %, game points and games played
${ACCEPT_RECORDED_USAGE}`;

/** `arbiter standings`: prints the standings of an event file. */
export const standingsCommand: CliCommand = {
  name: 'standings',
  summary: 'print standings with MTR tiebreakers (JSON)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['event', 'after-round', 'floor', 'decimals'], ['accept-recorded', 'details']);
    const event = readEventFile(io, options.requiredString('event'), { acceptRecorded: options.has('accept-recorded') });
    const afterRound = options.integer('after-round', 0, lastFinishedSwissRound(event));
    const percentageFloor = options.choice('floor', PERCENTAGE_FLOORS);
    const decimals = options.string('decimals') === 'full' ? undefined : (options.integer('decimals', 0, 15) ?? 4);
    const details = options.has('details');
    const report = computeStandings(event, { afterRound, percentageFloor });
    const percent = (value: number) => (decimals === undefined ? value : roundTo(value, decimals));
    printJson(io, {
      afterRound: report.afterRound,
      percentageFloor: report.percentageFloor,
      standings: report.standings.map((s) => ({
        rank: s.rank,
        player: s.player,
        matchPoints: s.matchPoints,
        record: s.record,
        omw: percent(s.omw),
        gw: percent(s.gw),
        ogw: percent(s.ogw),
        dropped: s.dropped,
        ...(details ? { matchWinPercent: percent(s.matchWinPercent), gamePoints: s.gamePoints, gamesPlayed: s.gamesPlayed } : {}),
      })),
    });
    return 0;
  },
};
