/**
 * Names for the API's types as the admin's operations select them. Every shape is generated
 * from the schema and the operations (generated/graphql.ts, `npm run codegen`); nothing here
 * is written by hand but the names and the few string fields the contract leaves as String.
 */
import type {
  EventDetailFragment,
  EventStructureFragment,
  EventSummaryFragment,
  InfractionsQuery,
  LimitedClockFieldsFragment,
  DeskPlayerFragment,
  DisputedMatchesQuery,
  EventStaffQuery,
  LogInMutation,
  MatchFieldsFragment,
  MeQuery,
  MyEventsQuery,
  PenaltyFieldsFragment,
  PenaltyProposalQuery,
  PlayerRefFragment,
  RoundClockFieldsFragment,
  RoundSummaryFragment,
  StaffMatchFieldsFragment,
  StandingFieldsFragment,
} from './generated/graphql';

export type {
  CreateEventInput,
  EventFormat,
  EventStatus,
  Infraction,
  IssuePenaltyInput,
  MulliganRule,
  Penalty,
  PercentageFloor,
  Rel,
  RulesEdition,
  StaffRole,
  UnsanctionedReason,
  UpdateEventInput,
} from './generated/graphql';

// The contract types these as String (graphql-api.md names their values).
export const MATCH_STATUSES = ['PENDING', 'REPORTED', 'DISPUTED', 'FINAL'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const ROUND_KINDS = ['SWISS', 'PLAYOFF'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
/** What the caller is in one event (`Event.myRoles`). */
export const EVENT_ROLES = ['ORGANIZER', 'JUDGE', 'PLAYER', 'ADMIN'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];
/** `Event.myRoles` is [String!]! in the contract: a role this app does not know is none of these. */
export function isEventRole(role: string): role is EventRole {
  return (EVENT_ROLES as readonly string[]).includes(role);
}
export const INFRACTION_CATEGORIES = ['GAME_PLAY_ERROR', 'TOURNAMENT_ERROR', 'UNSPORTING_CONDUCT'] as const;
export type InfractionCategory = (typeof INFRACTION_CATEGORIES)[number];
/** State of a round's clock (`roundClock`). */
export const CLOCK_STATUSES = ['NOT_STARTED', 'RUNNING', 'PAUSED', 'ENDED', 'UNTIMED'] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

export type User = NonNullable<MeQuery['me']>;
export type AuthPayload = LogInMutation['logIn'];
/** A player as the public sees them in pairings and standings. */
export type PlayerRef = PlayerRefFragment;
/** A player as the registration desk sees them. */
export type Player = DeskPlayerFragment;
export type Match = MatchFieldsFragment;
/** A match with the staff-only extras (time extensions, penalty games, the turn tracker). */
export type StaffMatch = StaffMatchFieldsFragment;
export type TurnTracker = NonNullable<StaffMatch['turnTracker']>;
export type Round<M extends Match = Match> = RoundSummaryFragment & { matches: M[] };
export type EventSummary = EventSummaryFragment;
export type EventStructure = EventStructureFragment;
/** An event as the organizer screens load it. */
export type EventDetail = EventDetailFragment;
export type Sanctioning = EventDetail['sanctioning'];
export type Standing = StandingFieldsFragment;
/** `infractions(rel)`: the server's IPG catalogue with the first-offense penalty at that REL. */
export type InfractionInfo = InfractionsQuery['infractions'][number];
/** `penaltyProposal`: what issuePenalty records for this player unless the judge deviates. */
export type PenaltyProposal = PenaltyProposalQuery['penaltyProposal'];
export type PenaltyRecord = PenaltyFieldsFragment;
export type RoundClock = RoundClockFieldsFragment;
/** A Limited event's deck registration and construction clock (MTR App. B). */
export type LimitedClock = LimitedClockFieldsFragment;
export type LimitedClockPhase = LimitedClock['phase'];
/** An organizer or judge of an event (`Event.staff`, for the event's staff). */
export type StaffMember = NonNullable<EventStaffQuery['event']>['staff'][number];
/** One seated player's report from their own side (`Match.reports`, staff only). */
export type MatchReport = DisputedMatchesQuery['disputedMatches'][number]['reports'][number];
/** An event in the caller's "My events": their roles, their entry, or an invitation waiting for them. */
export type MyEvent = MyEventsQuery['myEvents'][number];
