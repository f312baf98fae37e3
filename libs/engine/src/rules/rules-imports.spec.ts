import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? sourceFiles(full) : entry.endsWith('.ts') ? [full] : [];
  });
}

describe('the rules never import a card pool (cards are data passed in through the game config)', () => {
  const files = sourceFiles(__dirname);

  it('reads the rules files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [relative(__dirname, f), f]))('%s', (_name, file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((i) => /cards\/(card-pool|core-pool)/.test(i))).toEqual([]);
  });
});
