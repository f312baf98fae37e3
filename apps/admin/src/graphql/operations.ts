/**
 * Every GraphQL document the app sends, in one place so names can follow the API.
 * Contract operations are in graphql-api.md; the others are listed in README.md.
 * The round clock lives apart, in clock-operations.ts.
 */
import type {
  AuthPayload,
  CreateEventInput,
  EventDetail,
  EventStatus,
  EventSummary,
  Infraction,
  InfractionInfo,
  IssuePenaltyInput,
  Match,
  MatchReport,
  PenaltyProposal,
  PenaltyRecord,
  Player,
  PlayerRef,
  Rel,
  Round,
  StaffMatch,
  StaffMember,
  Standing,
  UpdateEventInput,
  User,
  EventRole,
  EventStructure,
  MyEvent,
} from './api-types';
import { gql, type NoVariables } from './typed-document';

const PLAYER_REF = 'id name dropped';
const MATCH_FIELDS = `id round table bye wins draws status players { ${PLAYER_REF} }`;
const STAFF_MATCH_FIELDS = `${MATCH_FIELDS} extensionMinutes gameLosses turnTracker { phase turn of label finished activePlayer }`;
const EVENT_SUMMARY = 'id name format rel status startsAt';
const EVENT_DETAIL = `${EVENT_SUMMARY} joinCode capacity swissRounds topCut gamesPerMatch finalsGamesPerMatch roundMinutes myRoles
  structureWarnings importWarnings percentageFloor mulliganRule cancelled sanctioned sanctioningRequested rulesEdition constructedFormat decklistFormat decklistDeadline decklistsPublished teamFormat sanctioning { requested sanctioned decided reason minimum explanation }`;
const STANDING_FIELDS = `rank matchPoints record omw gw ogw percentageFloor player { ${PLAYER_REF} }`;
const PENALTY_FIELDS = `id infraction infractionName penalty upgraded explanation effect description deviationReason createdAt
  player { ${PLAYER_REF} } match { id round table }`;

// --- Session ---------------------------------------------------------------

export const LOG_IN = gql<{ logIn: AuthPayload }, { email: string; password: string }>(
  `mutation LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) { token user { id email displayName } }
  }`,
);

export const SIGN_UP = gql<{ signUp: AuthPayload }, { email: string; password: string; displayName: string }>(
  `mutation SignUp($email: String!, $password: String!, $displayName: String!) {
    signUp(email: $email, password: $password, displayName: $displayName) { token user { id email displayName } }
  }`,
);

export const ME = gql<{ me: User }, NoVariables>(`query Me { me { id email displayName } }`);

// --- Events ----------------------------------------------------------------

export const EVENTS = gql<{ events: EventSummary[] }, { status?: EventStatus | null }>(
  `query Events($status: EventStatus) { events(status: $status) { ${EVENT_SUMMARY} } }`,
);

/** The organizer's list: every event with the caller's roles in it. */
export const EVENTS_WITH_ROLES = gql<{ events: (EventSummary & { myRoles: EventRole[] })[] }, { status?: EventStatus | null }>(
  `query EventsWithRoles($status: EventStatus) { events(status: $status) { ${EVENT_SUMMARY} myRoles } }`,
);

export const EVENT_DETAIL_QUERY = gql<{ event: EventDetail | null }, { id: string }>(
  `query EventDetail($id: ID!) { event(id: $id) { ${EVENT_DETAIL} } }`,
);

export const CREATE_EVENT = gql<{ createEvent: EventDetail }, { input: CreateEventInput }>(
  `mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_DETAIL} } }`,
);

export const UPDATE_EVENT = gql<{ updateEvent: EventDetail }, { id: string; input: UpdateEventInput }>(
  `mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_DETAIL} } }`,
);

export const START_EVENT = gql<{ startEvent: { id: string; status: EventStatus } }, { eventId: string }>(
  `mutation StartEvent($eventId: ID!) { startEvent(eventId: $eventId) { id status } }`,
);

