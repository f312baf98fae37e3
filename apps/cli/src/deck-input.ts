import { CliIo, CliUsageError } from './cli-command';

/** The text of a decklist file; an unreadable or empty file is a usage error (exit 2). */
export function readDecklistFile(io: CliIo, path: string | undefined): string {
  if (!path) throw new CliUsageError('give the decklist file');
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new CliUsageError(`cannot read decklist '${path}': ${error instanceof Error ? error.message : String(error)}`);
  }
  if (text.trim() === '') throw new CliUsageError(`decklist '${path}' is empty`);
  return text;
}

/** Splits `[options] FILE [options]` into the one file argument and the options. */
export function fileAndOptions(args: string[], valued: string[]): { file: string | undefined; options: string[] } {
  const options: string[] = [];
  let file: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      options.push(arg);
      if (!arg.includes('=') && valued.includes(arg.slice(2)) && i + 1 < args.length) options.push(args[++i]);
    } else if (file === undefined) file = arg;
    else throw new CliUsageError(`unexpected argument '${arg}'`);
  }
  return { file, options };
}
