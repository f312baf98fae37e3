import { EventFile } from './event-file';
import { buildEventHistory, EventHistory, lastFinishedSwissRound, PlayerHistory } from './event-history';
import type { validateEventFile } from './validate-event-file';

/** One line of the standings. Percentages are full precision; round them only for display. */
export interface Standing {
  /** 1-based position after sorting (MTR App. C order, then player id). */
  rank: number;
  player: string;
  name: string;
  matchPoints: number;
  /** "W-L-D", byes counted as wins. */
  record: string;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  roundsPlayed: number;
  /** The player's own match-win %, floored at 1/3 (MTR App. C; own byes per the event setting). */
  matchWinPercent: number;
  /** Opponents' match-win % average (each floored at 1/3; byes are not opponents). */
  omw: number;
  /** Game-win %, floored at 1/3; byes count as games won 2-0. */
  gw: number;
  /** Opponents' game-win % average (each floored at 1/3). */
  ogw: number;
  gamePoints: number;
  gamesPlayed: number;
  dropped: boolean;
}

/** Standings after a given Swiss round. */
export interface StandingsReport {
  afterRound: number;
  standings: Standing[];
}

/** Options of {@link computeStandings}. */
export interface StandingsOptions {
  /** Swiss round to compute standings after; defaults to (and is capped at) the last finished Swiss round. */
  afterRound?: number;
}

/** An exact non-negative rational `num / den`. */
interface Ratio {
  num: number;
  den: number;
}

const ONE_THIRD: Ratio = { num: 1, den: 3 };

// MTR App. C: points / (3 x played), floored at 1/3; max(points, played) / (3 x played) is that floor, exactly.
function flooredPercent(points: number, played: number): Ratio {
  return played === 0 ? ONE_THIRD : { num: Math.max(points, played), den: 3 * played };
}

/** Average of ratios, kept both as a float and (lazily) as an exact fraction for near-ties. */
class RatioAverage {
  readonly value: number;
  private exactValue: [bigint, bigint] | undefined;

  constructor(private readonly terms: Ratio[]) {
    // A player without opponents gets the floor (MTR App. C floors every percentage at 1/3).
    let sum = 0;
    for (const term of terms) sum += term.num / term.den;
    this.value = terms.length === 0 ? 1 / 3 : sum / terms.length;
  }

  exact(): [bigint, bigint] {
    if (this.exactValue) return this.exactValue;
    if (this.terms.length === 0) return (this.exactValue = [1n, 3n]);
    let num = 0n;
    let den = 1n;
    for (const term of this.terms) {
      const termDen = BigInt(term.den);
      num = num * termDen + BigInt(term.num) * den;
      den *= termDen;
      const divisor = gcd(num, den);
      num /= divisor;
      den /= divisor;
    }
    return (this.exactValue = [num, den * BigInt(this.terms.length)]);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

// Floats of equal rationals can differ in the last bits; decide near-ties exactly so the order is the true one.
const NEAR_TIE = 1e-9;

function compareAverages(a: RatioAverage, b: RatioAverage): number {
  const difference = a.value - b.value;
  if (Math.abs(difference) > NEAR_TIE) return difference;
  const [aNum, aDen] = a.exact();
  const [bNum, bDen] = b.exact();
  const left = aNum * bDen;
  const right = bNum * aDen;
  return left === right ? 0 : left > right ? 1 : -1;
}

function compareRatios(a: Ratio, b: Ratio): number {
  return a.num * b.den - b.num * a.den;
}

interface Tiebreakers {
  player: PlayerHistory;
  matchWin: Ratio;
  gameWin: Ratio;
  omw: RatioAverage;
  ogw: RatioAverage;
}

/** Computes every entered player's tiebreakers from the history (internal). */
export function computeTiebreakers(history: EventHistory, ownByesInMatchWin: boolean): Tiebreakers[] {
  const matchWin = history.players.map((p) =>
    ownByesInMatchWin
      ? flooredPercent(p.matchPoints, p.roundsPlayed)
      : // Wizards Event Reporter: own byes are left out of the player's match-win %.
        flooredPercent(p.matchPoints - 3 * p.byes, p.roundsPlayed - p.byes),
  );
  const gameWin = history.players.map((p) => flooredPercent(p.gamePoints, p.gamesPlayed));
  return history.players
    .filter((p) => p.entered)
    .map((player) => ({
      player,
      matchWin: matchWin[player.index],
      gameWin: gameWin[player.index],
      // MTR App. C: byes are not opponents; a dropped opponent counts over the rounds they played.
      omw: new RatioAverage(player.opponents.map((o) => matchWin[o])),
      ogw: new RatioAverage(player.opponents.map((o) => gameWin[o])),
    }));
}

/** MTR App. C order: match points, OMW%, GW%, OGW%, then player id (ascending). */
export function compareTiebreakers(a: Tiebreakers, b: Tiebreakers): number {
  return (
    b.player.matchPoints - a.player.matchPoints ||
    compareAverages(b.omw, a.omw) ||
    compareRatios(b.gameWin, a.gameWin) ||
    compareAverages(b.ogw, a.ogw) ||
    (a.player.id < b.player.id ? -1 : a.player.id > b.player.id ? 1 : 0)
  );
}

/** Sorted tiebreakers of everyone entered and not disqualified (internal; used by pairing too). */
export function rankPlayers(event: EventFile, history: EventHistory): Tiebreakers[] {
  const ownByesInMatchWin = event.settings?.ownByesInMatchWin ?? true;
  return computeTiebreakers(history, ownByesInMatchWin)
    .filter((t) => !t.player.disqualified) // IPG 4.4: a disqualified player leaves the standings; the rest move up
    .sort(compareTiebreakers);
}

/**
 * Standings of a validated event after a Swiss round (MTR App. C): match points, then
 * OMW%, GW%, OGW% (each percentage floored at 1/3, byes not opponents), then player id.
 * Playoff rounds are ignored; disqualified players are removed and the rest move up;
 * dropped players stay, flagged `dropped`. Expects an event that passed
 * {@link validateEventFile} (unknown player ids there are a broken invariant here).
 */
export function computeStandings(event: EventFile, options: StandingsOptions = {}): StandingsReport {
  const finished = lastFinishedSwissRound(event);
  const afterRound = Math.max(0, Math.min(options.afterRound ?? finished, finished));
  const history = buildEventHistory(event, afterRound);
  const standings = rankPlayers(event, history).map((t, position): Standing => {
    const p = t.player;
    return {
      rank: position + 1,
      player: p.id,
      name: p.name,
      matchPoints: p.matchPoints,
      record: `${p.wins}-${p.losses}-${p.draws}`,
      wins: p.wins,
      losses: p.losses,
      draws: p.draws,
      byes: p.byes,
      roundsPlayed: p.roundsPlayed,
      matchWinPercent: t.matchWin.num / t.matchWin.den,
      omw: t.omw.value,
      gw: t.gameWin.num / t.gameWin.den,
      ogw: t.ogw.value,
      gamePoints: p.gamePoints,
      gamesPlayed: p.gamesPlayed,
      dropped: p.dropped,
    };
  });
  return { afterRound, standings };
}
