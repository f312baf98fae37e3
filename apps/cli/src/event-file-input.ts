import { EventFile, isTeamEvent, teamLevelEvent, validateEventFile } from '@arbiter/swiss';
import { CliIo, CliUsageError } from './cli-command';

/** Options of {@link readEventFile}. */
export interface ReadEventFileOptions {
  /** `--accept-recorded`: keep results the best-of forbids, one warning per match on stderr. */
  acceptRecorded?: boolean;
}

/** The `--accept-recorded` line of every event command's usage. */
export const ACCEPT_RECORDED_USAGE = `  --accept-recorded  keep results another system recorded although the best-of forbids them
                     (3-0-0 in a best of three), with one warning per match on stderr`;

/**
 * Reads and validates an event file; any problem (unreadable, not JSON, not a valid event)
 * is a usage error listing every problem found, so the command exits with code 2. Results
 * kept as recorded are printed as warnings on stderr.
 */
export function readEventFile(io: CliIo, path: string, options: ReadEventFileOptions = {}): EventFile {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new CliUsageError(`cannot read event file '${path}': ${error instanceof Error ? error.message : String(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(`event file '${path}' is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const validation = validateEventFile(parsed, { acceptRecorded: options.acceptRecorded });
  if (!validation.ok) {
    const lines = validation.errors.map((e) => `  ${e.code}: ${e.message}`);
    const hint = !options.acceptRecorded && validation.errors.some((e) => e.code === 'IMPOSSIBLE_GAME_SCORE') ? "\n(a file from another system may keep such results with '--accept-recorded')" : '';
    throw new CliUsageError(`event file '${path}' has ${validation.errors.length} problem(s):\n${lines.join('\n')}${hint}`);
  }
  for (const warning of validation.warnings) io.stderr(`warning: ${path}: ${warning.message}\n`);
  // A team event (the file's `teams` section): every command pairs and ranks teams, so ids printed are team ids.
  return isTeamEvent(validation.event) ? teamLevelEvent(validation.event) : validation.event;
}

/** Prints a value as indented JSON on stdout. */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Rounds for display (the contract prints percentages to 4 decimals). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
