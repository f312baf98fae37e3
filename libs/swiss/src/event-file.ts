/** The document format tag every event file carries. */
export const EVENT_FILE_FORMAT = 'arbiter-event/1';

/** Whether a round belongs to the Swiss part or the single-elimination playoff. */
export type RoundKind = 'swiss' | 'playoff';

/** Event structure announced by round 1 (MTR App. E). */
export interface EventStructure {
  /** Number of Swiss rounds announced. */
  swissRounds: number;
  /** Size of the single-elimination top cut (0 = none). */
  topCut: number;
  /** Games per match in Swiss and playoff rounds (best of 3 by default, MTR 2.1). */
  matchGames: number;
  /** Games per match in the finals (best of 5 only if announced, MTR 2.1). */
  finalsGames: number;
}

/** A registered player. */
export interface EventPlayer {
  /** Stable id referenced everywhere else in the file. */
  id: string;
  name: string;
  /** Extension: draft pod number; players of a pod are paired within the pod. */
  pod?: number;
  /** Extension: table the player must sit at (accessibility); honoured by table assignment. */
  fixedTable?: number;
  /** Extension: the player's Wizards account id; identifies the player across event files (ratings). */
  wizardsId?: string;
}

/** A played (or being played) match between two players. */
export interface EventTwoPlayerMatch {
  table?: number;
  players: [string, string];
  /**
   * `[wins of players[0], wins of players[1], drawn games]`; absent while the match is
   * unfinished. `[0, 0, 0]` is an intentional draw with no game played (1 match point each).
   */
  games?: [number, number, number];
  /**
   * Team files, Trios only: seats A, B and C's own games (`[wins of players[0]'s team's
   * player, wins of the other, drawn]`), null for a seat left unplayed once decided.
   */
  seats?: ([number, number, number] | null)[];
}

/** A bye: a match win with games 2-0 (MTR App. C). */
export interface EventByeMatch {
  players: [string];
  bye: true;
}

/** One entry of a round. */
export type EventMatch = EventTwoPlayerMatch | EventByeMatch;

/** One round of the event. */
export interface EventRound {
  number: number;
  /** Extension: 'swiss' (default) or 'playoff'. Standings use Swiss rounds only. */
  kind?: RoundKind;
  /** Extension: the seed the pairing of this round was made with. */
  seed?: number;
  matches: EventMatch[];
}

/** A player who dropped after the given round (not paired again). */
export interface EventDrop {
  player: string;
  afterRound: number;
}

/**
 * A player who joined before the given round. Rounds 1..byes are byes (win 2-0); the
 * other rounds before `beforeRound` are match losses. The player is first paired in
 * round max(beforeRound, byes + 1), so up-front byes are `{player, beforeRound: 1, byes: N}`.
 */
export interface EventLateEntry {
  player: string;
  beforeRound: number;
  byes?: number;
}

/** Extension: a disqualification during the given round; the player leaves the standings. */
export interface EventDisqualification {
  player: string;
  round: number;
}

/**
 * The floor under every match-win and game-win % (MTR App. C). `1/3` is what the software of
 * record publishes (Melee: 1,508 of 1,778 real events match it exactly, none match 0.33);
 * `0.33` is the MTR's text ("if this number is lower than 0.33, use 0.33").
 */
export const PERCENTAGE_FLOORS = ['1/3', '0.33'] as const;
/** One of {@link PERCENTAGE_FLOORS}. */
export type PercentageFloor = (typeof PERCENTAGE_FLOORS)[number];
/** The floor used unless the event or the caller chooses the other one. */
export const DEFAULT_PERCENTAGE_FLOOR: PercentageFloor = '1/3';

/** Extension: scoring settings. */
export interface EventSettings {
  /** Floor of every MW% and GW% (default `1/3`); see {@link PERCENTAGE_FLOORS}. */
  percentageFloor?: PercentageFloor;
  /**
   * true (default, MTR App. C example): a player's own byes count in their match-win %.
   * false (Wizards Event Reporter): own byes are left out of MW% but still count 2-0 in GW%.
   */
  ownByesInMatchWin?: boolean;
}

/** The event-file document (shared/specs/event-files.md) with Arbiter's optional extensions. */
export interface EventFile {
  format: typeof EVENT_FILE_FORMAT;
  name: string;
  structure: EventStructure;
  players: EventPlayer[];
  rounds: EventRound[];
  drops: EventDrop[];
  lateEntries: EventLateEntry[];
  disqualifications?: EventDisqualification[];
  settings?: EventSettings;
}

/** True when the match entry is a bye. */
export function isBye(match: EventMatch): match is EventByeMatch {
  return (match as EventByeMatch).bye === true;
}

/** The kind of a round, defaulting to Swiss. */
export function roundKind(round: EventRound): RoundKind {
  return round.kind ?? 'swiss';
}

/** True when every two-player match of the round has a result. */
export function isRoundFinished(round: EventRound): boolean {
  return round.matches.every((match) => isBye(match) || match.games !== undefined);
}

/** First round in which a player may be paired, after late entry and awarded byes. */
export function firstPairableRound(entry: EventLateEntry | undefined): number {
  if (!entry) return 1;
  return Math.max(entry.beforeRound, (entry.byes ?? 0) + 1);
}
