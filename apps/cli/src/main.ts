import { readFileSync } from 'node:fs';
import { CliCommand, CliIo, CliUsageError } from './cli-command';
import { bracketCommand } from './commands/bracket.command';
import { cardsCommand } from './commands/cards.command';
import { deckCommand } from './commands/deck.command';
import { pairCommand } from './commands/pair.command';
import { ratingsCommand } from './commands/ratings.command';
import { scenarioCommand } from './commands/scenario.command';
import { simulateCommand } from './commands/simulate.command';
import { standingsCommand } from './commands/standings.command';

const COMMANDS: CliCommand[] = [pairCommand, standingsCommand, bracketCommand, ratingsCommand, simulateCommand, scenarioCommand, cardsCommand, deckCommand];

function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: arbiter <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun 'arbiter <command> --help' for a command's options.\n`;
}

/** Runs the CLI with the given arguments (without node and the script) and returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(helpText());
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.stderr(`arbiter: unknown command '${name}'\n\n${helpText()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`Usage: ${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.stderr(`arbiter ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, 'utf8'),
  dataDir: process.env.ARBITER_DATA_DIR || undefined,
};

/** Entry point used by bin/arbiter.js and by `node dist/apps/cli/src/main.js`. */
export function main(): void {
  // A reader that stops early (`arbiter pair … | head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  runCli(process.argv.slice(2), processIo).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`arbiter: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

if (require.main === module) main();
