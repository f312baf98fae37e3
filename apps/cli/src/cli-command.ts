import type { CardDatabase } from '@arbiter/cards';

/** One `arbiter` subcommand: parses its own arguments and returns the process exit code. */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** Where a command writes: results to stdout, progress and errors to stderr. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readFile: (path: string) => string;
  /** The card database the card and deck commands use (default: the installation's, see card-database-input.ts). */
  cardDatabase?: () => CardDatabase;
  /** The data directory (ARBITER_DATA_DIR) whose imported card snapshot replaces the shipped one. */
  dataDir?: string;
}

/** A user error: printed as `arbiter <command>: <message>` with exit code 2, never a stack trace. */
export class CliUsageError extends Error {}
