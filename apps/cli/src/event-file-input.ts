import { EventFile, validateEventFile } from '@arbiter/swiss';
import { CliIo, CliUsageError } from './cli-command';

/**
 * Reads and validates an event file; any problem (unreadable, not JSON, not a valid event)
 * is a usage error listing every problem found, so the command exits with code 2.
 */
export function readEventFile(io: CliIo, path: string): EventFile {
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
  const validation = validateEventFile(parsed);
  if (!validation.ok) {
    const lines = validation.errors.map((e) => `  ${e.code}: ${e.message}`);
    throw new CliUsageError(`event file '${path}' has ${validation.errors.length} problem(s):\n${lines.join('\n')}`);
  }
  return validation.event;
}

/** Prints a value as indented JSON on stdout. */
export function printJson(io: CliIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Rounds a percentage for display (the contract prints 4 decimals). */
export function fourDecimals(value: number): number {
  return Math.round(value * 10000) / 10000;
}
