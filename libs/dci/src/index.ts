/**
 * @arbiter/dci — tournament policy (MTR, IPG, Judging at Regular REL) as pure functions over
 * plain data. See libs/dci/README.md.
 */
export type {
  DciError,
  DciErrorCode,
  DciFailure,
  Side,
} from './dci-error';
export {
  isDciFailure,
  opponentOf,
} from './dci-error';
export type {
  Infraction,
  InfractionCategory,
  InfractionEntry,
  Penalty,
  RegularRelHandling,
  Rel,
  UpgradeRule,
} from './infraction-catalogue';
export {
  INFRACTIONS,
  INFRACTION_CATALOGUE,
  PENALTIES,
  PENALTY_NAMES,
  RELS,
  comparePenalties,
} from './infraction-catalogue';
export type {
  PenaltyInput,
  PenaltyProposal,
  PenaltySource,
  PriorPenalty,
} from './penalty-proposal';
export {
  TARDINESS_MATCH_LOSS_AFTER_MINUTES,
  TARDINESS_WARNING_MAX_MINUTES,
  proposePenalty,
} from './penalty-proposal';
export type {
  DeviationReview,
} from './deviation-review';
export {
  reviewDeviation,
} from './deviation-review';
export type {
  DisqualificationEffect,
  DisqualificationReport,
  DisqualificationStatementBy,
  GameLossEffect,
  MatchLossEffect,
  MatchMoment,
  PenaltyContext,
  PenaltyEffect,
} from './penalty-effect';
export {
  penaltyEffect,
} from './penalty-effect';
export type {
  ApplyGameLossesInput,
  GameLossIssue,
  GameLossOutcome,
  GameLossRecord,
} from './game-loss-application';
export {
  applyGameLosses,
} from './game-loss-application';
export type {
  BestOf,
  GameScoreInput,
  GameWins,
  LegalGameScore,
  MatchResult,
  MatchStage,
  MatchStructureInput,
  RuleSet,
} from './match-structure';
export {
  BEST_OF_VALUES,
  RULE_SETS,
  checkMatchStructure,
  isLegalGameScore,
  matchResult,
  winsNeeded,
} from './match-structure';
export type {
  ChooserDecision,
  NextGameChooserInput,
  PreviousGame,
} from './play-draw-chooser';
export {
  nextGameChooser,
} from './play-draw-chooser';
export type {
  DeckFormat,
  EventLevel,
  LimitedClockPhase,
  LimitedClockPhaseName,
  LimitedDeckTimes,
  LimitedDeckTimesOptions,
  LimitedSchedule,
  RoundStage,
  RoundTimeLimitInput,
} from './time-limits';
export {
  MINIMUM_ROUND_MINUTES,
  PLAYOFF_ROUND_MINUTES,
  PROFESSIONAL_SWISS_ROUND_MINUTES,
  RECOMMENDED_SWISS_ROUND_MINUTES,
  LIMITED_SCHEDULES,
  NEW_SET_WEEKEND_EXTRA_BUILD_MINUTES,
  checkRoundMinutes,
  limitedClockPhases,
  limitedDeckTimes,
  roundTimeLimit,
} from './time-limits';
export type {
  TimeExtensionCause,
} from './time-extensions';
export {
  DECK_CHECK_EXTRA_MINUTES,
  PAUSE_THRESHOLD_MINUTES,
  timeExtensionMinutes,
  totalTimeExtension,
} from './time-extensions';
export type {
  AfterTimeInput,
  AfterTimeOutcome,
  StartTimeCalledInput,
  TimeCalledPhase,
  TimeCalledState,
  TimeCalledStatus,
  TurnEndedInput,
} from './time-called';
export {
  ADDITIONAL_TURNS,
  SLOW_PLAY_EXTRA_TURNS,
  TEAM_ADDITIONAL_TURNS,
  addSlowPlayPenalty,
  additionalTurnsFor,
  countSlowPlayPenalties,
  recordTurnEnded,
  resolveAfterTime,
  startTimeCalled,
  suddenDeathLoser,
  timeCalledStatus,
} from './time-called';
export type {
  DecklistError,
  DecklistErrorCode,
  DecklistInput,
} from './decklist-validation';
export {
  BASIC_LAND_NAMES,
  MAXIMUM_CONSTRUCTED_COPIES,
  MAXIMUM_CONSTRUCTED_SIDEBOARD,
  MINIMUM_MAIN_DECK,
  decklistRegistrationRequired,
  isBasicLand,
  normalizeCardName,
  validateDecklist,
} from './decklist-validation';
export type {
  SanctioningDecision,
  SanctioningInput,
  SanctioningMinimum,
  UnsanctionedReason,
} from './sanctioning';
export {
  SANCTIONING_MINIMUMS,
  decideSanctioning,
} from './sanctioning';
export type {
  EventPerson,
  StaffOfRecord,
  StaffOfRecordRole,
} from './eligibility';
export {
  STAFF_OF_RECORD_ROLES,
  checkPlayerEligibility,
  checkStaffEligibility,
  samePerson,
} from './eligibility';
export type {
  PlayerRating,
  RatedEventInput,
  RatedEventSummary,
  RatedMatchInput,
  RatedMatchRecord,
  RatingCategory,
  RatingChange,
  RatingEventType,
  RatingEventTypeInput,
  RatingSeed,
  RatingsResult,
} from './ratings';
export {
  DEFAULT_RATING_EVENT_TYPE,
  K_FACTORS,
  RATING_CATEGORIES,
  RATING_EVENT_TYPES,
  STARTING_RATING,
  checkRatingEventType,
  rateEvents,
  ratingAfterMatch,
  ratingScore,
  winExpectancy,
} from './ratings';
export type {
  EventReport,
  EventReportError,
  EventReportErrorCode,
  EventReportEvent,
  EventReportMatch,
  EventReportPenalty,
  EventReportPlayer,
  EventReportRound,
  EventReportStaff,
  EventReportStatus,
  EventReportStructure,
  EventReportValidation,
} from './event-report';
export {
  EVENT_REPORT_FORMAT,
  EVENT_REPORT_STATUSES,
  validateEventReport,
} from './event-report';
export type {
  SeatGames,
  TeamFormat,
  TeamPenaltyEffect,
  TeamSeat,
  TrioTeamResult,
  UnifiedDeckConflict,
} from './team-events';
export {
  TEAM_FORMATS,
  TEAM_SEATS,
  TEAM_SIZES,
  checkTeamSize,
  isTeamFormat,
  teamPenaltyEffect,
  teamTimeCalled,
  trioTeamResult,
  unifiedDeckConflicts,
} from './team-events';
export type { DraftCard, DraftPassDirection, DraftPick, DraftPickSource, DraftState, DraftView } from './booster-draft';
export { DRAFT_PASS_DIRECTIONS, DRAFT_PICK_SOURCES, DRAFT_REVIEW_SECONDS, DRAFT_ROUNDS, botPick, draftPickSeconds, draftView, isDraftFinished, pickCard, seatsToPick, startDraft } from './booster-draft';
export type { BasicLandName, LimitedDeck, LimitedDeckCheckOptions, LimitedDeckList, LimitedDeckProblem, LimitedDeckProblemCode, LimitedPoolCard } from './limited-deck';
export { LIMITED_BASIC_LANDS, BOT_LAND_COUNT, LIMITED_DECK_PROBLEMS, LIMITED_MINIMUM_DECK, MAX_BASICS_OF_A_KIND, botLimitedDeck, checkLimitedDeck } from './limited-deck';
export { WIZARDS_ID_DIGITS, normalizeWizardsId } from './wizards-id';
export type { DraftPodSeat } from './draft-pods';
export { MAX_DRAFT_POD_SIZE, draftPodSizes, seatDraftPods } from './draft-pods';
