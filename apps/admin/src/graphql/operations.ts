/**
 * The app's GraphQL documents under the names the screens use. The operations are written in
 * operations.graphql (fragments in fragments.graphql); their documents and result types are
 * generated into generated/graphql.ts by `npm run codegen`. Contract operations are in
 * graphql-api.md; the others are listed in README.md. The round clock lives apart, in
 * clock-operations.ts.
 */
import type { AnnouncementFieldsFragment, BracketRoundsQuery, DeskQuery, EventRatingsQuery, PublicEventQuery, RatingQuery, RoundControlQuery, RoundSummaryFragment } from './generated/graphql';

export {
  LogInDocument as LOG_IN,
  SignUpDocument as SIGN_UP,
  MeDocument as ME,
  EventsDocument as EVENTS,
  EventsWithRolesDocument as EVENTS_WITH_ROLES,
  EventDetailDocument as EVENT_DETAIL_QUERY,
  CreateEventDocument as CREATE_EVENT,
  UpdateEventDocument as UPDATE_EVENT,
  StartEventDocument as START_EVENT,
  AddStaffDocument as ADD_STAFF,
  RemoveStaffDocument as REMOVE_STAFF,
  EventStaffDocument as EVENT_STAFF,
  EndEventDocument as END_EVENT,
  DeskDocument as DESK,
  RegisterPlayerDocument as REGISTER_PLAYER,
  RegisterPlayersDocument as REGISTER_PLAYERS,
  DropPlayerDocument as DROP_PLAYER,
  UndoDropDocument as UNDO_DROP,
  RemovePlayerDocument as REMOVE_PLAYER,
  RenamePlayerDocument as RENAME_PLAYER,
  RoundControlDocument as ROUND_CONTROL,
  PastRoundDocument as PAST_ROUND,
  BracketRoundsDocument as BRACKET_ROUNDS,
  PairNextRoundDocument as PAIR_NEXT_ROUND,
  DraftPodAssignmentDocument as DRAFT_POD_ASSIGNMENT,
  AssignDraftPodsDocument as ASSIGN_DRAFT_PODS,
  RepairRoundDocument as REPAIR_ROUND,
  PlayoffCutDocument as PLAYOFF_CUT,
  RecutPlayoffDocument as RECUT_PLAYOFF,
  PublishRoundDocument as PUBLISH_ROUND,
  SetResultDocument as SET_RESULT,
  ReportResultDocument as REPORT_RESULT,
  DisputedMatchesDocument as DISPUTED_MATCHES,
  StandingsDocument as STANDINGS,
  FinalStandingsDocument as FINAL_STANDINGS,
  IssuePenaltyDocument as ISSUE_PENALTY,
  InfractionsDocument as INFRACTIONS,
  PenaltyProposalDocument as PENALTY_PROPOSAL,
  PenaltiesDocument as PENALTIES,
  AddTimeExtensionDocument as ADD_TIME_EXTENSION,
  RecordDeckCheckDocument as RECORD_DECK_CHECK,
  StartTurnTrackerDocument as START_TURN_TRACKER,
  AdvanceTurnDocument as ADVANCE_TURN,
  ExportEventDocument as EXPORT_EVENT,
  ImportEventDocument as IMPORT_EVENT,
  PublicEventDocument as PUBLIC_EVENT,
  MyPairingDocument as MY_PAIRING,
  MyEntryDocument as MY_ENTRY,
  MyReportDocument as MY_REPORT,
  MyEventsDocument as MY_EVENTS,
  AcceptEntryDocument as ACCEPT_ENTRY,
  EventByCodeDocument as EVENT_BY_CODE,
  JoinWaitlistDocument as JOIN_WAITLIST,
  LeaveWaitlistDocument as LEAVE_WAITLIST,
  EventCalendarDocument as EVENT_CALENDAR,
  WaitlistDocument as WAITLIST,
  PromoteWaitlistedDocument as PROMOTE_WAITLISTED,
  RemoveWaitlistedDocument as REMOVE_WAITLISTED,
  DuplicateEventDocument as DUPLICATE_EVENT,
  JoinEventDocument as JOIN_EVENT,
  PairingsPublishedDocument as PAIRINGS_PUBLISHED,
  StandingsUpdatedDocument as STANDINGS_UPDATED,
  MatchUpdatedDocument as MATCH_UPDATED,
  RatingDocument as RATING,
  EventRatingsDocument as EVENT_RATINGS,
  EventReportDocument as EVENT_REPORT,
  UploadEventReportDocument as UPLOAD_EVENT_REPORT,
  CancelEventDocument as CANCEL_EVENT,
  MyMatchesDocument as MY_MATCHES,
  EventStatusDocument as EVENT_STATUS,
  AnnouncementsDocument as ANNOUNCEMENTS,
  SendAnnouncementDocument as SEND_ANNOUNCEMENT,
  AnnouncementMadeDocument as ANNOUNCEMENT_MADE,
} from './generated/graphql';

/** The registration desk's event. */
export type DeskEvent = NonNullable<DeskQuery['event']>;
export type RoundSummary = RoundSummaryFragment;
export type RoundControlEvent = NonNullable<RoundControlQuery['event']>;
export type BracketRoundsEvent = NonNullable<BracketRoundsQuery['event']>;
/** An event as the public player pages load it (`sanctioned` false: not rated). */
export type PublicEvent = NonNullable<PublicEventQuery['event']>;
/** A player's DCI rating in one category. */
export type Rating = NonNullable<RatingQuery['rating']>;
export type RatingChange = Rating['history'][number];
/** The event's players by rating, highest first (seeding, invitation tie-breaks). */
export type PlayerRating = EventRatingsQuery['eventRatings'][number];
/** A message from the event's staff to every player. */
export type Announcement = AnnouncementFieldsFragment;