export const ADD_STAFF = gql<{ addStaff: { id: string } }, { eventId: string; email: string; role: 'ORGANIZER' | 'JUDGE' }>(
  `mutation AddStaff($eventId: ID!, $email: String!, $role: StaffRole!) { addStaff(eventId: $eventId, email: $email, role: $role) { id } }`,
);

export const REMOVE_STAFF = gql<{ removeStaff: { id: string } }, { eventId: string; userId: string }>(
  `mutation RemoveStaff($eventId: ID!, $userId: ID!) { removeStaff(eventId: $eventId, userId: $userId) { id } }`,
);

export const EVENT_STAFF = gql<{ event: { id: string; staff: StaffMember[] } | null }, { eventId: string }>(
  `query EventStaff($eventId: ID!) { event(id: $eventId) { id staff { role user { id email displayName } } } }`,
);

export const END_EVENT = gql<{ endEvent: { id: string; status: EventStatus } }, { eventId: string }>(
  `mutation EndEvent($eventId: ID!) { endEvent(eventId: $eventId) { id status } }`,
);

export const FINAL_STANDINGS = gql<{ finalStandings: Standing[] }, { eventId: string }>(
  `query FinalStandings($eventId: ID!) { finalStandings(eventId: $eventId) { ${STANDING_FIELDS} finish } }`,
);

export const EVENT_BY_CODE = gql<{ eventByCode: { id: string; name: string; status: EventStatus } | null }, { code: string }>(
  `query EventByCode($code: String!) { eventByCode(code: $code) { id name status } }`,
);

export const JOIN_EVENT = gql<{ joinEvent: { id: string; name: string } }, { code: string; name?: string | null }>(
  `mutation JoinEvent($code: String!, $name: String) { joinEvent(code: $code, name: $name) { id name } }`,
);

// --- Registration desk -------------------------------------------------------

export interface DeskEvent extends EventStructure {
  id: string;
  status: EventStatus;
  format: EventDetail['format'];
  rel: EventDetail['rel'];
  players: Player[];
  currentRound: { id: string; number: number } | null;
}

export const DESK = gql<{ event: DeskEvent | null }, { eventId: string }>(
  `query Desk($eventId: ID!) { event(id: $eventId) {
    id status format rel swissRounds topCut gamesPerMatch finalsGamesPerMatch roundMinutes
    players { id name wizardsId dropped byes decklistSubmitted }
    currentRound { id number }
  } }`,
);

export const REGISTER_PLAYERS = gql<{ registerPlayers: Player[] }, { eventId: string; players: { name: string; wizardsId: string | null; email: string | null }[] }>(
  `mutation RegisterPlayers($eventId: ID!, $players: [RosterEntryInput!]!) { registerPlayers(eventId: $eventId, players: $players) { id name wizardsId dropped byes decklistSubmitted } }`,
);

export const REGISTER_PLAYER = gql<
  { registerPlayer: Player },
  { eventId: string; name: string; wizardsId?: string | null; userId?: string | null; byes?: number | null; email?: string | null }
>(
  `mutation RegisterPlayer($eventId: ID!, $name: String!, $wizardsId: String, $userId: ID, $byes: Int, $email: String) {
    registerPlayer(eventId: $eventId, name: $name, wizardsId: $wizardsId, userId: $userId, byes: $byes, email: $email) {
      id name wizardsId dropped byes decklistSubmitted
    }
  }`,
);

export const DROP_PLAYER = gql<{ dropPlayer: PlayerRef }, { eventId: string; playerId: string }>(
  `mutation DropPlayer($eventId: ID!, $playerId: ID!) { dropPlayer(eventId: $eventId, playerId: $playerId) { ${PLAYER_REF} } }`,
);

// --- Rounds ------------------------------------------------------------------

export interface RoundSummary {
  id: string;
  number: number;
  kind: Round['kind'];
  published: boolean;
}

