import { solveMatching } from './max-weight-matching';
import { PairingDiagnostics } from './round-pairing';
import { hashString, mix32, SeededRandom } from './seeded-random';

/** A player to pair, as the solver sees them (internal). */
export interface PairingCandidate {
  id: string;
  matchPoints: number;
  /** Position in the standings, 0 = first. Round 1 passes a random order. */
  rank: number;
  /** Earlier meetings: candidate index → number of matches played against them. */
  meetings: Map<number, number>;
  hadBye: boolean;
  pod?: number;
}

/** Options of {@link solvePairing}. */
export interface SolverOptions {
  seed: number;
  /** Match the whole field starting from the complete graph (exact; slow beyond ~1,000 players). */
  exact?: boolean;
}

/** Pairs as candidate indices and the bye (-1 when the field is even). */
export interface SolverResult {
  pairs: [number, number][];
  bye: number;
  diagnostics: PairingDiagnostics;
}

/** Fields up to this size always go whole to the (priced, hence exact) matching. */
const EXACT_FIELD_SIZE = 96;
/** Groups up to this size go to the weighted matching whole. */
const SMALL_GROUP_SIZE = 24;
/** Players of each big group kept back for the weighted matching, before widening. */
const INITIAL_RESERVE = 12;
/** Lowest-ranked players without a bye kept back in each big group when a bye is needed. */
const BYE_CANDIDATES_PER_GROUP = 2;
/** How far ahead the in-group greedy pass looks for a partner who is not a rematch. */
const GREEDY_SCAN = 64;
/** Widenings before falling back to the complete graph. */
const MAX_WIDENINGS = 3;
/**
 * Largest field sent whole to the priced matching as a last resort (pricing scans n^2/2
 * pairs). Above it the most widened solution is kept; this only happens when rematches seem forced.
 */
const EXACT_FALLBACK_LIMIT = 1500;
/** Rematches come first, then repeated byes (at most one per round, so it never outweighs a rematch). */
const REMATCH_PENALTY = 2;
const REPEATED_BYE_PENALTY = 1;
/** Upper bound on any edge cost so that blossom duals stay exact in doubles. */
const MAX_SAFE_COST = 2 ** 49;

interface Group {
  points: number;
  pod: number;
  members: number[];
}

/**
 * Pairs a Swiss round: a minimum-cost perfect matching (a ghost vertex stands for the bye)
 * whose cost orders, lexicographically: cross-pod pairs, rematches, repeated byes, then
 * the sum of squared match-point gaps (pair-downs few and small), then the bye's standing
 * (lowest-ranked gets it), then a seeded random tie-break. Big score groups are first paired
 * randomly among themselves except for a reserve that goes, with every small group, to an
 * exact blossom matching: it starts on a sparse graph (neighbouring score groups) and LP
 * pricing adds any pair that could improve it, so it is exact over all reserved players. The
 * reserve grows when it proves too small, up to the whole field.
 */
export function solvePairing(candidates: PairingCandidate[], options: SolverOptions): SolverResult {
  const n = candidates.length;
  const random = new SeededRandom(options.seed);
  const groups = buildGroups(candidates, random);
  const needBye = n % 2 === 1;
  let fallback: SolverResult | undefined;
  for (let widenings = 0; ; widenings++) {
    // Everyone reserved means the priced matching is exact for the whole field.
    const reserveAll = options.exact === true || n <= EXACT_FIELD_SIZE || (widenings > MAX_WIDENINGS && n <= EXACT_FALLBACK_LIMIT);
    if (widenings > MAX_WIDENINGS && !reserveAll && fallback) return fallback;
    const reserveSize = INITIAL_RESERVE << (2 * widenings);
    const prepared = reserveAll ? reserveEveryone(groups) : pairInsideBigGroups(candidates, groups, reserveSize, needBye);
    // `exact` starts from the complete graph, an independent reference for the sparse start plus pricing.
    const levelWindow = options.exact === true ? Infinity : 2 + 2 * Math.min(widenings, MAX_WIDENINGS);
    const matched = matchReserve(candidates, prepared.reserved, levelWindow, options.seed);
    if (!matched) throw new Error('invariant: the candidate graph links neighbours in score order, so a perfect matching exists');
    const result = assemble(candidates, prepared.greedyPairs.concat(matched.pairs), matched.bye, prepared.reserved.length, widenings);
    if (!reserveAll && reserveWasTooSmall(prepared, matched, result.diagnostics)) {
      fallback = result;
      continue;
    }
    return result;
  }
}

