/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in its primal-dual
 * form (Galil's O(n^3) formulation). With `maxCardinality` it returns, among matchings of
 * maximum cardinality, one of maximum weight; pairing uses that to get a minimum-cost
 * perfect matching. Weights must be integers (then all dual arithmetic stays integral)
 * below 2^50 so sums stay exact in doubles.
 *
 * Written for Arbiter from the published description of the algorithm (Galil, "Efficient
 * algorithms for finding maximum matching in graphs", 1986).
 */

/** An undirected weighted graph as parallel edge arrays. */
export interface MatchingGraph {
  vertexCount: number;
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
  edgeWeight: ArrayLike<number>;
}

const FREE = -1;
const UNLABELED = 0;
const S_LABEL = 1;
const T_LABEL = 2;
const BREADCRUMB = 4;

/**
 * Returns `mate`, where `mate[v]` is the vertex matched to `v` or -1.
 * @param maxCardinality when true, only maximum-cardinality matchings are considered.
 */
export function maxWeightMatching(graph: MatchingGraph, maxCardinality: boolean): Int32Array {
  return solveMatching(graph, maxCardinality).mate;
}

/** A matching with the final vertex duals of the primal-dual algorithm. */
export interface MatchingWithDuals {
  /** `mate[v]`: the vertex matched to v, or -1. */
  mate: Int32Array;
  /**
   * Vertex duals, scaled so that an edge's reduced cost is `dual[i] + dual[j] - 2w` plus twice
   * the (non-negative) duals of blossoms holding both ends. For a perfect matching, any edge
   * absent from the graph with `dual[i] + dual[j] >= 2w` could not improve it: adding edges
   * that all pass this test leaves the matching optimal (used for edge pricing).
   */
  vertexDual: Float64Array;
}

/** Like {@link maxWeightMatching}, also returning the vertex duals. */
export function solveMatching(graph: MatchingGraph, maxCardinality: boolean): MatchingWithDuals {
  const n = graph.vertexCount;
  const mate = new Int32Array(n).fill(FREE);
  if (graph.edgeFrom.length === 0) return { mate, vertexDual: new Float64Array(n) };
  const solver = new BlossomSolver(graph, maxCardinality);
  solver.solve();
  for (let v = 0; v < n; v++) mate[v] = solver.mate[v] === FREE ? FREE : solver.endpoint[solver.mate[v]];
  return { mate, vertexDual: solver.vertexDuals() };
}

class BlossomSolver {
  private readonly n: number;
  private readonly weight: Float64Array;
  /** endpoint[2k] and endpoint[2k+1] are the two vertices of edge k. */
  readonly endpoint: Int32Array;
  /** For each vertex, the remote endpoints of its edges. */
  private readonly neighbourEnds: number[][];
  /** mate[v]: remote endpoint of v's matched edge, or FREE. */
  readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChildren: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  private readonly blossomEndpoints: (number[] | null)[];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  private readonly dual: Float64Array;
  private readonly allowEdge: Uint8Array;
  private queue: number[] = [];

  constructor(graph: MatchingGraph, private readonly maxCardinality: boolean) {
    const n = graph.vertexCount;
    const edgeCount = graph.edgeFrom.length;
    this.n = n;
    this.weight = Float64Array.from(graph.edgeWeight);
    this.endpoint = new Int32Array(2 * edgeCount);
    this.neighbourEnds = Array.from({ length: n }, () => []);
    let maxWeight = 0;
    for (let k = 0; k < edgeCount; k++) {
      const i = graph.edgeFrom[k];
      const j = graph.edgeTo[k];
      if (i === j || i < 0 || j < 0 || i >= n || j >= n) throw new RangeError(`invalid edge ${k}: ${i}-${j}`);
      this.endpoint[2 * k] = i;
      this.endpoint[2 * k + 1] = j;
      this.neighbourEnds[i].push(2 * k + 1);
      this.neighbourEnds[j].push(2 * k);
      maxWeight = Math.max(maxWeight, this.weight[k]);
    }
    this.mate = new Int32Array(n).fill(FREE);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(FREE);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(FREE);
    this.blossomChildren = new Array(2 * n).fill(null);
    this.blossomBase = new Int32Array(2 * n).fill(FREE);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomEndpoints = new Array(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(FREE);
    this.blossomBestEdges = new Array(2 * n).fill(null);
    this.unusedBlossoms = [];
    for (let b = 2 * n - 1; b >= n; b--) this.unusedBlossoms.push(b);
    this.dual = new Float64Array(2 * n);
    for (let v = 0; v < n; v++) this.dual[v] = maxWeight;
    this.allowEdge = new Uint8Array(edgeCount);
  }

  vertexDuals(): Float64Array {
    return this.dual.slice(0, this.n);
  }

  private slack(k: number): number {
    return this.dual[this.endpoint[2 * k]] + this.dual[this.endpoint[2 * k + 1]] - 2 * this.weight[k];
  }

  private forEachLeaf(b: number, visit: (v: number) => void): void {
    if (b < this.n) {
      visit(b);
      return;
    }
    for (const child of this.blossomChildren[b]!) this.forEachLeaf(child, visit);
  }

  private leaves(b: number): number[] {
    const out: number[] = [];
    this.forEachLeaf(b, (v) => out.push(v));
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w];
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = FREE;
    if (t === S_LABEL) {
      this.forEachLeaf(b, (v) => this.queue.push(v));
    } else {
      // A T-blossom's base is matched; its mate becomes an S-vertex.
      const base = this.blossomBase[b];
      const mateEnd = this.mate[base];
      this.assignLabel(this.endpoint[mateEnd], S_LABEL, mateEnd ^ 1);
    }
  }

  /** Traces back from v and w to find a new blossom's base, or FREE for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = FREE;
    while (v !== FREE || w !== FREE) {
      let b = this.inBlossom[v];
      if (this.label[b] & BREADCRUMB) {
        base = this.blossomBase[b];
        break;
      }
      path.push(b);
      this.label[b] = S_LABEL | BREADCRUMB;
      if (this.labelEnd[b] === FREE) v = FREE;
      else {
        v = this.endpoint[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.endpoint[this.labelEnd[b]];
      }
      if (w !== FREE) {
        const held = v;
        v = w;
        w = held;
      }
    }
    for (const b of path) this.label[b] = S_LABEL;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.endpoint[2 * k];
    let w = this.endpoint[2 * k + 1];
    const bb = this.inBlossom[base];
    let bv = this.inBlossom[v];
    let bw = this.inBlossom[w];
    const b = this.unusedBlossoms.pop()!;
    this.blossomBase[b] = base;
    this.blossomParent[b] = FREE;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv]);
      v = this.endpoint[this.labelEnd[bv]];
      bv = this.inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(this.labelEnd[bw] ^ 1);
      w = this.endpoint[this.labelEnd[bw]];
      bw = this.inBlossom[w];
    }
    this.blossomChildren[b] = path;
    this.blossomEndpoints[b] = endps;
    this.label[b] = S_LABEL;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dual[b] = 0;
    this.forEachLeaf(b, (leaf) => {
      if (this.label[this.inBlossom[leaf]] === T_LABEL) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    });
    // Keep, for each neighbouring S-blossom, the least-slack edge from the new blossom.
    const bestEdgeTo = new Map<number, number>();
    for (const child of path) {
      const candidates: number[] = [];
      const childBest = this.blossomBestEdges[child];
      if (childBest) candidates.push(...childBest);
      else this.forEachLeaf(child, (leaf) => {
        for (const p of this.neighbourEnds[leaf]) candidates.push(p >> 1);
      });
      for (const edge of candidates) {
        let i = this.endpoint[2 * edge];
        let j = this.endpoint[2 * edge + 1];
        if (this.inBlossom[j] === b) {
          const held = i;
          i = j;
          j = held;
        }
        const bj = this.inBlossom[j];
        if (bj !== b && this.label[bj] === S_LABEL) {
          const current = bestEdgeTo.get(bj);
          if (current === undefined || this.slack(edge) < this.slack(current)) bestEdgeTo.set(bj, edge);
        }
      }
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = FREE;
    }
    const best = [...bestEdgeTo.values()];
    this.blossomBestEdges[b] = best;
    let bestEdge = FREE;
    for (const edge of best) if (bestEdge === FREE || this.slack(edge) < this.slack(bestEdge)) bestEdge = edge;
    this.bestEdge[b] = bestEdge;
  }

  private childAt(b: number, j: number): number {
    const children = this.blossomChildren[b]!;
    return children[((j % children.length) + children.length) % children.length];
  }

  private endpointAt(b: number, j: number): number {
    const endps = this.blossomEndpoints[b]!;
    return endps[((j % endps.length) + endps.length) % endps.length];
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const children = this.blossomChildren[b]!;
    for (const s of children) {
      this.blossomParent[s] = FREE;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else this.forEachLeaf(s, (leaf) => (this.inBlossom[leaf] = s));
    }
    if (!endStage && this.label[b] === T_LABEL) {
      // Relabel the sub-blossoms on the even-length path from the entry child to the base.
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      let jStep: number;
      let endpointTrick: number;
      if (j & 1) {
        j -= children.length;
        jStep = 1;
        endpointTrick = 0;
      } else {
        jStep = -1;
        endpointTrick = 1;
      }
      let p = this.labelEnd[b];
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]] = UNLABELED;
        this.label[this.endpoint[this.endpointAt(b, j - endpointTrick) ^ endpointTrick ^ 1]] = UNLABELED;
        this.assignLabel(this.endpoint[p ^ 1], T_LABEL, p);
        this.allowEdge[this.endpointAt(b, j - endpointTrick) >> 1] = 1;
        j += jStep;
        p = this.endpointAt(b, j - endpointTrick) ^ endpointTrick;
        this.allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = this.childAt(b, j);
      this.label[this.endpoint[p ^ 1]] = this.label[bv] = T_LABEL;
      this.labelEnd[this.endpoint[p ^ 1]] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = FREE;
      j += jStep;
      while (this.childAt(b, j) !== entryChild) {
        bv = this.childAt(b, j);
        if (this.label[bv] === S_LABEL) {
          j += jStep;
          continue;
        }
        let reached = FREE;
        for (const leaf of this.leaves(bv)) {
          if (this.label[leaf] !== UNLABELED) {
            reached = leaf;
            break;
          }
        }
        if (reached !== FREE) {
          this.label[reached] = UNLABELED;
          this.label[this.endpoint[this.mate[this.blossomBase[bv]]]] = UNLABELED;
          this.assignLabel(reached, T_LABEL, this.labelEnd[reached]);
        }
        j += jStep;
      }
    }
    this.label[b] = UNLABELED;
    this.labelEnd[b] = FREE;
    this.blossomChildren[b] = null;
    this.blossomEndpoints[b] = null;
    this.blossomBase[b] = FREE;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = FREE;
    this.unusedBlossoms.push(b);
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= this.n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b]!;
    const endps = this.blossomEndpoints[b]!;
    const i = children.indexOf(t);
    let j = i;
    let jStep: number;
    let endpointTrick: number;
    if (i & 1) {
      j -= children.length;
      jStep = 1;
      endpointTrick = 0;
    } else {
      jStep = -1;
      endpointTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = this.childAt(b, j);
      const p = this.endpointAt(b, j - endpointTrick) ^ endpointTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]);
      j += jStep;
      t = this.childAt(b, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]);
      this.mate[this.endpoint[p]] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]] = p;
    }
    this.blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    this.blossomEndpoints[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossomBase[b] = this.blossomBase[this.blossomChildren[b]![0]];
  }

  private augmentMatching(k: number): void {
    const v = this.endpoint[2 * k];
    const w = this.endpoint[2 * k + 1];
    for (const [start, startEnd] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ]) {
      let s = start;
      let p = startEnd;
      for (;;) {
        const bs = this.inBlossom[s];
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === FREE) break; // reached a single vertex root
        const t = this.endpoint[this.labelEnd[bs]];
        const bt = this.inBlossom[t];
        s = this.endpoint[this.labelEnd[bt]];
        const j = this.endpoint[this.labelEnd[bt] ^ 1];
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt];
        p = this.labelEnd[bt] ^ 1;
      }
    }
  }

  solve(): void {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(UNLABELED);
      this.bestEdge.fill(FREE);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === FREE && this.label[this.inBlossom[v]] === UNLABELED) this.assignLabel(v, S_LABEL, FREE);
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop()!;
          for (const p of this.neighbourEnds[v]) {
            const k = p >> 1;
            const w = this.endpoint[p];
            if (this.inBlossom[v] === this.inBlossom[w]) continue;
            let kSlack = 0;
            if (!this.allowEdge[k]) {
              kSlack = this.slack(k);
              if (kSlack <= 0) this.allowEdge[k] = 1;
            }
            if (this.allowEdge[k]) {
              if (this.label[this.inBlossom[w]] === UNLABELED) this.assignLabel(w, T_LABEL, p ^ 1);
              else if (this.label[this.inBlossom[w]] === S_LABEL) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) this.addBlossom(base, k);
                else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (this.label[w] === UNLABELED) {
                this.label[w] = T_LABEL;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (this.label[this.inBlossom[w]] === S_LABEL) {
              const b = this.inBlossom[v];
              if (this.bestEdge[b] === FREE || kSlack < this.slack(this.bestEdge[b])) this.bestEdge[b] = k;
            } else if (this.label[w] === UNLABELED) {
              if (this.bestEdge[w] === FREE || kSlack < this.slack(this.bestEdge[w])) this.bestEdge[w] = k;
            }
          }
        }
        if (augmented) break;

        // No augmenting path with tight edges: adjust the duals.
        let deltaType = -1;
        let delta = 0;
        let deltaEdge = FREE;
        let deltaBlossom = FREE;
        if (!this.maxCardinality) {
          deltaType = 1;
          delta = Infinity;
          for (let v = 0; v < n; v++) delta = Math.min(delta, this.dual[v]);
        }
        for (let v = 0; v < n; v++) {
          if (this.label[this.inBlossom[v]] === UNLABELED && this.bestEdge[v] !== FREE) {
            const d = this.slack(this.bestEdge[v]);
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 2;
              deltaEdge = this.bestEdge[v];
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.blossomParent[b] === FREE && this.label[b] === S_LABEL && this.bestEdge[b] !== FREE) {
            const d = this.slack(this.bestEdge[b]) / 2;
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 3;
              deltaEdge = this.bestEdge[b];
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossomBase[b] >= 0 && this.blossomParent[b] === FREE && this.label[b] === T_LABEL && (deltaType === -1 || this.dual[b] < delta)) {
            delta = this.dual[b];
            deltaType = 4;
            deltaBlossom = b;
          }
        }
        if (deltaType === -1) {
          // Max-cardinality optimum reached; a last update keeps the duals verifiable.
          deltaType = 1;
          delta = Infinity;
          for (let v = 0; v < n; v++) delta = Math.min(delta, this.dual[v]);
          delta = Math.max(0, delta);
        }
        for (let v = 0; v < n; v++) {
          const l = this.label[this.inBlossom[v]];
          if (l === S_LABEL) this.dual[v] -= delta;
          else if (l === T_LABEL) this.dual[v] += delta;
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossomBase[b] >= 0 && this.blossomParent[b] === FREE) {
            if (this.label[b] === S_LABEL) this.dual[b] += delta;
            else if (this.label[b] === T_LABEL) this.dual[b] -= delta;
          }
        }
        if (deltaType === 1) break;
        if (deltaType === 2) {
          this.allowEdge[deltaEdge] = 1;
          let i = this.endpoint[2 * deltaEdge];
          if (this.label[this.inBlossom[i]] === UNLABELED) i = this.endpoint[2 * deltaEdge + 1];
          this.queue.push(i);
        } else if (deltaType === 3) {
          this.allowEdge[deltaEdge] = 1;
          this.queue.push(this.endpoint[2 * deltaEdge]);
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      if (!augmented) break;
      // End of stage: expand S-blossoms whose dual reached zero.
      for (let b = n; b < 2 * n; b++) {
        if (this.blossomParent[b] === FREE && this.blossomBase[b] >= 0 && this.label[b] === S_LABEL && this.dual[b] === 0) {
          this.expandBlossom(b, true);
        }
      }
    }
  }
}