export interface RoundControlEvent {
  id: string;
  name: string;
  status: EventStatus;
  format: EventDetail['format'];
  rel: EventDetail['rel'];
  swissRounds: number;
  topCut: number;
  roundMinutes: number;
  myRoles: EventRole[];
  rounds: RoundSummary[];
  currentRound: Round<StaffMatch> | null;
}

export const ROUND_CONTROL = gql<{ event: RoundControlEvent | null }, { eventId: string }>(
  `query RoundControl($eventId: ID!) { event(id: $eventId) {
    id name status format rel swissRounds topCut roundMinutes myRoles
    rounds { id number kind published }
    currentRound { id number kind published matches { ${STAFF_MATCH_FIELDS} } }
  } }`,
);

/** Every round with its matches: for past-round corrections and the playoff bracket. */
export const ALL_ROUNDS = gql<
  { event: { id: string; name: string; topCut: number; status: EventStatus; rounds: Round<StaffMatch>[] } | null },
  { eventId: string }
>(
  `query AllRounds($eventId: ID!) { event(id: $eventId) {
    id name topCut status rounds { id number kind published matches { ${STAFF_MATCH_FIELDS} } }
  } }`,
);

export const PAIR_NEXT_ROUND = gql<{ pairNextRound: RoundSummary }, { eventId: string }>(
  `mutation PairNextRound($eventId: ID!) { pairNextRound(eventId: $eventId) { id number kind published } }`,
);

export const REPAIR_ROUND = gql<{ repairRound: RoundSummary }, { eventId: string }>(
  `mutation RepairRound($eventId: ID!) { repairRound(eventId: $eventId) { id number kind published } }`,
);

export const PUBLISH_ROUND = gql<{ publishRound: RoundSummary }, { roundId: string }>(
  `mutation PublishRound($roundId: ID!) { publishRound(roundId: $roundId) { id number kind published } }`,
);

// --- Results -----------------------------------------------------------------

export const SET_RESULT = gql<{ setResult: Match }, { matchId: string; wins: number[]; draws: number; reason: string }>(
  `mutation SetResult($matchId: ID!, $wins: [Int!]!, $draws: Int!, $reason: String!) {
    setResult(matchId: $matchId, wins: $wins, draws: $draws, reason: $reason) { ${MATCH_FIELDS} }
  }`,
);

export const REPORT_RESULT = gql<{ reportResult: Match }, { matchId: string; wins: number; losses: number; draws: number }>(
  `mutation ReportResult($matchId: ID!, $wins: Int!, $losses: Int!, $draws: Int!) {
    reportResult(matchId: $matchId, wins: $wins, losses: $losses, draws: $draws) { ${MATCH_FIELDS} }
  }`,
);

export const DISPUTED_MATCHES = gql<{ disputedMatches: (Match & { reports: MatchReport[] })[] }, { eventId: string }>(
  `query DisputedMatches($eventId: ID!) { disputedMatches(eventId: $eventId) { ${MATCH_FIELDS} reports { player { ${PLAYER_REF} } wins losses draws } } }`,
);

export const STANDINGS = gql<{ standings: Standing[] }, { eventId: string; afterRound?: number | null }>(
  `query Standings($eventId: ID!, $afterRound: Int) { standings(eventId: $eventId, afterRound: $afterRound) { ${STANDING_FIELDS} } }`,
);

// --- Judges --------------------------------------------------------------------

export const ISSUE_PENALTY = gql<{ issuePenalty: PenaltyRecord }, { input: IssuePenaltyInput }>(
  `mutation IssuePenalty($input: IssuePenaltyInput!) { issuePenalty(input: $input) { ${PENALTY_FIELDS} } }`,
);

export const INFRACTIONS = gql<{ infractions: InfractionInfo[] }, { rel: Rel }>(
  `query Infractions($rel: Rel!) { infractions(rel: $rel) { infraction name category ipgSection penalty } }`,
);

export const PENALTY_PROPOSAL = gql<
  { penaltyProposal: PenaltyProposal },
  { eventId: string; playerId: string; infraction: Infraction; minutesLate?: number | null; day?: number | null }
