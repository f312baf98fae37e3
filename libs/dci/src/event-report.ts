import { BestOf, BEST_OF_VALUES, isLegalGameScore, RULE_SETS, RuleSet } from './match-structure';
import { checkPlayerEligibility, STAFF_OF_RECORD_ROLES, StaffOfRecordRole } from './eligibility';
import { Infraction, INFRACTIONS, Penalty, PENALTIES, Rel, RELS } from './infraction-catalogue';
import { K_FACTORS, RATING_CATEGORIES, RATING_EVENT_TYPES, RatingCategory, RatingEventType } from './ratings';
import { SANCTIONING_MINIMUMS, UnsanctionedReason } from './sanctioning';

/** The format tag every event report carries (docs/event-report-file.md). */
export const EVENT_REPORT_FORMAT = 'arbiter-event-report/1';

/** How the event ended, for the report. */
export const EVENT_REPORT_STATUSES = ['FINISHED', 'CANCELLED'] as const;
/** One of {@link EVENT_REPORT_STATUSES}. */
export type EventReportStatus = (typeof EVENT_REPORT_STATUSES)[number];

/** The event as reported for sanctioning. */
export interface EventReportEvent {
  /** The platform's event id. */
  id: string;
  name: string;
  /** Rating category of the event's format. */
  format: RatingCategory;
  rel: Rel;
  /** Rules edition the event ran under. */
  rules: RuleSet;
  status: EventReportStatus;
  /** ISO 8601 date-time, or null when not scheduled. */
  startsAt: string | null;
  sanctioned: boolean;
  /** Why the event is unsanctioned; null when sanctioned. */
  unsanctionedReason: UnsanctionedReason | null;
  ratingEventType: RatingEventType;
  kFactor: number;
}

/** The announced match structure. */
export interface EventReportStructure {
  swissRounds: number;
  topCut: number;
  matchGames: BestOf;
  finalsGames: BestOf;
  roundMinutes: number;
}

/** A staff member of record. */
export interface EventReportStaff {
  name: string;
  wizardsId: string | null;
  role: StaffOfRecordRole;
}

/** A registered player. */
export interface EventReportPlayer {
  /** Id used by the rounds and penalties of this report. */
  id: string;
  name: string;
  wizardsId: string | null;
  /** The last round played before dropping; null when the player did not drop. */
  droppedAfterRound: number | null;
  disqualified: boolean;
}

/** A played match, or a bye. */
export type EventReportMatch =
  | { table: number | null; players: [string, string]; games: [number, number, number] }
  | { players: [string]; bye: true };

/** A round and its results. */
export interface EventReportRound {
  number: number;
  kind: 'SWISS' | 'PLAYOFF';
  matches: EventReportMatch[];
}

/** A penalty issued during the event. */
export interface EventReportPenalty {
  player: string;
  /** Round number, or null when issued outside a round. */
  round: number | null;
  infraction: Infraction;
  penalty: Penalty;
  upgraded: boolean;
  /** A deviation from the guide's penalty (approved by the head judge). */
  deviation: boolean;
  description: string;
}

/** The event report file: what an organizer sends for sanctioning (docs/event-report-file.md). */
export interface EventReport {
  format: typeof EVENT_REPORT_FORMAT;
  /** ISO 8601 date-time the report was written. */
  generatedAt: string;
  event: EventReportEvent;
  structure: EventReportStructure;
  staff: EventReportStaff[];
  players: EventReportPlayer[];
  rounds: EventReportRound[];
  penalties: EventReportPenalty[];
}

/** Stable codes of problems in an event report. */
export type EventReportErrorCode = 'INVALID_FORMAT' | 'INVALID_FIELD' | 'DUPLICATE_PLAYER' | 'UNKNOWN_PLAYER' | 'IMPOSSIBLE_RESULT' | 'STAFF_CANNOT_PLAY' | 'BELOW_SANCTIONING_MINIMUM';

/** One problem in an event report: a code, the JSON path and a message naming it. */
export interface EventReportError {
  code: EventReportErrorCode;
  path: string;
  message: string;
}

