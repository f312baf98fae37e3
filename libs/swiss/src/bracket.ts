import { EventFile, EventRound, isBye, isRoundFinished, roundKind } from './event-file';
import { lastFinishedSwissRound } from './event-history';
import { PairingEntry, PairingError, PairingResult } from './round-pairing';
import { computeStandings } from './standings';
import { validateEventFile } from './validate-event-file';

/** Sizes of single-elimination top cuts. */
export type TopCut = 2 | 4 | 8 | 16;

/** Name and version recorded with playoff pairings. */
export const BRACKET_ALGORITHM = 'arbiter-bracket/1';

/** One match of a single-elimination bracket. */
export interface BracketMatch {
  /** Match number across the whole bracket, from 1 (first round first). */
  match: number;
  /** Seeds (standings positions) of the two sides, when known; null is a missing seed (a bye). */
  seeds?: [number, number | null];
  /** The two players when known (higher seed first); null is a bye. */
  players?: [string, string | null];
  /** For later rounds: the matches whose winners meet here. */
  winnersOf?: [number, number];
  /** Winner, once the match is decided (a bye is decided at once). */
  winner?: string;
}

/** A single-elimination bracket: `rounds[0]` is the first playoff round. */
export interface Bracket {
  topCut: TopCut;
  rounds: BracketMatch[][];
}

/** Options of {@link buildBracket} and {@link pairPlayoffRound}. */
export interface BracketOptions {
  /** Booster-draft playoff: player id → draft seat (1..topCut); seats pair 1v5, 2v6, 3v7, 4v8 (MTR 10.x). */
  draftSeats?: Record<string, number>;
  /** Keep results the best-of forbids as recorded (see `validateEventFile`). */
  acceptRecorded?: boolean;
}

const TOP_CUTS: readonly number[] = [2, 4, 8, 16];

/** True for a supported top-cut size. */
export function isTopCut(value: number): value is TopCut {
  return TOP_CUTS.includes(value);
}

// Standard seeding: 1v8, 4v5, 2v7, 3v6 so that 1 and 2 can meet only in the final.
function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

// Draft seats 1v5, 3v7, 2v6, 4v8: neighbours in the list meet next (bit-reversed order of the first half).
function draftSeatOrder(size: number): number[] {
  const half = size / 2;
  const bits = Math.log2(half);
  const first = Array.from({ length: half }, (_, i) => {
    let reversed = 0;
    for (let b = 0; b < bits; b++) if (i & (1 << b)) reversed |= 1 << (bits - 1 - b);
    return reversed + 1;
  });
  return first.flatMap((seat) => [seat, seat + half]);
}

/**
 * Builds a single-elimination bracket from player ids in standings order: 1v8, 4v5, 2v7, 3v6
 * (Top 4: 1v4, 2v3), then winners meet in that order; with `draftSeats`, first-round matches
 * follow draft seats (1v5, 2v6, 3v7, 4v8, winners of 1/5 and 3/7 meet). With fewer players
 * than the cut, missing seeds are byes for the highest seeds (MTR App. E, 5-8 players).
 */
export function buildBracket(standings: string[], topCut: TopCut, options: BracketOptions = {}): Bracket {
  if (!isTopCut(topCut)) throw new RangeError(`top cut must be 2, 4, 8 or 16, got ${topCut}`);
  const seedOf = new Map<string, number>();
  standings.slice(0, topCut).forEach((id, i) => seedOf.set(id, i + 1));
  const playerAtSeed = (seed: number): string | null => standings[seed - 1] ?? null;
  let sides: (number | null)[];
  if (options.draftSeats) {
    const bySeat = new Map<number, string>();
    for (const [player, seat] of Object.entries(options.draftSeats)) if (seedOf.has(player)) bySeat.set(seat, player);
    sides = draftSeatOrder(topCut).map((seat) => {
      const player = bySeat.get(seat);
      return player === undefined ? null : seedOf.get(player)!;
    });
  } else sides = seedOrder(topCut).map((seed) => (seed <= Math.min(standings.length, topCut) ? seed : null));
  let matchNumber = 0;
  const firstRound: BracketMatch[] = [];
  for (let i = 0; i < sides.length; i += 2) {
    const [a, b] = [sides[i], sides[i + 1]];
    // MTR: the higher seed is listed first (and chooses play/draw).
    const high = a === null ? b : b === null ? a : Math.min(a, b);
    const low = a === null || b === null ? null : Math.max(a, b);
    const match: BracketMatch = { match: ++matchNumber };
    if (high !== null) {
      match.seeds = [high, low];
      match.players = [playerAtSeed(high)!, low === null ? null : playerAtSeed(low)];
      if (low === null) match.winner = match.players[0];
    }
    firstRound.push(match);
  }
  const rounds: BracketMatch[][] = [firstRound];
  while (rounds[rounds.length - 1].length > 1) {
    const previous = rounds[rounds.length - 1];
    const next: BracketMatch[] = [];
    for (let i = 0; i < previous.length; i += 2) next.push({ match: ++matchNumber, winnersOf: [previous[i].match, previous[i + 1].match] });
    rounds.push(next);
  }
  return { topCut, rounds };
}

/** Outcome of replaying an event's playoff rounds on its bracket (internal). */
type BracketProgress = { ok: true; bracket: Bracket; playedRounds: number } | { ok: false; error: PairingError };

function fail(code: PairingError['code'], message: string): { ok: false; error: PairingError } {
  return { ok: false, error: { code, message } };
}