function podOf(candidate: PairingCandidate): number {
  return candidate.pod ?? -1;
}

function buildGroups(candidates: PairingCandidate[], random: SeededRandom): Group[] {
  const byKey = new Map<string, Group>();
  candidates.forEach((candidate, index) => {
    const key = `${podOf(candidate)}|${candidate.matchPoints}`;
    let group = byKey.get(key);
    if (!group) byKey.set(key, (group = { points: candidate.matchPoints, pod: podOf(candidate), members: [] }));
    group.members.push(index);
  });
  const groups = [...byKey.values()].sort((a, b) => b.points - a.points || a.pod - b.pod);
  // Pairing is random within a match-point group; tiebreakers are never used (only for the bye).
  for (const group of groups) random.shuffle(group.members.sort((a, b) => a - b));
  return groups;
}

interface PreparedPairs {
  greedyPairs: [number, number][];
  reserved: number[];
  /** Big groups that were only partly reserved, with how many of their players were. */
  partialGroups: { members: Set<number>; reservedCount: number }[];
}

function reserveEveryone(groups: Group[]): PreparedPairs {
  return { greedyPairs: [], reserved: groups.flatMap((g) => g.members), partialGroups: [] };
}

function pairInsideBigGroups(candidates: PairingCandidate[], groups: Group[], reserveSize: number, needBye: boolean): PreparedPairs {
  const greedyPairs: [number, number][] = [];
  const reserved: number[] = [];
  const partialGroups: PreparedPairs['partialGroups'] = [];
  for (const group of groups) {
    const members = group.members;
    if (members.length <= SMALL_GROUP_SIZE + reserveSize) {
      reserved.push(...members);
      continue;
    }
    const held = new Set<number>(members.slice(0, reserveSize));
    if (needBye) {
      // Keep the lowest-ranked players without a bye available for the bye (Wizards pairing practice).
      const byeCandidates = members
        .filter((m) => !candidates[m].hadBye)
        .sort((a, b) => candidates[b].rank - candidates[a].rank)
        .slice(0, BYE_CANDIDATES_PER_GROUP);
      for (const m of byeCandidates) held.add(m);
    }
    const used = new Uint8Array(members.length);
    members.forEach((m, position) => {
      if (held.has(m)) used[position] = 1;
    });
    for (let a = 0; a < members.length; a++) {
      if (used[a]) continue;
      used[a] = 1;
      const first = candidates[members[a]];
      let partner = -1;
      for (let b = a + 1; b < members.length && b <= a + GREEDY_SCAN; b++) {
        if (!used[b] && !first.meetings.has(members[b])) {
          partner = b;
          break;
        }
      }
      if (partner === -1) held.add(members[a]);
      else {
        used[partner] = 1;
        greedyPairs.push([members[a], members[partner]]);
      }
    }
    reserved.push(...held);
    partialGroups.push({ members: new Set(members), reservedCount: held.size });
  }
  return { greedyPairs, reserved, partialGroups };
}

interface ReserveMatching {
  pairs: [number, number][];
  bye: number;
}

/** Pricing rounds before giving up on proving the windowed graph sufficient (a broken invariant). */
const MAX_PRICING_ROUNDS = 50;