/** Result of {@link validateEventReport}. */
export type EventReportValidation = { ok: true; report: EventReport; warnings: EventReportError[] } | { ok: false; errors: EventReportError[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isDate = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const oneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);

class ReportChecker {
  readonly errors: EventReportError[] = [];
  readonly warnings: EventReportError[] = [];

  constructor(private readonly acceptRecorded: boolean) {}

  add(code: EventReportErrorCode, path: string, message: string): void {
    this.errors.push({ code, path, message: `${path}: ${message}` });
  }

  /** Checks `object[key]`; the expectation is named in the message. */
  field(object: Json, path: string, key: string, check: (value: unknown) => boolean, expected: string): boolean {
    if (check(object[key])) return true;
    this.add('INVALID_FIELD', `${path}.${key}`, `expected ${expected}, got ${JSON.stringify(object[key]) ?? 'nothing'}`);
    return false;
  }

  list(object: Json, key: string): unknown[] {
    if (Array.isArray(object[key])) return object[key] as unknown[];
    this.add('INVALID_FIELD', key, `expected an array, got ${JSON.stringify(object[key]) ?? 'nothing'}`);
    return [];
  }

  recorded(path: string, message: string): void {
    if (this.acceptRecorded) this.warnings.push({ code: 'IMPOSSIBLE_RESULT', path, message: `${path}: ${message}; kept as recorded` });
    else this.add('IMPOSSIBLE_RESULT', path, message);
  }
}

/**
 * Checks an untrusted value (an uploaded report) against the event report format and the
 * sanctioning rules it records: players and penalties refer to registered players, every
 * result is possible for the best-of (or, with `acceptRecorded`, kept as recorded with a
 * warning), a sanctioned event meets the minimum and no staff member of record played in it
 * (UTR 3). Returns the typed report or every problem found, each with a code and a path.
 */
export function validateEventReport(input: unknown, options: { acceptRecorded?: boolean } = {}): EventReportValidation {
  const check = new ReportChecker(options.acceptRecorded === true);
  if (!isObject(input) || input.format !== EVENT_REPORT_FORMAT) {
    check.add('INVALID_FORMAT', 'format', `expected an event report with format "${EVENT_REPORT_FORMAT}", got ${JSON.stringify(isObject(input) ? input.format : input) ?? 'nothing'}`);
    return { ok: false, errors: check.errors };
  }
  check.field(input, '$', 'generatedAt', isDate, 'an ISO 8601 date-time');
  const event = isObject(input.event) ? input.event : undefined;
  if (!event) check.add('INVALID_FIELD', 'event', 'expected an object');
  else {
    check.field(event, 'event', 'id', isText, 'a non-empty string');
    check.field(event, 'event', 'name', isText, 'a non-empty string');
    check.field(event, 'event', 'format', oneOf(RATING_CATEGORIES), RATING_CATEGORIES.join(' or '));
    check.field(event, 'event', 'rel', oneOf(RELS), RELS.join(', '));
    check.field(event, 'event', 'rules', oneOf(RULE_SETS), RULE_SETS.join(' or '));
    check.field(event, 'event', 'status', oneOf(EVENT_REPORT_STATUSES), EVENT_REPORT_STATUSES.join(' or '));
    check.field(event, 'event', 'startsAt', orNull(isDate), 'an ISO 8601 date-time or null');
    if (check.field(event, 'event', 'sanctioned', (v) => typeof v === 'boolean', 'true or false')) {
      const reasons = event.sanctioned ? [null] : ['BELOW_MINIMUM', 'ORGANIZER_CHOICE'];
      check.field(event, 'event', 'unsanctionedReason', oneOf(reasons), event.sanctioned ? 'null for a sanctioned event' : 'BELOW_MINIMUM or ORGANIZER_CHOICE');
    }
    if (check.field(event, 'event', 'ratingEventType', oneOf(RATING_EVENT_TYPES), RATING_EVENT_TYPES.join(', '))) {
      const kFactor = K_FACTORS[event.ratingEventType as RatingEventType];
      check.field(event, 'event', 'kFactor', (v) => v === kFactor, `${kFactor} (the K-value of ${String(event.ratingEventType)})`);
    }
  }
  const structure = isObject(input.structure) ? input.structure : undefined;
  if (!structure) check.add('INVALID_FIELD', 'structure', 'expected an object');
  else {
    for (const key of ['swissRounds', 'topCut', 'roundMinutes']) check.field(structure, 'structure', key, isCount, 'a whole number of zero or more');
    for (const key of ['matchGames', 'finalsGames']) check.field(structure, 'structure', key, oneOf(BEST_OF_VALUES), '1, 3 or 5');
  }
  const staff = checkStaff(check, check.list(input, 'staff'));
  const players = checkPlayers(check, check.list(input, 'players'));
  const known = new Set(players.map((p) => p.id));
  const rounds = check.list(input, 'rounds');
  rounds.forEach((round, index) => checkRound(check, round, index, known, structure));
  check.list(input, 'penalties').forEach((penalty, index) => checkPenalty(check, penalty, index, known));
  if (event && event.sanctioned === true && check.errors.length === 0) {
    const minimum = SANCTIONING_MINIMUMS[event.rules as RuleSet].players;
    if (players.length < minimum) check.add('BELOW_SANCTIONING_MINIMUM', 'event.sanctioned', `a sanctioned event needs at least ${minimum} players; this report has ${players.length}`);
    players.forEach((player, index) => {
      const eligibility = checkPlayerEligibility({ sanctioned: true, player, staff: staff.map((s) => ({ ...s, userId: null })) });
      if ('error' in eligibility) check.add('STAFF_CANNOT_PLAY', `players[${index}]`, eligibility.error.message);
    });
  }
  if (check.errors.length > 0) return { ok: false, errors: check.errors };
  return { ok: true, report: input as unknown as EventReport, warnings: check.warnings };
}

function checkStaff(check: ReportChecker, staff: unknown[]): EventReportStaff[] {
  const valid: EventReportStaff[] = [];
  staff.forEach((member, index) => {
    const path = `staff[${index}]`;
    if (!isObject(member)) return check.add('INVALID_FIELD', path, 'expected {name, wizardsId, role}');
    const ok = [
      check.field(member, path, 'name', isText, 'a non-empty string'),
      check.field(member, path, 'wizardsId', orNull(isText), 'a Wizards id or null'),
      check.field(member, path, 'role', oneOf(STAFF_OF_RECORD_ROLES), STAFF_OF_RECORD_ROLES.join(', ')),
    ].every(Boolean);
    if (ok) valid.push(member as unknown as EventReportStaff);
  });
  return valid;
}

function checkPlayers(check: ReportChecker, players: unknown[]): EventReportPlayer[] {
  const valid: EventReportPlayer[] = [];
  const seen = new Set<unknown>();
  players.forEach((player, index) => {
    const path = `players[${index}]`;
    if (!isObject(player)) return check.add('INVALID_FIELD', path, 'expected {id, name, wizardsId, droppedAfterRound, disqualified}');
    const ok = [
      check.field(player, path, 'id', isText, 'a non-empty string'),
      check.field(player, path, 'name', isText, 'a non-empty string'),
      check.field(player, path, 'wizardsId', orNull(isText), 'a Wizards id or null'),
      check.field(player, path, 'droppedAfterRound', orNull(isCount), 'a round number or null'),
      check.field(player, path, 'disqualified', (v) => typeof v === 'boolean', 'true or false'),
    ].every(Boolean);
    if (!ok) return;
    if (seen.has(player.id)) return check.add('DUPLICATE_PLAYER', `${path}.id`, `player id "${String(player.id)}" is listed twice`);
    seen.add(player.id);
    valid.push(player as unknown as EventReportPlayer);
  });
  return valid;
}

function checkPlayerRefs(check: ReportChecker, path: string, ids: unknown, count: number, known: Set<string>): ids is string[] {
  if (!Array.isArray(ids) || ids.length !== count) {
    check.add('INVALID_FIELD', path, `expected ${count === 1 ? 'one player id' : 'two player ids'}, got ${JSON.stringify(ids) ?? 'nothing'}`);
    return false;
  }
  let ok = true;
  ids.forEach((id, slot) => {
    if (typeof id === 'string' && known.has(id)) return;
    check.add('UNKNOWN_PLAYER', `${path}[${slot}]`, `unknown player id ${JSON.stringify(id)} (not in players)`);
    ok = false;
  });
  return ok;
}

function checkRound(check: ReportChecker, round: unknown, index: number, known: Set<string>, structure: Json | undefined): void {
  const path = `rounds[${index}]`;
  if (!isObject(round)) return check.add('INVALID_FIELD', path, 'expected {number, kind, matches}');
  check.field(round, path, 'number', (v) => v === index + 1, `round number ${index + 1}`);
  const kindOk = check.field(round, path, 'kind', oneOf(['SWISS', 'PLAYOFF']), 'SWISS or PLAYOFF');
  if (!Array.isArray(round.matches)) return check.add('INVALID_FIELD', `${path}.matches`, 'expected an array of matches');
  const playoff = round.kind === 'PLAYOFF';
  const matchGames = structure && BEST_OF_VALUES.includes(structure.matchGames as BestOf) ? (structure.matchGames as BestOf) : 3;
  const finalsGames = structure && BEST_OF_VALUES.includes(structure.finalsGames as BestOf) ? (structure.finalsGames as BestOf) : matchGames;
  const bestOf = (playoff ? Math.max(matchGames, finalsGames) : matchGames) as BestOf;
  round.matches.forEach((match: unknown, matchIndex: number) => {
    const matchPath = `${path}.matches[${matchIndex}]`;
    if (!isObject(match)) return check.add('INVALID_FIELD', matchPath, 'expected a match {table, players, games} or a bye {players, bye: true}');
    if (match.bye === true) {
      checkPlayerRefs(check, `${matchPath}.players`, match.players, 1, known);
      return;
    }
    check.field(match, matchPath, 'table', orNull((v) => isCount(v) && v >= 1), 'a table number from 1 or null');
    const playersOk = checkPlayerRefs(check, `${matchPath}.players`, match.players, 2, known);
    const games = match.games;
    if (!Array.isArray(games) || games.length !== 3 || !games.every(isCount)) {
      return check.add('INVALID_FIELD', `${matchPath}.games`, `expected [wins of players[0], wins of players[1], drawn games], got ${JSON.stringify(games) ?? 'nothing'}`);
    }
    if (!playersOk || !kindOk) return;
    const legal = isLegalGameScore({ bestOf, wins: [games[0], games[1]], draws: games[2], stage: playoff ? 'single-elimination' : 'swiss' });
    if ('error' in legal) check.recorded(`${matchPath}.games`, `${legal.error.message} (round ${index + 1}, best of ${bestOf})`);
  });
}

function checkPenalty(check: ReportChecker, penalty: unknown, index: number, known: Set<string>): void {
  const path = `penalties[${index}]`;
  if (!isObject(penalty)) return check.add('INVALID_FIELD', path, 'expected {player, round, infraction, penalty, upgraded, deviation, description}');
  if (typeof penalty.player !== 'string' || !known.has(penalty.player)) check.add('UNKNOWN_PLAYER', `${path}.player`, `unknown player id ${JSON.stringify(penalty.player) ?? 'nothing'} (not in players)`);
  check.field(penalty, path, 'round', orNull((v) => isCount(v) && v >= 1), 'a round number or null');
  check.field(penalty, path, 'infraction', oneOf(INFRACTIONS), 'an IPG infraction (INFRACTIONS)');
  check.field(penalty, path, 'penalty', oneOf(PENALTIES), PENALTIES.join(', '));
  check.field(penalty, path, 'upgraded', (v) => typeof v === 'boolean', 'true or false');
  check.field(penalty, path, 'deviation', (v) => typeof v === 'boolean', 'true or false');
  check.field(penalty, path, 'description', (v) => typeof v === 'string', 'a string');
}
