import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import * as ts from 'typescript';

const MODULES = __dirname;

/** One import of another module: which file imports which. */
interface CrossImport {
  from: string;
  to: string;
}

/** Module folder → the modules it imports, with the imports that make each edge. */
type ModuleGraph = Map<string, Map<string, CrossImport[]>>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The module graph of apps/api/src/modules: an edge for every relative import that leaves its module folder. */
function moduleGraph(root: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const moduleOf = (path: string) => relative(root, path).split(sep)[0];
  for (const module of readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory())) {
    const edges = new Map<string, CrossImport[]>();
    graph.set(module, edges);
    for (const file of sourceFiles(join(root, module))) {
      for (const imported of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (!imported.fileName.startsWith('.')) continue;
        const target = normalize(join(dirname(file), imported.fileName));
        if (relative(root, target).startsWith('..')) continue;
        const to = moduleOf(target);
        if (to === module) continue;
        edges.set(to, [...(edges.get(to) ?? []), { from: relative(root, file), to: relative(root, target) }]);
      }
    }
  }
  return graph;
}

/** Every set of modules that import each other, directly or around a loop (Tarjan's strongly connected components). */
function importCycles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const next of graph.get(module)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== module);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}

/** The imports between members of one cycle, for the failure message. */
function describe_(graph: ModuleGraph, cycle: string[]): string[] {
  return cycle.flatMap((module) => cycle.flatMap((other) => (graph.get(module)?.get(other) ?? []).map((edge) => `${edge.from} → ${edge.to}`)));
}

describe('module cycles (docs/decisions.md: the layering rule)', () => {
  it('finds a loop of any length, and none in a layered graph', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Map(to.map((t) => [t, []]))]));
    expect(importCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(importCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'] }))).toHaveLength(2);
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: [], d: ['a', 'c'] }))).toEqual([]);
  });

  it('sees this repository\'s imports between modules', () => {
    const graph = moduleGraph(MODULES);
    expect(graph.get('results')?.has('events')).toBe(true);
    expect(graph.get('events')?.has('results')).toBe(false);
  });

  it('no API module imports another that (directly or around a loop) imports it back', () => {
    const graph = moduleGraph(MODULES);
    const cycles = importCycles(graph).map((cycle) => ({ cycle, imports: describe_(graph, cycle) }));
    expect(cycles).toEqual([]);
  });
});