>(
  `query PenaltyProposal($eventId: ID!, $playerId: ID!, $infraction: Infraction!, $minutesLate: Int, $day: Int) {
    penaltyProposal(eventId: $eventId, playerId: $playerId, infraction: $infraction, minutesLate: $minutesLate, day: $day) {
      infraction penalty basePenalty upgraded explanation ipgSection source dropsPlayer
    }
  }`,
);

export const PENALTIES = gql<{ penalties: PenaltyRecord[] }, { eventId: string; playerId?: string | null }>(
  `query Penalties($eventId: ID!, $playerId: ID) { penalties(eventId: $eventId, playerId: $playerId) { ${PENALTY_FIELDS} } }`,
);

export const ADD_TIME_EXTENSION = gql<
  { addTimeExtension: StaffMatch },
  { matchId: string; minutes: number; reason: string }
>(
  `mutation AddTimeExtension($matchId: ID!, $minutes: Int!, $reason: String!) {
    addTimeExtension(matchId: $matchId, minutes: $minutes, reason: $reason) { ${STAFF_MATCH_FIELDS} }
  }`,
);

export const RECORD_DECK_CHECK = gql<{ recordDeckCheck: StaffMatch }, { matchId: string; minutesTaken: number; note?: string | null }>(
  `mutation RecordDeckCheck($matchId: ID!, $minutesTaken: Int!, $note: String) {
    recordDeckCheck(matchId: $matchId, minutesTaken: $minutesTaken, note: $note) { ${STAFF_MATCH_FIELDS} }
  }`,
);

/** MTR 2.4 on a paper match: time is called with this player active (index in players). */
export const START_TURN_TRACKER = gql<{ startTurnTracker: StaffMatch }, { matchId: string; activePlayer: number }>(
  `mutation StartTurnTracker($matchId: ID!, $activePlayer: Int!) { startTurnTracker(matchId: $matchId, activePlayer: $activePlayer) { ${STAFF_MATCH_FIELDS} } }`,
);

export const ADVANCE_TURN = gql<{ advanceTurn: StaffMatch }, { matchId: string; extraTurn: boolean }>(
  `mutation AdvanceTurn($matchId: ID!, $extraTurn: Boolean) { advanceTurn(matchId: $matchId, extraTurn: $extraTurn) { ${STAFF_MATCH_FIELDS} } }`,
);

// --- Export / import -------------------------------------------------------------

export const EXPORT_EVENT = gql<{ exportEvent: string }, { eventId: string }>(
  `query ExportEvent($eventId: ID!) { exportEvent(eventId: $eventId) }`,
);

export const IMPORT_EVENT = gql<{ importEvent: EventSummary & { importWarnings: string[] } }, { file: string; acceptRecorded: boolean }>(
  `mutation ImportEvent($file: String!, $acceptRecorded: Boolean) { importEvent(file: $file, acceptRecorded: $acceptRecorded) { ${EVENT_SUMMARY} importWarnings } }`,
);

// --- Public player pages -----------------------------------------------------------

export interface PublicEvent {
  id: string;
  name: string;
  format: EventDetail['format'];
  status: EventStatus;
  startsAt: string | null;
  roundMinutes: number;
  /** False when the event runs unsanctioned (below the minimum or by choice): not rated. */
  sanctioned: boolean;
  /** The code players type to join (shown on the big screen). */
  joinCode: string;
  cancelled: boolean;
  topCut: number;
  /** The caller's roles (PLAYER once registered); empty when signed out. */
  myRoles: EventRole[];
  currentRound: Round | null;
}

export const PUBLIC_EVENT = gql<{ event: PublicEvent | null }, { eventId: string }>(
  `query PublicEvent($eventId: ID!) { event(id: $eventId) {
    id name format status startsAt roundMinutes sanctioned joinCode cancelled topCut myRoles
    currentRound { id number kind published matches { ${MATCH_FIELDS} } }
  } }`,
);

