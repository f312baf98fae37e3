import { CliCommand, CliIo, CliUsageError } from './cli-command';

/** Runs `arbiter <group> <subcommand> [...]`: the subcommand named by the first argument. */
export function runSubcommand(group: string, subcommands: readonly CliCommand[], args: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  const names = subcommands.map((c) => c.name).join(', ');
  if (!name) throw new CliUsageError(`give a subcommand: ${names}`);
  const subcommand = subcommands.find((c) => c.name === name);
  if (!subcommand) throw new CliUsageError(`unknown subcommand '${group} ${name}' (known: ${names})`);
  return subcommand.run(rest, io);
}

/** A command made of subcommands (`arbiter cards lookup`, `arbiter deck check`); its usage lists them. */
export function commandGroup(name: string, summary: string, subcommands: readonly CliCommand[]): CliCommand {
  return {
    name,
    summary,
    get usage(): string {
      return `arbiter ${name} <subcommand> [...]\n\n${subcommands.map((c) => `  ${c.usage.split('\n')[0]}\n      ${c.summary}`).join('\n')}`;
    },
    run: (args, io) => runSubcommand(name, subcommands, args, io),
  };
}
