import { CliUsageError } from './cli-command';

/** Parsed `--name value` options and bare `--flag`s of a command. */
export class CommandOptions {
  private constructor(
    private readonly values: Map<string, string>,
    private readonly flags: Set<string>,
  ) {}

  /**
   * Parses `args` allowing only the listed options (`valued` take a value, `flags` do not).
   * Unknown options, missing values and stray arguments are usage errors.
   */
  static parse(args: string[], valued: string[], flags: string[] = []): CommandOptions {
    const values = new Map<string, string>();
    const seen = new Set<string>();
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (!arg.startsWith('--')) throw new CliUsageError(`unexpected argument '${arg}'`);
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (flags.includes(name)) {
        seen.add(name);
        continue;
      }
      if (!valued.includes(name)) throw new CliUsageError(`unknown option '--${name}'`);
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliUsageError(`option '--${name}' needs a value`);
      values.set(name, value);
    }
    return new CommandOptions(values, seen);
  }

  has(flag: string): boolean {
    return this.flags.has(flag);
  }

  string(name: string): string | undefined {
    return this.values.get(name);
  }

  requiredString(name: string): string {
    const value = this.values.get(name);
    if (value === undefined) throw new CliUsageError(`missing required option '--${name}'`);
    return value;
  }

  /** An integer option within [min, max], or undefined when absent. */
  integer(name: string, min: number, max: number): number | undefined {
    const raw = this.values.get(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
      throw new CliUsageError(`option '--${name}' must be an integer from ${min} to ${max}, got '${raw}'`);
    }
    return value;
  }

  /** A number option within [min, max), or undefined when absent. */
  fraction(name: string, min: number, maxExclusive: number): number | undefined {
    const raw = this.values.get(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value) || value < min || value >= maxExclusive) {
      throw new CliUsageError(`option '--${name}' must be a number in [${min}, ${maxExclusive}), got '${raw}'`);
    }
    return value;
  }
}
