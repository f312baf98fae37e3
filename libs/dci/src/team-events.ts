import { DciFailure, Side, fail, isNonNegativeInteger } from './dci-error';
import { Penalty } from './infraction-catalogue';
import { PenaltyEffect } from './penalty-effect';

/** Team formats: two players sharing one game, or three players each in their own seat match (MTR 1.x, team formats). */
export const TEAM_FORMATS = ['TWO_HEADED_GIANT', 'TRIOS'] as const;
/** One of {@link TEAM_FORMATS}. */
export type TeamFormat = (typeof TEAM_FORMATS)[number];

/** Seats of a team, in order; a 2HG team uses A and B. */
export const TEAM_SEATS = ['A', 'B', 'C'] as const;
/** One of {@link TEAM_SEATS}. */
export type TeamSeat = (typeof TEAM_SEATS)[number];

/** Players per team in each format. */
export const TEAM_SIZES: Readonly<Record<TeamFormat, 2 | 3>> = { TWO_HEADED_GIANT: 2, TRIOS: 3 };

/** True when the value names a team format. */
export function isTeamFormat(value: unknown): value is TeamFormat {
  return (TEAM_FORMATS as readonly unknown[]).includes(value);
}

/**
 * Whether time called uses the team count of additional turns: in Two-Headed Giant the
 * teammates share their turns, so it is turn 0 + 3 (MTR 2.4); Trios seats are ordinary
 * two-player matches with turn 0 + 5.
 */
export function teamTimeCalled(format: TeamFormat): boolean {
  return format === 'TWO_HEADED_GIANT';
}

/** A finished seat match of a Trios team match: games won by team A's and team B's player, drawn games. */
export type SeatGames = readonly [number, number, number];

/** A Trios team match's state derived from its seats. */
export interface TrioTeamResult {
  /** Seat matches won by team A, by team B, and drawn: the team match's "games" (see decisions: MTR App. C). */
  readonly games: readonly [number, number, number];
  /** A team has won two seats, or every seat is finished. */
  readonly decided: boolean;
  /** The team match's result once decided. */
  readonly winner: Side | 'draw' | null;
  /** Seats still unplayed; once decided they may stay unplayed (and score 0, MTR App. C). */
  readonly unplayedSeats: readonly TeamSeat[];
}

/**
 * The team's result in a three-player team match from its seat matches (MTR: a team wins
 * by winning two of the three). `seats[i]` is seat A, B, C's result, or null while unplayed.
 * A seat match's winner is the player with more game wins; equal wins is a drawn seat.
 */
export function trioTeamResult(seats: readonly (SeatGames | null)[]): TrioTeamResult | DciFailure {
  if (seats.length !== 3) return fail('INVALID_GAME_COUNT', `a Trios team match has 3 seat matches, got ${seats.length}`);
  let a = 0;
  let b = 0;
  let drawn = 0;
  const unplayedSeats: TeamSeat[] = [];
  for (const [i, seat] of seats.entries()) {
    if (seat === null) {
      unplayedSeats.push(TEAM_SEATS[i]);
      continue;
    }
    if (!seat.every(isNonNegativeInteger)) return fail('INVALID_GAME_COUNT', `seat ${TEAM_SEATS[i]}: games must be non-negative integers, got ${seat.join('-')}`);
    if (seat[0] > seat[1]) a++;
    else if (seat[1] > seat[0]) b++;
    else drawn++;
  }
  const decided = a >= 2 || b >= 2 || unplayedSeats.length === 0;
  const winner: TrioTeamResult['winner'] = !decided ? null : a > b ? 'A' : b > a ? 'B' : 'draw';
  return { games: [a, b, drawn], decided, winner, unplayedSeats };
}

/** What a player's penalty does to their team. */
export interface TeamPenaltyEffect {
  /** The penalty as it applies to the team's match (2HG: the team's game or match). */
  readonly scope: 'team-match' | 'seat-match' | 'none';
  /** Every player of the team leaves the event (a Disqualification of a team member). */
  readonly teamDisqualified: boolean;
}

/**
 * The effect of a player's penalty on their team (IPG team tournaments): in Two-Headed
 * Giant the teammates play one game, so a Game Loss or Match Loss is the team's; in Trios
 * it applies to the player's own seat match, which then counts toward the team result.
 * A Disqualification takes the whole team out of the event.
 */
export function teamPenaltyEffect(format: TeamFormat, penalty: Penalty, effect: PenaltyEffect): TeamPenaltyEffect {
  if (penalty === 'DISQUALIFICATION') return { scope: format === 'TWO_HEADED_GIANT' ? 'team-match' : 'seat-match', teamDisqualified: true };
  if (effect.kind === 'none') return { scope: 'none', teamDisqualified: false };
  return { scope: format === 'TWO_HEADED_GIANT' ? 'team-match' : 'seat-match', teamDisqualified: false };
}

/** A card name that appears in more than one of a team's decks. */
export interface UnifiedDeckConflict {
  readonly card: string;
  /** Indexes (into the decks given) of the decks that contain it. */
  readonly decks: readonly number[];
}

/**
 * Unified Constructed (MTR 7.x, team Constructed): across a team's decks (main deck and
 * sideboard together) no card other than basic lands may appear in more than one deck.
 * `decks[i]` lists deck i's card names, already normalized (one entry per copy is fine).
 * `isBasicLand` decides the exception. Conflicts in card-name order.
 */
export function unifiedDeckConflicts(decks: readonly (readonly string[])[], isBasicLand: (name: string) => boolean): UnifiedDeckConflict[] {
  const seen = new Map<string, Set<number>>();
  decks.forEach((deck, index) => {
    for (const card of deck) {
      if (isBasicLand(card)) continue;
      const holders = seen.get(card) ?? new Set<number>();
      holders.add(index);
      seen.set(card, holders);
    }
  });
  return [...seen.entries()]
    .filter(([, holders]) => holders.size > 1)
    .map(([card, holders]) => ({ card, decks: [...holders].sort((x, y) => x - y) }))
    .sort((x, y) => (x.card < y.card ? -1 : x.card > y.card ? 1 : 0));
}

/** Checks a team's player count for its format (2 in 2HG, 3 in Trios). */
export function checkTeamSize(format: TeamFormat, players: number): { ok: true } | DciFailure {
  const size = TEAM_SIZES[format];
  return players === size ? { ok: true } : fail('INVALID_ENTRANTS', `a ${format} team has ${size} players, got ${players}`);
}