export const MY_PAIRING = gql<{ myPairing: Match | null }, { eventId: string; playerName: string }>(
  `query MyPairing($eventId: ID!, $playerName: String!) { myPairing(eventId: $eventId, playerName: $playerName) { ${MATCH_FIELDS} } }`,
);

/** The signed-in caller's own entry in an event (null when they are not registered). */
export const MY_ENTRY = gql<{ event: { id: string; myRoles: EventRole[]; myPlayer: PlayerRef | null } | null }, { eventId: string }>(
  `query MyEntry($eventId: ID!) { event(id: $eventId) { id myRoles myPlayer { ${PLAYER_REF} } } }`,
);

/** The signed-in caller's events: where they play, are invited (myInvitation) or are staff. */
export const MY_EVENTS = gql<{ myEvents: MyEvent[] }, NoVariables>(
  `query MyEvents { myEvents { ${EVENT_SUMMARY} myRoles myPlayer { ${PLAYER_REF} } myInvitation { id name } } }`,
);

export const ACCEPT_ENTRY = gql<{ acceptEntry: { id: string; name: string } }, { playerId: string }>(
  `mutation AcceptEntry($playerId: ID!) { acceptEntry(playerId: $playerId) { id name } }`,
);

// --- Live updates (graphql-ws) -------------------------------------------------------

export const PAIRINGS_PUBLISHED = gql<{ pairingsPublished: Round }, { eventId: string }>(
  `subscription PairingsPublished($eventId: ID!) { pairingsPublished(eventId: $eventId) {
    id number kind published matches { ${MATCH_FIELDS} }
  } }`,
);

export const STANDINGS_UPDATED = gql<{ standingsUpdated: Standing[] }, { eventId: string }>(
  `subscription StandingsUpdated($eventId: ID!) { standingsUpdated(eventId: $eventId) { ${STANDING_FIELDS} } }`,
);

export const MATCH_UPDATED = gql<{ matchUpdated: Match }, { eventId: string }>(
  `subscription MatchUpdated($eventId: ID!) { matchUpdated(eventId: $eventId) { ${MATCH_FIELDS} } }`,
);

// --- Ratings -------------------------------------------------------------------

export interface RatingChange {
  eventId: string;
  eventName: string;
  before: number;
  after: number;
  matches: number;
}

export interface Rating {
  value: number;
  matches: number;
  category: string;
  history: RatingChange[];
}

/** A player's DCI rating in one category (null before their first rated match). */
export const RATING = gql<{ rating: Rating | null }, { userId: string; category: string }>(
  `query Rating($userId: ID!, $category: String!) { rating(userId: $userId, category: $category) { value matches category history { eventId eventName before after matches } } }`,
);

export interface PlayerRating {
  playerId: string;
  name: string;
  rating: number;
  matches: number;
  rated: boolean;
}

/** The event's players by rating, highest first (seeding, invitation tie-breaks). */
export const EVENT_RATINGS = gql<{ eventRatings: PlayerRating[] }, { eventId: string }>(
  `query EventRatings($eventId: ID!) { eventRatings(eventId: $eventId) { playerId name rating matches rated } }`,
);

// --- Event report for sanctioning ----------------------------------------------

export const EVENT_REPORT = gql<{ eventReport: string }, { eventId: string }>(`query EventReport($eventId: ID!) { eventReport(eventId: $eventId) }`);

export const UPLOAD_EVENT_REPORT = gql<{ uploadEventReport: EventSummary }, { file: string; acceptRecorded: boolean }>(
  `mutation UploadEventReport($file: String!, $acceptRecorded: Boolean) { uploadEventReport(file: $file, acceptRecorded: $acceptRecorded) { ${EVENT_SUMMARY} } }`,
);

export const CANCEL_EVENT = gql<{ cancelEvent: { id: string; status: EventStatus; cancelled: boolean } }, { eventId: string }>(
  `mutation CancelEvent($eventId: ID!) { cancelEvent(eventId: $eventId) { id status cancelled } }`,
);
