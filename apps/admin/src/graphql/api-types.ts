import type { Infraction, Penalty } from '../../../../libs/dci/src/infraction-catalogue';

/** TypeScript shapes of the API's GraphQL types (graphql-api.md plus the fields listed in README.md). */

export type EventFormat = 'CONSTRUCTED' | 'LIMITED';
export type Rel = 'REGULAR' | 'COMPETITIVE' | 'PROFESSIONAL';
export type EventStatus = 'REGISTRATION' | 'RUNNING' | 'PLAYOFFS' | 'FINISHED';
export type StaffRole = 'ORGANIZER' | 'JUDGE';
/** What the caller is in one event (`Event.myRoles`). */
export type EventRole = 'ORGANIZER' | 'JUDGE' | 'PLAYER' | 'ADMIN';
export type RoundKind = 'SWISS' | 'PLAYOFF';
/** Today's MTR, or the seed's DCI Floor Rules as a named option. */
export type RulesEdition = 'CURRENT' | 'SEED_FLOOR_RULES';
export type UnsanctionedReason = 'BELOW_MINIMUM' | 'ORGANIZER_CHOICE';
/** Floor of every MW% and GW% (MTR App. C): 1/3 as Melee publishes, or the MTR text's 0.33. */
export type PercentageFloor = 'ONE_THIRD' | 'POINT_33';
/** Digital events' mulligan: today's London rule, or the seed's 2006 "draw one fewer". */
export type MulliganRule = 'LONDON' | 'CLASSIC_DRAW_ONE_FEWER';

/** `Event.sanctioning`: fixed when the event starts, a preview from registrations before. */
export interface Sanctioning {
  requested: boolean;
  sanctioned: boolean;
  decided: boolean;
  reason: UnsanctionedReason | null;
  minimum: number;
  explanation: string;
}
export type MatchStatus = 'PENDING' | 'REPORTED' | 'DISPUTED' | 'FINAL';

// The GraphQL enums are built from libs/dci's catalogue; the types come from the same place.
export type { Infraction, Penalty };

export interface User {
  id: string;
  email: string;
  displayName: string;
}

export interface AuthPayload {
  token: string;
  user: User;
}

/** A player as the public sees them in pairings and standings. */
export interface PlayerRef {
  id: string;
  name: string;
  dropped: boolean;
}

/** A player as the registration desk sees them. */
export interface Player extends PlayerRef {
  wizardsId: string | null;
  byes: number;
  decklistSubmitted: boolean;
}

export interface Match {
  id: string;
  round: number;
  table: number | null;
  players: PlayerRef[];
  bye: boolean;
  /** Games won by players[0], players[1]; null until final. */
  wins: number[] | null;
  draws: number | null;
  status: MatchStatus;
}

/** A match with the staff-only extras (time extensions). */
export interface StaffMatch extends Match {
  extensionMinutes: number;
  /** Games lost by penalty by players[0], players[1]. */
  gameLosses: number[];
  /** The end-of-round procedure once time is called (MTR 2.4), kept by the API. */
  turnTracker: TurnTracker | null;
}

export interface TurnTracker {
  phase: string;
  turn: number;
  of: number;
  label: string;
  finished: boolean;
  /** Index in players of the active player. */
  activePlayer: number;
}

export interface Round<M extends Match = Match> {
  id: string;
  number: number;
  kind: RoundKind;
  published: boolean;
  matches: M[];
}

export interface EventSummary {
  id: string;
  name: string;
  format: EventFormat;
  rel: Rel;
  status: EventStatus;
  startsAt: string | null;
}

export interface EventStructure {
  swissRounds: number;
  topCut: number;
  gamesPerMatch: number;
  finalsGamesPerMatch: number;
  roundMinutes: number;
}

/** An event as the organizer screens load it. */
/** An event in the caller's "My events": their roles, their entry, or an invitation waiting for them. */
export interface MyEvent extends EventSummary {
  myRoles: EventRole[];
  myPlayer: PlayerRef | null;
  myInvitation: { id: string; name: string } | null;
}

export interface EventDetail extends EventSummary, EventStructure {
  myRoles: EventRole[];
  /** Short public code players type on their phone (no 0/O/1/I). */
  joinCode: string;
  /** Most active players who may sign themselves up; null = no limit. */
  capacity: number | null;
  sanctioned: boolean;
  sanctioningRequested: boolean;
  rulesEdition: RulesEdition;
  sanctioning: Sanctioning;
  /** Allowed, but worth a second look (best of one, a best-of-five final, short rounds), in words. */
  structureWarnings: string[];
  percentageFloor: PercentageFloor;
  mulliganRule: MulliganRule;
  /** The organizer cancelled it (it is then FINISHED and unrated). */
  cancelled: boolean;
  /** Results an import kept as recorded although the rules forbid them. */
  importWarnings: string[];
  /** Constructed events: the format lists are checked against; null = freeform. */
  constructedFormat: string | null;
  /** What lists are checked against: limited, or constructedFormat (freeform when none). */
  decklistFormat: string;
  decklistDeadline: string | null;
  decklistsPublished: boolean;
  /** Team events: TWO_HEADED_GIANT or TRIOS; null for an individual event. */
  teamFormat: TeamFormat | null;
}

