import { CliUsageError } from './cli-command';

/** Parsed `--name value` options, `--name v1 v2 ...` lists and bare `--flag`s of a command. */
export class CommandOptions {
  private constructor(
    private readonly values: Map<string, string>,
    private readonly flags: Set<string>,
    private readonly lists: Map<string, string[]>,
  ) {}

  /**
   * Parses `args` allowing only the listed options (`valued` take a value, `flags` do not,
   * `listed` take every following argument up to the next `--option`).
   * Unknown options, missing values and stray arguments are usage errors.
   */
  static parse(args: string[], valued: string[], flags: string[] = [], listed: string[] = []): CommandOptions {
    const values = new Map<string, string>();
    const seen = new Set<string>();
    const lists = new Map<string, string[]>();
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (!arg.startsWith('--')) throw new CliUsageError(`unexpected argument '${arg}'`);
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (flags.includes(name)) {
        seen.add(name);
        continue;
      }
      if (listed.includes(name)) {
        const items = lists.get(name) ?? [];
        if (inline !== undefined) items.push(inline);
        while (i + 1 < args.length && !args[i + 1].startsWith('--')) items.push(args[++i]);
        if (items.length === 0) throw new CliUsageError(`option '--${name}' needs at least one value`);
        lists.set(name, items);
        continue;
      }
      if (!valued.includes(name)) throw new CliUsageError(`unknown option '--${name}'`);
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliUsageError(`option '--${name}' needs a value`);
      values.set(name, value);
    }
    return new CommandOptions(values, seen, lists);
  }

  /** The values of a list option, or an empty list when absent. */
  list(name: string): string[] {
    return this.lists.get(name) ?? [];
  }

  /** A string option that must be one of `allowed`, or undefined when absent. */
  choice<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.values.get(name);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw new CliUsageError(`option '--${name}' must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got '${value}'`);
    }
    return value as T;
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
