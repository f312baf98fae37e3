import { EventFile, isRoundFinished, roundKind } from './event-file';
import { buildEventHistory } from './event-history';
import { PairingCandidate, solvePairing } from './pairing-solver';
import { PairingEntry, PairingResult } from './round-pairing';
import { SeededRandom } from './seeded-random';
import { rankPlayers } from './standings';
import { assignTables } from './table-assignment';
import { validateEventFile } from './validate-event-file';

/** Name and version recorded with every Swiss pairing. */
export const SWISS_ALGORITHM = 'arbiter-swiss/1 (min-cost blossom matching)';

/** Options of {@link pairNextRound}. */
export interface PairNextRoundOptions {
  /** Seed of the round's randomness (an integer 0..2^32-1); recorded in the result. */
  seed: number;
  /** Solve one exact matching on the complete graph instead of the sparse widening scheme. */
  exact?: boolean;
  /** Keep results the best-of forbids as recorded (see `validateEventFile`). */
  acceptRecorded?: boolean;
}

/**
 * Pairs the next Swiss round of an event (Wizards pairing practice, tournament-rules.md):
 * round 1 random; later rounds within match-point groups, no rematch wherever the whole
 * field can avoid one, pair-downs as few and small as possible, the bye to the lowest-ranked
 * player without one, dropped/disqualified players out, late entries in from their round,
 * draft pods paired within the pod, fixed tables honoured. Deterministic for a seed.
 */
export function pairNextRound(input: EventFile, options: PairNextRoundOptions): PairingResult {
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff) {
    return { ok: false, error: { code: 'INVALID_SEED', message: `seed must be an integer from 0 to 4294967295, got ${options.seed}` } };
  }
  const validation = validateEventFile(input, { acceptRecorded: options.acceptRecorded });
  if (!validation.ok) {
    return { ok: false, error: { code: 'INVALID_EVENT', message: `the event file has ${validation.errors.length} problem(s): ${validation.errors[0].message}`, errors: validation.errors } };
  }
  const event = validation.event;
  if (event.rounds.some((r) => roundKind(r) === 'playoff')) {
    return { ok: false, error: { code: 'PLAYOFF_STARTED', message: 'the playoff has started; no more Swiss rounds can be paired' } };
  }
  const last = event.rounds[event.rounds.length - 1];
  if (last && !isRoundFinished(last)) {
    const open = last.matches.filter((m) => !('bye' in m) && m.games === undefined).length;
    return { ok: false, error: { code: 'ROUND_NOT_FINISHED', message: `round ${last.number} is not finished (${open} match(es) without a result)` } };
  }
  const round = event.rounds.length + 1;
  const history = buildEventHistory(event, round - 1);
  const disqualifiedBy = new Map((event.disqualifications ?? []).map((d) => [d.player, d.round]));
  // Drops happen before the next round is paired (MTR 2.x); a disqualification ends play at once.
  const active = rankPlayers(event, history).filter(
    (t) => !t.player.dropped && t.player.firstPairableRound <= round && (disqualifiedBy.get(t.player.id) ?? Infinity) > round,
  );
  if (active.length < 2) {
    return { ok: false, error: { code: 'NOT_ENOUGH_PLAYERS', message: `round ${round} needs at least 2 active players, found ${active.length}` } };
  }
  const positions = active.map((_, i) => i);
  // Round 1 has no standings: a random order decides the bye and the table order.
  if (round === 1) new SeededRandom(options.seed ^ 0x5bd1e995).shuffle(positions);
  const candidateIndex = new Map<number, number>();
  active.forEach((t, i) => candidateIndex.set(t.player.index, i));
  const candidates: PairingCandidate[] = active.map((t, i) => {
    const meetings = new Map<number, number>();
    for (const opponent of t.player.opponents) {
      const c = candidateIndex.get(opponent);
      if (c !== undefined) meetings.set(c, (meetings.get(c) ?? 0) + 1);
    }
    return { id: t.player.id, matchPoints: t.player.matchPoints, rank: positions[i], meetings, hadBye: t.player.byes > 0, pod: t.player.pod };
  });
  const solved = solvePairing(candidates, { seed: (options.seed ^ Math.imul(round, 0x9e3779b1)) >>> 0, exact: options.exact });
  const tables = assignTables(
    solved.pairs.map(([a, b]) => {
      const [high, low] = candidates[a].rank <= candidates[b].rank ? [a, b] : [b, a];
      const fixedTables = [active[high].player.fixedTable, active[low].player.fixedTable].filter((t): t is number => t !== undefined);
      return { players: [candidates[high].id, candidates[low].id], topRank: candidates[high].rank, fixedTables };
    }),
  );
  const pairings: PairingEntry[] = tables.map((t) => ({ table: t.table, players: t.players }));
  if (solved.bye >= 0) pairings.push({ players: [candidates[solved.bye].id], bye: true });
  return { ok: true, pairing: { round, seed: options.seed, algorithm: SWISS_ALGORITHM, pairings, diagnostics: solved.diagnostics } };
}
