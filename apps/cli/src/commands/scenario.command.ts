import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CardPool, runScenario, Scenario, ScenarioOutcome } from '@arbiter/engine';
import { CliCommand, CliIo, CliUsageError } from '../cli-command';
import { databaseCardPool } from '../engine-card-pool';

/** Every .json file under a path (the path itself if it is a file), sorted for a stable order. */
export function scenarioFiles(path: string): string[] {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    throw new CliUsageError(`no such file or folder: ${path}`);
  }
  if (stats.isFile()) return [path];
  const files: string[] = [];
  for (const entry of readdirSync(path).sort()) {
    const full = join(path, entry);
    if (statSync(full).isDirectory()) files.push(...scenarioFiles(full));
    else if (entry.endsWith('.json')) files.push(full);
  }
  return files;
}

/** Reads and runs one scenario file; unreadable JSON is a failed scenario, not a crash. */
export function runScenarioFile(file: string, io: CliIo, cards: CardPool = databaseCardPool(io)): ScenarioOutcome {
  let scenario: Scenario;
  try {
    scenario = JSON.parse(io.readFile(file)) as Scenario;
  } catch (error) {
    return { name: file, file, passed: false, failures: [`cannot read scenario: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return runScenario(scenario, file, cards);
}

/** `arbiter scenario <file-or-folder> [...]`: one JSON line per scenario; exit 0 only if all passed (engine-scenarios.md). */
export const scenarioCommand: CliCommand = {
  name: 'scenario',
  summary: 'run engine scenario files and print one JSON result line each',
  usage: 'arbiter scenario <file-or-folder> [...]',
  async run(args: string[], io: CliIo): Promise<number> {
    const paths = args.filter((a) => !a.startsWith('-'));
    if (paths.length === 0) throw new CliUsageError('give at least one scenario file or folder');
    const files = paths.flatMap(scenarioFiles);
    if (files.length === 0) throw new CliUsageError('no scenario files found');
    let failed = 0;
    // Scenario files may use any playable card by its name (engine-cards.md).
    const cards = databaseCardPool(io);
    for (const file of files) {
      const outcome = runScenarioFile(file, io, cards);
      if (!outcome.passed) failed++;
      io.stdout(`${JSON.stringify(outcome)}\n`);
    }
    io.stderr(`${files.length - failed} passed, ${failed} failed\n`);
    return failed === 0 ? 0 : 1;
  },
};