/**
 * Exact minimum-cost perfect matching of the reserved players over ALL pairs among them.
 * It starts from a sparse graph (score window, neighbours in score order, every bye edge) and
 * adds edges by LP pricing: after each blossom run, any missing pair whose reduced cost under
 * the final duals is negative joins the graph; when none is left, the duals prove the matching
 * optimal for the complete graph of the reserve.
 */
function matchReserve(candidates: PairingCandidate[], reservedInput: number[], levelWindow: number, seed: number): ReserveMatching | null {
  const reserved = [...reservedInput].sort((a, b) => candidates[b].matchPoints - candidates[a].matchPoints || a - b);
  const count = reserved.length;
  if (count === 0) return { pairs: [], bye: -1 };
  const hasGhost = count % 2 === 1;
  const ghost = count;
  const vertexCount = count + (hasGhost ? 1 : 0);
  const level = new Int32Array(count);
  for (let i = 1; i < count; i++) {
    level[i] = level[i - 1] + (candidates[reserved[i]].matchPoints === candidates[reserved[i - 1]].matchPoints ? 0 : 1);
  }
  let minPoints = Infinity;
  let maxPoints = -Infinity;
  let maxMeetings = 0;
  let podsDiffer = false;
  for (const r of reserved) {
    const c = candidates[r];
    for (const times of c.meetings.values()) maxMeetings = Math.max(maxMeetings, times);
    podsDiffer ||= podOf(c) !== podOf(candidates[reserved[0]]);
  }
  for (const c of candidates) {
    minPoints = Math.min(minPoints, c.matchPoints);
    maxPoints = Math.max(maxPoints, c.matchPoints);
  }
  const pairsCount = vertexCount / 2;
  // Draft pods pair within the pod: one cross-pod pair outweighs every rematch and bye together.
  const crossPodPenalty = REMATCH_PENALTY * (pairsCount + 1);
  const maxPenalty = REMATCH_PENALTY * maxMeetings + (podsDiffer ? crossPodPenalty : 0) + REPEATED_BYE_PENALTY;
  const maxGapSquared = (maxPoints - minPoints) ** 2;
  const weights = (randomRange: number) => {
    // Lexicographic levels: each unit exceeds the largest total the levels below can reach.
    const byeUnit = randomRange * pairsCount + 1;
    const gapUnit = byeUnit * (candidates.length + 1);
    const penaltyUnit = gapUnit * (pairsCount * maxGapSquared + 1);
    const maxCost = penaltyUnit * (maxPenalty + 1) + gapUnit * maxGapSquared + byeUnit * candidates.length + randomRange;
    return { byeUnit, gapUnit, penaltyUnit, maxCost, randomRange };
  };
  let scale = weights(16);
  if (scale.maxCost >= MAX_SAFE_COST) scale = weights(1);
  if (scale.maxCost >= MAX_SAFE_COST) throw new Error(`invariant: pairing costs exceed exact integer range (${count} players)`);
  const hashes = reserved.map((r) => hashString(candidates[r].id, seed));
  const pairWeight = (a: number, b: number): number => {
    const first = candidates[reserved[a]];
    const second = candidates[reserved[b]];
    const penalty = REMATCH_PENALTY * (first.meetings.get(reserved[b]) ?? 0) + (podOf(first) === podOf(second) ? 0 : crossPodPenalty);
    const cost = penalty * scale.penaltyUnit + (first.matchPoints - second.matchPoints) ** 2 * scale.gapUnit + (mix32(hashes[a] ^ hashes[b]) % scale.randomRange);
    return scale.maxCost + 1 - cost;
  };
  const byeWeight = (a: number): number => {
    const player = candidates[reserved[a]];
    // The bye is a pair-down to the bottom of the standings, cheapest for the lowest-ranked player.
    const cost =
      (player.hadBye ? REPEATED_BYE_PENALTY : 0) * scale.penaltyUnit +
      (player.matchPoints - minPoints) ** 2 * scale.gapUnit +
      (candidates.length - 1 - player.rank) * scale.byeUnit;
    return scale.maxCost + 1 - cost;
  };
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  const present = new Set<number>();
  const addEdge = (a: number, b: number, w: number) => {
    from.push(a);
    to.push(b);
    weight.push(w);
    present.add(a * vertexCount + b);
  };
  for (let a = 0; a < count; a++) {
    const first = candidates[reserved[a]];
    for (let b = a + 1; b < count; b++) {
      if (level[b] - level[a] > levelWindow) break;
      // Other pods are reached through neighbours in score order, which keeps a perfect matching possible.
      if (b > a + 1 && podOf(first) !== podOf(candidates[reserved[b]])) continue;
      addEdge(a, b, pairWeight(a, b));
    }
    if (hasGhost) addEdge(a, ghost, byeWeight(a));
  }
  for (let pricingRound = 0; ; pricingRound++) {
    const { mate, vertexDual } = solveMatching({ vertexCount, edgeFrom: from, edgeTo: to, edgeWeight: weight }, true);
    for (let v = 0; v < vertexCount; v++) if (mate[v] === -1) return null;
    let added = 0;
    for (let a = 0; a < count; a++) {
      for (let b = a + 1; b < count; b++) {
        if (present.has(a * vertexCount + b)) continue;
        const w = pairWeight(a, b);
        if (vertexDual[a] + vertexDual[b] < 2 * w) {
          addEdge(a, b, w);
          added++;
        }
      }
    }
    if (added === 0) {
      const pairs: [number, number][] = [];
      let bye = -1;
      for (let a = 0; a < count; a++) {
        if (mate[a] === ghost && hasGhost) bye = reserved[a];
        else if (mate[a] > a) pairs.push([reserved[a], reserved[mate[a]]]);
      }
      return { pairs, bye };
    }
    if (pricingRound >= MAX_PRICING_ROUNDS) throw new Error('invariant: edge pricing did not converge');
  }
}

