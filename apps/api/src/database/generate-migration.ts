import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDataSource } from './database-target';

// Usage: npm run migration:generate -- <PascalCaseName>
// Migrates a fresh embedded database, asks TypeORM what the entities still need, and writes
// that as a new timestamped migration registered in migrations/index.ts.
async function generate(name: string): Promise<void> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`migration name must be PascalCase, got "${name ?? ''}"`);
  const dataSource = await openDataSource({ kind: 'pglite' });
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      process.stdout.write('The entities and the migrations agree: nothing to generate.\n');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (query: string): string => JSON.stringify(query);
    const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = [...sql.downQueries].reverse().map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const root = resolve(__dirname, '../../../..');
    const file = join(root, 'migrations', `${timestamp}-${kebab}.migration.ts`);
    writeFileSync(
      file,
      `import { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
    );
    const indexFile = join(root, 'migrations', 'index.ts');
    const index = readFileSync(indexFile, 'utf8')
      .replace(/(\/\*\* Every migration)/, `import { ${className} } from './${timestamp}-${kebab}.migration';\n\n$1`)
      .replace(/\[([^\]]*)\];/, (_all, list: string) => `[${[...list.split(',').map((s) => s.trim()).filter(Boolean), className].join(', ')}];`);
    writeFileSync(indexFile, index);
    process.stdout.write(`Wrote ${file} (${sql.upQueries.length} statements) and registered it in migrations/index.ts\n`);
  } finally {
    await dataSource.destroy();
  }
}

generate(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`migration:generate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
