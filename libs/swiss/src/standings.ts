import { DEFAULT_PERCENTAGE_FLOOR, EventFile, PercentageFloor } from './event-file';
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
  /** The player's own match-win %, floored (MTR App. C; own byes per the event setting). */
  matchWinPercent: number;
  /** Opponents' match-win % average (each floored; byes are not opponents). */
  omw: number;
  /** Game-win %, floored; byes count as games won 2-0. */
  gw: number;
  /** Opponents' game-win % average (each floored). */
  ogw: number;
  gamePoints: number;
  gamesPlayed: number;
  dropped: boolean;
}

/** Standings after a given Swiss round. */
export interface StandingsReport {
  afterRound: number;
  /** The floor in force under every MW% and GW% of these standings. */
  percentageFloor: PercentageFloor;
  standings: Standing[];
}

/** Options of {@link computeStandings}. */
export interface StandingsOptions {
  /** Swiss round to compute standings after; defaults to (and is capped at) the last finished Swiss round. */
  afterRound?: number;
  /** Overrides the event's `settings.percentageFloor` (default `1/3`). */
  percentageFloor?: PercentageFloor;
}

/** An exact non-negative rational `num / den`. */
interface Ratio {
  num: number;
  den: number;
}

/** Each floor as an exact fraction. */
const FLOOR_RATIOS: Readonly<Record<PercentageFloor, Ratio>> = { '1/3': { num: 1, den: 3 }, '0.33': { num: 33, den: 100 } };

// MTR App. C: points / (3 x played), floored (played = 0 gives the floor).
function flooredPercent(points: number, played: number, floor: Ratio): Ratio {
  if (played === 0) return floor;
  const percent = { num: points, den: 3 * played };
  return compareRatios(percent, floor) < 0 ? floor : percent;
}

/** Average of ratios, kept both as a float and (lazily) as an exact fraction for near-ties. */
class RatioAverage {
  readonly value: number;
  private exactValue: [bigint, bigint] | undefined;

  constructor(
    private readonly terms: Ratio[],
    private readonly floor: Ratio,
  ) {
    // A player without opponents gets the floor (MTR App. C floors every percentage).
    let sum = 0;
    for (const term of terms) sum += term.num / term.den;
    this.value = terms.length === 0 ? floor.num / floor.den : sum / terms.length;
  }

  exact(): [bigint, bigint] {
    if (this.exactValue) return this.exactValue;
    if (this.terms.length === 0) return (this.exactValue = [BigInt(this.floor.num), BigInt(this.floor.den)]);
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
export function computeTiebreakers(history: EventHistory, ownByesInMatchWin: boolean, percentageFloor: PercentageFloor = DEFAULT_PERCENTAGE_FLOOR): Tiebreakers[] {
  const floor = FLOOR_RATIOS[percentageFloor];
  const matchWin = history.players.map((p) =>
    ownByesInMatchWin
      ? flooredPercent(p.matchPoints, p.roundsPlayed, floor)
      : // Wizards Event Reporter: own byes are left out of the player's match-win %.
        flooredPercent(p.matchPoints - 3 * p.byes, p.roundsPlayed - p.byes, floor),
  );
  const gameWin = history.players.map((p) => flooredPercent(p.gamePoints, p.gamesPlayed, floor));
  return history.players
    .filter((p) => p.entered)
    .map((player) => ({
      player,
      matchWin: matchWin[player.index],
      gameWin: gameWin[player.index],
      // MTR App. C: byes are not opponents; a dropped opponent counts over the rounds they played.
      omw: new RatioAverage(player.opponents.map((o) => matchWin[o]), floor),
      ogw: new RatioAverage(player.opponents.map((o) => gameWin[o]), floor),
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

/** The floor in force: the caller's choice, else the event's setting, else 1/3. */
export function percentageFloorOf(event: EventFile, override?: PercentageFloor): PercentageFloor {
  return override ?? event.settings?.percentageFloor ?? DEFAULT_PERCENTAGE_FLOOR;
}

/** Sorted tiebreakers of everyone entered and not disqualified (internal; used by pairing too). */
export function rankPlayers(event: EventFile, history: EventHistory, percentageFloor?: PercentageFloor): Tiebreakers[] {
  const ownByesInMatchWin = event.settings?.ownByesInMatchWin ?? true;
  return computeTiebreakers(history, ownByesInMatchWin, percentageFloorOf(event, percentageFloor))
    .filter((t) => !t.player.disqualified) // IPG 4.4: a disqualified player leaves the standings; the rest move up
    .sort(compareTiebreakers);
}

/**
 * Standings of a validated event after a Swiss round (MTR App. C): match points, then
 * OMW%, GW%, OGW% (each percentage floored at 1/3, or 0.33 by setting; byes not
 * opponents), then player id. The report says which floor is in force.
 * Playoff rounds are ignored; disqualified players are removed and the rest move up;
 * dropped players stay, flagged `dropped`. Expects an event that passed
 * {@link validateEventFile} (unknown player ids there are a broken invariant here).
 */
export function computeStandings(event: EventFile, options: StandingsOptions = {}): StandingsReport {
  const finished = lastFinishedSwissRound(event);
  const afterRound = Math.max(0, Math.min(options.afterRound ?? finished, finished));
  const history = buildEventHistory(event, afterRound);
  const percentageFloor = percentageFloorOf(event, options.percentageFloor);
  const standings = rankPlayers(event, history, percentageFloor).map((t, position): Standing => {
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
  return { afterRound, percentageFloor, standings };
}
