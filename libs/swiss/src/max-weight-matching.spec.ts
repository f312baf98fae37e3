import fc from 'fast-check';
import { maxWeightMatching } from './max-weight-matching';

interface Edge {
  from: number;
  to: number;
  weight: number;
}

/** Best (cardinality, weight) over all matchings, by exhaustive search. */
function bruteForce(vertexCount: number, edges: Edge[], maxCardinality: boolean): { size: number; weight: number } {
  let best = { size: 0, weight: 0 };
  const used = new Array(vertexCount).fill(false);
  const visit = (index: number, size: number, weight: number) => {
    if (index === edges.length) {
      const better = maxCardinality ? size > best.size || (size === best.size && weight > best.weight) : weight > best.weight;
      if (better) best = { size, weight };
      return;
    }
    visit(index + 1, size, weight);
    const edge = edges[index];
    if (!used[edge.from] && !used[edge.to]) {
      used[edge.from] = used[edge.to] = true;
      visit(index + 1, size + 1, weight + edge.weight);
      used[edge.from] = used[edge.to] = false;
    }
  };
  visit(0, 0, 0);
  return best;
}

function solve(vertexCount: number, edges: Edge[], maxCardinality: boolean) {
  const mate = maxWeightMatching(
    { vertexCount, edgeFrom: edges.map((e) => e.from), edgeTo: edges.map((e) => e.to), edgeWeight: edges.map((e) => e.weight) },
    maxCardinality,
  );
  let size = 0;
  let weight = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (mate[v] === -1) continue;
    expect(mate[mate[v]]).toBe(v);
    if (mate[v] > v) {
      size++;
      const candidates = edges.filter((e) => (e.from === v && e.to === mate[v]) || (e.to === v && e.from === mate[v]));
      expect(candidates.length).toBeGreaterThan(0);
      weight += Math.max(...candidates.map((e) => e.weight));
    }
  }
  return { size, weight };
}

const graphs = fc.integer({ min: 2, max: 9 }).chain((vertexCount) =>
  fc.record({
    vertexCount: fc.constant(vertexCount),
    edges: fc
      .array(
        fc.record({
          from: fc.integer({ min: 0, max: vertexCount - 1 }),
          to: fc.integer({ min: 0, max: vertexCount - 1 }),
          weight: fc.integer({ min: 0, max: 30 }),
        }),
        { maxLength: 16 },
      )
      .map((edges) => {
        const seen = new Set<string>();
        return edges.filter((e) => {
          const key = `${Math.min(e.from, e.to)}-${Math.max(e.from, e.to)}`;
          if (e.from === e.to || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      }),
  }),
);

describe('maxWeightMatching (Edmonds blossom, primal-dual)', () => {
  it('finds the maximum weight, as exhaustive search does', () => {
    fc.assert(
      fc.property(graphs, ({ vertexCount, edges }) => {
        expect(solve(vertexCount, edges, false).weight).toBe(bruteForce(vertexCount, edges, false).weight);
      }),
      { numRuns: 400 },
    );
  });

  it('with maxCardinality, finds the heaviest among maximum-cardinality matchings', () => {
    fc.assert(
      fc.property(graphs, ({ vertexCount, edges }) => {
        expect(solve(vertexCount, edges, true)).toEqual(bruteForce(vertexCount, edges, true));
      }),
      { numRuns: 400 },
    );
  });

  it('handles a blossom: odd cycle with a pendant edge', () => {
    const edges = [
      { from: 0, to: 1, weight: 8 },
      { from: 1, to: 2, weight: 9 },
      { from: 0, to: 2, weight: 10 },
      { from: 2, to: 3, weight: 7 },
    ];
    expect(solve(4, edges, false)).toEqual({ size: 2, weight: 15 });
  });

  it('handles nested blossoms that are expanded again', () => {
    const edges = [
      { from: 1, to: 2, weight: 19 },
      { from: 1, to: 3, weight: 20 },
      { from: 1, to: 8, weight: 8 },
      { from: 2, to: 3, weight: 25 },
      { from: 2, to: 4, weight: 18 },
      { from: 3, to: 5, weight: 18 },
      { from: 4, to: 5, weight: 13 },
      { from: 4, to: 7, weight: 7 },
      { from: 5, to: 6, weight: 7 },
    ];
    expect(solve(9, edges, false)).toEqual(bruteForce(9, edges, false));
  });
});
