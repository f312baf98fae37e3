import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize, relative, sep } from 'node:path';
import * as ts from 'typescript';

const MODULES = __dirname;

/** Imports that may name another module's file, each with its reason. */
const ALLOWED_IMPORTS: Record<string, string> = {
  'events/event-staff.entity.ts → auth/user.entity.ts': 'a TypeORM relation names its target class while entities load, before any module index may be evaluated',
  'rounds/round.entity.ts → events/event.entity.ts': 'a TypeORM relation names its target class while entities load, before any module index may be evaluated',
};

/** Files that may call the data source directly, each with its reason. */
const ALLOWED_DATA_ACCESS: Record<string, string> = {
  'health/health.service.ts': 'the liveness probe runs SELECT 1 and touches no table',
  'platform/deployment-identity.ts': 'a provider factory that stores the deployment secret before any repository exists',
};

/** What reads or writes rows on an EntityManager, a DataSource or a TypeORM Repository. */
const DATA_METHODS = /^(find\w*|findOne\w*|save|insert|update|upsert|delete|remove|softDelete|restore|query|count\w*|exist\w*|sum|average|minimum|maximum|increment|decrement|createQueryBuilder|getRepository)$/;

/** Who a data call is on: `manager`, `x.manager`, `dataSource`, `this.dataSource`. */
const DATA_HOLDER = /(^|\.)(manager|dataSource)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

function moduleNames(): string[] {
  return readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());
}

/** Relative imports of a file that leave its module for anything but the other module's index. */
export function importsPastIndex(root: string, file: string, source: string): string[] {
  const module = relative(root, file).split(sep)[0];
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const target = relative(root, normalize(join(dirname(file), fileName)));
    if (target.startsWith('..')) return [];
    const [to, ...rest] = target.split(sep);
    if (to === module) return [];
    return rest.length === 0 || (rest.length === 1 && rest[0] === 'index') ? [] : [`${relative(root, file)} → ${target}.ts`];
  });
}

/** Calls of a data method on an EntityManager or DataSource, and injected TypeORM repositories, with their line. */
export function dataAccess(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) => `${basename(fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const holder = node.expression.expression.getText(file);
      const method = node.expression.name.text;
      if (DATA_HOLDER.test(holder) && DATA_METHODS.test(method)) found.push(`${where(node)} ${holder}.${method}`);
    }
    if (ts.isDecorator(node) && node.expression.getText(file).startsWith('InjectRepository(')) found.push(`${where(node)} @InjectRepository`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A module's problems: imports past another module's index, and data access outside its repositories. */
function problemsOf(module: string): string[] {
  return sourceFiles(join(MODULES, module)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const path = relative(MODULES, file);
    const imports = importsPastIndex(MODULES, file, source).filter((edge) => !(edge in ALLOWED_IMPORTS));
    const data = file.endsWith('.repository.ts') || path in ALLOWED_DATA_ACCESS ? [] : dataAccess(path, source).map((call) => `${module}/${call}`);
    return [...imports, ...data];
  });
}

describe('module boundaries (docs/decisions.md: the layering rule)', () => {
  it('sees an import past an index and a data call outside a repository', () => {
    const file = join(MODULES, 'rounds', 'rounds.service.ts');
    expect(importsPastIndex(MODULES, file, "import { EventEntity } from '../events/event.entity';\nimport { EventsService } from '../events';\nimport { x } from './y';")).toEqual([
      `rounds${sep}rounds.service.ts → events${sep}event.entity.ts`,
    ]);
    const calls = dataAccess('a.service.ts', [
      'class A {',
      '  @InjectRepository(B) private readonly b: Repository<B>;',
      '  async f(manager: EntityManager) {',
      '    await manager.findOneBy(B, { id });',
      '    await this.dataSource.manager.save(b);',
      '    await this.dataSource.query("SELECT 1");',
      '    await this.dataSource.transaction(async (m) => this.repo.save(m, b));',
      '    manager.create(B, {});',
      '  }',
      '}',
    ].join('\n'));
    expect(calls).toEqual(['a.service.ts:2 @InjectRepository', 'a.service.ts:4 manager.findOneBy', 'a.service.ts:5 this.dataSource.manager.save', 'a.service.ts:6 this.dataSource.query']);
  });

  it('every allow-list names a file or import that exists', () => {
    for (const path of Object.keys(ALLOWED_DATA_ACCESS)) expect(statSync(join(MODULES, path)).isFile()).toBe(true);
    for (const edge of Object.keys(ALLOWED_IMPORTS)) {
      const [from, to] = edge.split(' → ');
      expect(importsPastIndex(MODULES, join(MODULES, from), readFileSync(join(MODULES, from), 'utf8'))).toContain(`${from} → ${to}`.split('/').join(sep));
    }
  });

  it("shared code outside the modules (common/: the request's batch loaders) reaches tables through the modules' repositories only", () => {
    const common = join(MODULES, '..', 'common');
    expect(sourceFiles(common).flatMap((file) => dataAccess(relative(common, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it.each(moduleNames())('%s imports other modules through their index only and reaches tables through repositories only', (module) => {
    expect(problemsOf(module)).toEqual([]);
  });
});