function assemble(candidates: PairingCandidate[], pairs: [number, number][], bye: number, matchedExactly: number, widenings: number): SolverResult {
  const diagnostics: PairingDiagnostics = {
    rematches: 0,
    repeatedByes: bye >= 0 && candidates[bye].hadBye ? 1 : 0,
    crossPodPairs: 0,
    pairDowns: 0,
    pointGap: 0,
    matchedExactly,
    widenings,
  };
  for (const [a, b] of pairs) {
    const first = candidates[a];
    const second = candidates[b];
    if (first.meetings.has(b)) diagnostics.rematches++;
    if (podOf(first) !== podOf(second)) diagnostics.crossPodPairs++;
    const gap = Math.abs(first.matchPoints - second.matchPoints);
    if (gap > 0) diagnostics.pairDowns++;
    diagnostics.pointGap += gap;
  }
  return { pairs, bye, diagnostics };
}

/**
 * The reserve was too small when the matching had to accept a rematch, repeated bye or
 * cross-pod pair, or pulled more than half of a big group's reserve out of the group: the
 * players paired greedily might have been the ones needed.
 */
function reserveWasTooSmall(prepared: PreparedPairs, matched: ReserveMatching, diagnostics: PairingDiagnostics): boolean {
  // With every player reserved, pricing has already made the matching exact.
  if (prepared.partialGroups.length === 0) return false;
  if (diagnostics.rematches > 0 || diagnostics.repeatedByes > 0 || diagnostics.crossPodPairs > 0) return true;
  for (const group of prepared.partialGroups) {
    let leaving = 0;
    for (const [a, b] of matched.pairs) {
      if (group.members.has(a) !== group.members.has(b)) leaving++;
    }
    if (matched.bye >= 0 && group.members.has(matched.bye)) leaving++;
    if (2 * leaving > group.reservedCount) return true;
  }
  return false;
}
