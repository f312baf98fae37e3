/**
 * Rebuilds the shipped card snapshot (libs/cards/data) from MTGJSON files with the project's
 * own importer. The only code that reads ../shared: nothing at runtime or in tests needs it.
 *
 *   npm run cards:snapshot                 # from ../shared/cards (AtomicCards.json.gz + SetList.json)
 *   npm run cards:snapshot -- path/to/dir  # a folder with AtomicCards.json[.gz] and SetList.json
 *
 * The folder's `sets/` (MTGJSON set files) gives the booster snapshot beside it, when present.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { importBoosterFolder, importMtgjsonFile, shippedBoosterSnapshotPath, shippedSnapshotPath, writeBoosterSnapshot, writeCardSnapshot } from '../src';

function firstExisting(dir: string, names: string[]): string | undefined {
  return names.map((n) => join(dir, n)).find((p) => existsSync(p));
}

/** ../shared/cards beside the repository; from a git worktree, beside the main checkout. */
function defaultSourceDir(repoRoot: string): string {
  const besideRepo = join(repoRoot, '..', 'shared', 'cards');
  if (existsSync(besideRepo)) return besideRepo;
  try {
    const commonDir = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return join(dirname(commonDir), '..', 'shared', 'cards');
  } catch {
    return besideRepo;
  }
}

function main(): void {
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const dir = resolve(process.argv[2] ?? defaultSourceDir(repoRoot));
  const cardsFile = firstExisting(dir, ['AtomicCards.json.gz', 'AtomicCards.json', 'AllPrintings.json.gz', 'AllPrintings.json']);
  if (!cardsFile) {
    process.stderr.write(`cards:snapshot: no AtomicCards.json[.gz] or AllPrintings.json[.gz] in ${dir}\n`);
    process.exit(2);
  }
  const setListFile = firstExisting(dir, ['SetList.json', 'SetList.json.gz']);
  const started = Date.now();
  process.stderr.write(`reading ${cardsFile}${setListFile ? ` and ${setListFile}` : ''}\n`);
  const result = importMtgjsonFile(cardsFile, {
    setListPath: setListFile,
    onProgress: (done, total, unit) => process.stderr.write(`\rimporting ${done}/${total} ${unit}`),
  });
  process.stderr.write('\n');
  if (!result.ok) {
    process.stderr.write(`cards:snapshot: ${result.error.code}: ${result.error.message}\n`);
    process.exit(2);
  }
  const target = shippedSnapshotPath();
  process.stderr.write(`compressing (Brotli 11, about a minute)\n`);
  const bytes = writeCardSnapshot(target, result.data, 11);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${JSON.stringify({ file: target, bytes, cards: result.data.cards.length, sets: result.data.sets.length, dataDate: result.data.meta.date, seconds: Number(seconds), source: statSync(cardsFile).size })}\n`,
  );
  const setsDir = join(dir, 'sets');
  if (existsSync(setsDir)) {
    const boosters = importBoosterFolder(setsDir);
    const boosterTarget = shippedBoosterSnapshotPath();
    const boosterBytes = writeBoosterSnapshot(boosterTarget, boosters);
    process.stdout.write(`${JSON.stringify({ file: boosterTarget, bytes: boosterBytes, setsWithBoosters: Object.keys(boosters.sets).length, dataDate: boosters.dataDate })}\n`);
    for (const skip of boosters.skipped) process.stderr.write(`boosters of ${skip.file} not kept: ${skip.reason}\n`);
  }
}

main();