/** Team formats: two players sharing a game, or three players in seat matches A, B, C. */
export type TeamFormat = 'TWO_HEADED_GIANT' | 'TRIOS';

export interface Standing {
  rank: number;
  /** Final standings only: winner, final, semifinal, quarterfinal, swiss. */
  finish?: string | null;
  player: PlayerRef;
  matchPoints: number;
  record: string;
  omw: number;
  gw: number;
  ogw: number;
  percentageFloor: PercentageFloor;
}

export type InfractionCategory = 'GAME_PLAY_ERROR' | 'TOURNAMENT_ERROR' | 'UNSPORTING_CONDUCT';

/** `infractions(rel)`: the server's IPG catalogue with the first-offense penalty at that REL. */
export interface InfractionInfo {
  infraction: Infraction;
  name: string;
  category: InfractionCategory;
  ipgSection: string;
  penalty: Penalty;
}

/** `penaltyProposal`: what issuePenalty records for this player unless the judge deviates. */
export interface PenaltyProposal {
  infraction: Infraction;
  penalty: Penalty;
  basePenalty: Penalty;
  upgraded: boolean;
  explanation: string;
  ipgSection: string;
  source: string;
  dropsPlayer: boolean;
}

export interface PenaltyRecord {
  id: string;
  infraction: Infraction;
  /** The IPG's name of the infraction. */
  infractionName: string;
  penalty: Penalty;
  upgraded: boolean;
  explanation: string;
  /** What the penalty did to the match, e.g. "game loss recorded on table 3 (1 game lost by penalty)". */
  effect: string;
  description: string;
  deviationReason: string | null;
  createdAt: string;
  player: PlayerRef;
  match: { id: string; round: number; table: number | null } | null;
}

export interface CreateEventInput {
  name: string;
  format: EventFormat;
  rel: Rel;
  startsAt?: string | null;
  swissRounds?: number | null;
  topCut?: number | null;
  gamesPerMatch?: number | null;
  finalsGamesPerMatch?: number | null;
  roundMinutes?: number | null;
  sanctioningRequested?: boolean | null;
  rulesEdition?: RulesEdition | null;
  percentageFloor?: PercentageFloor | null;
  mulliganRule?: MulliganRule | null;
  /** "" clears it (freeform). */
  constructedFormat?: string | null;
  decklistDeadline?: string | null;
  /** Create only: makes a team event. */
  teamFormat?: TeamFormat | null;
}

export type UpdateEventInput = Partial<CreateEventInput> & { decklistsPublished?: boolean | null };

export interface IssuePenaltyInput {
  eventId: string;
  playerId: string;
  matchId?: string | null;
  infraction: Infraction;
  description: string;
  penalty?: Penalty | null;
  deviationReason?: string | null;
  minutesLate?: number | null;
  day?: number | null;
}

/** State of a round's clock (`roundClock`). */
export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'PAUSED' | 'ENDED' | 'UNTIMED';

export interface RoundClock {
  roundId: string;
  status: ClockStatus;
  /** Seconds left when the server answered; counts down locally while RUNNING. */
  remainingSeconds: number | null;
  /** Null for an untimed round (the final). */
  durationSeconds: number | null;
}

/** A Limited event's deck clock phase (MTR App. B; seed Floor Rules 112). */
export interface LimitedClockPhase {
  phase: 'registration' | 'build' | 'registration-and-build';
  /** The phase in words, e.g. "Deck construction". */
  label: string;
  minutes: number;
}

/** A Limited event's deck registration and construction clock. */
export interface LimitedClock {
  eventId: string;
  schedule: string;
  phaseNumber: number;
  phase: LimitedClockPhase;
  phases: LimitedClockPhase[];
  status: 'RUNNING' | 'PAUSED' | 'ENDED';
  /** Seconds left when the server answered; counts down locally while RUNNING. */
  remainingSeconds: number;
  durationSeconds: number;
  timeUp: boolean;
  hasNextPhase: boolean;
}

/** An organizer or judge of an event (`Event.staff`, for the event's staff). */
export interface StaffMember {
  user: User;
  role: StaffRole;
}

/** One seated player's report from their own side (`Match.reports`, staff only). */
export interface MatchReport {
  player: PlayerRef;
  wins: number;
  losses: number;
  draws: number;
}