/**
 * The event's bracket with players and winners filled in from its playoff rounds: seeded
 * from the standings after the last Swiss round (dropped players do not make the cut; the
 * next ones move up).
 */
export function resolveBracket(input: EventFile, topCut: number, options: BracketOptions = {}): BracketProgress {
  if (!isTopCut(topCut)) return fail('INVALID_TOP_CUT', `top cut must be 2, 4, 8 or 16, got ${topCut}`);
  const validation = validateEventFile(input, { acceptRecorded: options.acceptRecorded });
  if (!validation.ok) return { ok: false, error: { code: 'INVALID_EVENT', message: `the event file has ${validation.errors.length} problem(s): ${validation.errors[0].message}`, errors: validation.errors } };
  const event = validation.event;
  const swissRounds = event.rounds.filter((r) => roundKind(r) === 'swiss');
  if (swissRounds.length > 0 && lastFinishedSwissRound(event) !== swissRounds[swissRounds.length - 1].number) {
    return fail('ROUND_NOT_FINISHED', `Swiss round ${swissRounds[swissRounds.length - 1].number} is not finished`);
  }
  const standings = computeStandings(event).standings.filter((s) => !s.dropped).map((s) => s.player);
  if (standings.length < 2) return fail('NOT_ENOUGH_PLAYERS', `a playoff needs at least 2 players, found ${standings.length}`);
  const bracket = buildBracket(standings, topCut, options);
  const playoffRounds = event.rounds.filter((r) => roundKind(r) === 'playoff');
  if (playoffRounds.length > bracket.rounds.length) return fail('PLAYOFF_MISMATCH', `the event has ${playoffRounds.length} playoff rounds but a top ${topCut} has ${bracket.rounds.length}`);
  const seedOf = new Map(standings.map((id, i) => [id, i + 1]));
  // Winner of each decided match; null for a match without players (two missing seeds).
  const winnerOfMatch = new Map<number, string | null>();
  for (let r = 0; r < bracket.rounds.length; r++) {
    for (const match of bracket.rounds[r]) {
      if (match.winnersOf) {
        const [a, b] = match.winnersOf.map((m) => winnerOfMatch.get(m));
        if (a === undefined || b === undefined) continue;
        const sides = [a, b].filter((p): p is string => p !== null).sort((x, y) => seedOf.get(x)! - seedOf.get(y)!);
        if (sides.length === 0) continue;
        match.players = [sides[0], sides[1] ?? null];
        match.seeds = [seedOf.get(sides[0])!, sides[1] === undefined ? null : seedOf.get(sides[1])!];
      }
      if (match.players && match.players[1] === null) match.winner = match.players[0];
    }
    const played = playoffRounds[r];
    if (played) {
      const mismatch = recordWinners(bracket.rounds[r], played);
      if (mismatch) return mismatch;
    }
    for (const match of bracket.rounds[r]) {
      if (match.winner !== undefined) winnerOfMatch.set(match.match, match.winner);
      else if (!match.players && (r === 0 || match.winnersOf?.every((m) => winnerOfMatch.get(m) === null))) winnerOfMatch.set(match.match, null);
    }
  }
  return { ok: true, bracket, playedRounds: playoffRounds.length };
}

function recordWinners(matches: BracketMatch[], round: EventRound): { ok: false; error: PairingError } | undefined {
  for (const entry of round.matches) {
    if (isBye(entry)) continue;
    const bracketMatch = matches.find((m) => m.players && m.players.includes(entry.players[0]) && m.players.includes(entry.players[1]));
    if (!bracketMatch) {
      return fail('PLAYOFF_MISMATCH', `round ${round.number} pairs "${entry.players[0]}" with "${entry.players[1]}", which is not a match of the bracket`);
    }
    if (!entry.games) continue;
    const [first, second] = entry.games;
    // MTR 2.4: single elimination cannot end in a draw.
    if (first === second) return fail('PLAYOFF_DRAW', `playoff match "${entry.players[0]}" vs "${entry.players[1]}" in round ${round.number} is a draw`);
    bracketMatch.winner = first > second ? entry.players[0] : entry.players[1];
  }
  return undefined;
}

/**
 * Pairs the next single-elimination round: the first from the Swiss standings (1v8, 4v5,
 * 2v7, 3v6, or by draft seat), later ones from the winners of the previous playoff round in
 * bracket order. Refuses while a round is unfinished, on drawn playoff matches, on playoff
 * rounds that do not follow the bracket, and once the final is played.
 */
export function pairPlayoffRound(event: EventFile, topCut: number, options: BracketOptions = {}): PairingResult {
  const progress = resolveBracket(event, topCut, options);
  if (!progress.ok) return progress;
  const last = event.rounds[event.rounds.length - 1];
  if (last && !isRoundFinished(last)) return fail('ROUND_NOT_FINISHED', `round ${last.number} is not finished`);
  const { bracket, playedRounds } = progress;
  if (playedRounds === bracket.rounds.length) return fail('PLAYOFF_COMPLETE', 'the final has been played');
  const pairings: PairingEntry[] = [];
  let table = 0;
  for (const match of bracket.rounds[playedRounds]) {
    if (!match.players) continue;
    const [high, low] = match.players;
    if (low === null) pairings.push({ players: [high], bye: true });
    else pairings.push({ table: ++table, players: [high, low] });
  }
  return { ok: true, pairing: { round: event.rounds.length + 1, seed: 0, algorithm: BRACKET_ALGORITHM, pairings } };
}
