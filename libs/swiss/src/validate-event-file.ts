import { EventTeamsSection, TeamEventFile, teamLevelEvent } from './team-level-event';
import { validateTeamSeats, validateTeamsSection } from './validate-teams-section';
import {
  EVENT_FILE_FORMAT,
  EventDisqualification,
  EventDrop,
  EventFile,
  EventLateEntry,
  EventPlayer,
  EventRound,
  EventStructure,
  firstPairableRound,
  PERCENTAGE_FLOORS,
} from './event-file';
import { EventFileError, EventFileErrorCode } from './event-file-error';

/**
 * Result of {@link validateEventFile}. `warnings` lists what was accepted only because the
 * caller asked for it (results kept as recorded); it is empty otherwise.
 */
export type EventFileValidation = { ok: true; event: EventFile; warnings: EventFileError[] } | { ok: false; errors: EventFileError[] };

/** Options of {@link validateEventFile}. */
export interface EventFileValidationOptions {
  /**
   * Keep results another system recorded although the match's best-of forbids them (real
   * Melee events carry 3-0-0 in a best of three): each becomes one warning instead of an
   * `IMPOSSIBLE_GAME_SCORE` error. Malformed scores (negative, not three integers) stay errors.
   */
  acceptRecorded?: boolean;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isPositiveInteger(value: unknown): value is number {
  return isNonNegativeInteger(value) && value >= 1;
}

/** Collects errors (and accepted-as-recorded warnings) while walking the document. */
class Checker {
  readonly errors: EventFileError[] = [];
  readonly warnings: EventFileError[] = [];

  constructor(readonly acceptRecorded = false) {}

  /** A result the best-of forbids: an error, or a warning when results are kept as recorded. */
  recorded(path: string, message: string): void {
    if (this.acceptRecorded) this.warnings.push({ code: 'IMPOSSIBLE_GAME_SCORE', path, message: `${path}: ${message}; kept as recorded` });
    else this.add('IMPOSSIBLE_GAME_SCORE', path, message);
  }

  add(code: EventFileErrorCode, path: string, message: string): void {
    this.errors.push({ code, path, message: `${path}: ${message}` });
  }

  field(code: EventFileErrorCode, path: string, expected: string, value: unknown): void {
    this.add(code, path, `expected ${expected}, got ${JSON.stringify(value) ?? 'nothing'}`);
  }
}

/**
 * Checks an untrusted value (e.g. parsed JSON) against the event-file contract and returns
 * the typed event (missing `drops`/`lateEntries` default to empty) or every problem found,
 * each with a stable code and a message naming the path, player and round involved.
 */
export function validateEventFile(input: unknown, options: EventFileValidationOptions = {}): EventFileValidation {
  const check = new Checker(options.acceptRecorded === true);
  if (!isObject(input)) {
    check.field('INVALID_FORMAT', '$', 'an event-file object', input);
    return { ok: false, errors: check.errors };
  }
  if (input.format !== EVENT_FILE_FORMAT) {
    check.field('INVALID_FORMAT', 'format', `"${EVENT_FILE_FORMAT}"`, input.format);
    return { ok: false, errors: check.errors };
  }
  if (input.teams !== undefined) return validateTeamEventFile(input, options);
  if (typeof input.name !== 'string') check.field('INVALID_FIELD', 'name', 'a string', input.name);
  const structure = checkStructure(check, input.structure);
  const players = checkPlayers(check, input.players);
  const knownPlayers = new Set(players.map((p) => p.id));
  const drops = checkDrops(check, input.drops ?? [], knownPlayers);
  const lateEntries = checkLateEntries(check, input.lateEntries ?? [], knownPlayers);
  const disqualifications = checkDisqualifications(check, input.disqualifications ?? [], knownPlayers);
  let settings: EventFile['settings'];
  if (input.settings !== undefined) {
    if (!isObject(input.settings)) check.field('INVALID_FIELD', 'settings', 'an object', input.settings);
    else if (input.settings.ownByesInMatchWin !== undefined && typeof input.settings.ownByesInMatchWin !== 'boolean') {
      check.field('INVALID_FIELD', 'settings.ownByesInMatchWin', 'a boolean', input.settings.ownByesInMatchWin);
    } else if (input.settings.percentageFloor !== undefined && !(PERCENTAGE_FLOORS as readonly unknown[]).includes(input.settings.percentageFloor)) {
      check.field('INVALID_FIELD', 'settings.percentageFloor', PERCENTAGE_FLOORS.map((f) => `"${f}"`).join(' or '), input.settings.percentageFloor);
    } else settings = input.settings as EventFile['settings'];
  }
  const rounds = checkRounds(check, input.rounds, structure, knownPlayers, { drops, lateEntries, disqualifications });
  if (check.errors.length > 0) return { ok: false, errors: check.errors };
  const event: EventFile = {
    ...(input as unknown as EventFile),
    structure: structure as EventStructure,
    players,
    rounds,
    drops,
    lateEntries,
  };
  if (input.disqualifications !== undefined) event.disqualifications = disqualifications;
  if (settings !== undefined) event.settings = settings;
  return { ok: true, event, warnings: check.warnings };
}

function checkStructure(check: Checker, value: unknown): EventStructure | undefined {
  if (!isObject(value)) {
    check.field('INVALID_FIELD', 'structure', 'an object {swissRounds, topCut, matchGames, finalsGames}', value);
    return undefined;
  }
  let valid = true;
  for (const key of ['swissRounds', 'topCut'] as const) {
    if (!isNonNegativeInteger(value[key])) {
      check.field('INVALID_FIELD', `structure.${key}`, 'a non-negative integer', value[key]);
      valid = false;
    }
  }
  for (const key of ['matchGames', 'finalsGames'] as const) {
    const games = value[key];
    if (!isPositiveInteger(games) || games % 2 === 0) {
      check.field('INVALID_FIELD', `structure.${key}`, 'an odd number of games (1, 3, 5...)', games);
      valid = false;
    }
  }
  return valid ? (value as unknown as EventStructure) : undefined;
}

function checkPlayers(check: Checker, value: unknown): EventPlayer[] {
  if (!Array.isArray(value)) {
    check.field('INVALID_FIELD', 'players', 'an array of players', value);
    return [];
  }
  const players: EventPlayer[] = [];
  const seen = new Set<string>();
  value.forEach((player: unknown, index) => {
    const path = `players[${index}]`;
    if (!isObject(player) || typeof player.id !== 'string' || player.id === '') {
      check.field('INVALID_FIELD', `${path}.id`, 'a non-empty string id', isObject(player) ? player.id : player);
      return;
    }
    if (typeof player.name !== 'string') check.field('INVALID_FIELD', `${path}.name`, 'a string', player.name);
    if (player.pod !== undefined && !isNonNegativeInteger(player.pod)) {
      check.field('INVALID_FIELD', `${path}.pod`, 'a non-negative integer', player.pod);
    }
    if (player.fixedTable !== undefined && !isPositiveInteger(player.fixedTable)) {
      check.field('INVALID_FIELD', `${path}.fixedTable`, 'a table number from 1', player.fixedTable);
    }
    if (player.wizardsId !== undefined && (typeof player.wizardsId !== 'string' || player.wizardsId.trim() === '')) {
      check.field('INVALID_FIELD', `${path}.wizardsId`, 'a non-empty string', player.wizardsId);
    }
    if (seen.has(player.id)) {
      check.add('DUPLICATE_PLAYER', `${path}.id`, `player id "${player.id}" is registered twice`);
      return;
    }
    seen.add(player.id);
    players.push(player as unknown as EventPlayer);
  });
  return players;
}

function checkPlayerRef(check: Checker, path: string, id: unknown, known: Set<string>): id is string {
  if (typeof id !== 'string') {
    check.field('INVALID_FIELD', path, 'a player id', id);
    return false;
  }
  if (!known.has(id)) {
    check.add('UNKNOWN_PLAYER', path, `unknown player id "${id}" (not in players)`);
    return false;
  }
  return true;
}

function checkDrops(check: Checker, value: unknown, known: Set<string>): EventDrop[] {
  if (!Array.isArray(value)) {
    check.field('INVALID_FIELD', 'drops', 'an array', value);
    return [];
  }
  const drops: EventDrop[] = [];
  const seen = new Set<string>();
  value.forEach((drop: unknown, index) => {
    const path = `drops[${index}]`;
    if (!isObject(drop)) return check.field('INVALID_FIELD', path, '{player, afterRound}', drop);
    if (!checkPlayerRef(check, `${path}.player`, drop.player, known)) return;
    if (!isNonNegativeInteger(drop.afterRound)) {
      return check.field('INVALID_FIELD', `${path}.afterRound`, 'a round number (0 = before round 1)', drop.afterRound);
    }
    if (seen.has(drop.player)) return check.add('DUPLICATE_DROP', path, `player "${drop.player}" dropped twice`);
    seen.add(drop.player);
    drops.push(drop as unknown as EventDrop);
  });
  return drops;
}

function checkLateEntries(check: Checker, value: unknown, known: Set<string>): EventLateEntry[] {
  if (!Array.isArray(value)) {
    check.field('INVALID_FIELD', 'lateEntries', 'an array', value);
    return [];
  }
  const entries: EventLateEntry[] = [];
  const seen = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const path = `lateEntries[${index}]`;
    if (!isObject(entry)) return check.field('INVALID_FIELD', path, '{player, beforeRound, byes?}', entry);
    if (!checkPlayerRef(check, `${path}.player`, entry.player, known)) return;
    if (!isPositiveInteger(entry.beforeRound)) {
      return check.field('INVALID_FIELD', `${path}.beforeRound`, 'a round number from 1', entry.beforeRound);
    }
    if (entry.byes !== undefined && !isNonNegativeInteger(entry.byes)) {
      return check.field('INVALID_FIELD', `${path}.byes`, 'a non-negative integer', entry.byes);
    }
    if (seen.has(entry.player)) return check.add('DUPLICATE_LATE_ENTRY', path, `player "${entry.player}" entered twice`);
    seen.add(entry.player);
    entries.push(entry as unknown as EventLateEntry);
  });
  return entries;
}

function checkDisqualifications(check: Checker, value: unknown, known: Set<string>): EventDisqualification[] {
  if (!Array.isArray(value)) {
    check.field('INVALID_FIELD', 'disqualifications', 'an array', value);
    return [];
  }
  const result: EventDisqualification[] = [];
  value.forEach((dq: unknown, index) => {
    const path = `disqualifications[${index}]`;
    if (!isObject(dq)) return check.field('INVALID_FIELD', path, '{player, round}', dq);
    if (!checkPlayerRef(check, `${path}.player`, dq.player, known)) return;
    if (!isPositiveInteger(dq.round)) return check.field('INVALID_FIELD', `${path}.round`, 'a round number from 1', dq.round);
    result.push(dq as unknown as EventDisqualification);
  });
  return result;
}

interface RosterChanges {
  drops: EventDrop[];
  lateEntries: EventLateEntry[];
  disqualifications: EventDisqualification[];
}

function checkGames(
  check: Checker,
  path: string,
  games: unknown,
  bestOf: number,
  playoff: boolean,
  players: [string, string],
  roundNumber: number,
): void {
  if (!Array.isArray(games) || games.length !== 3 || !games.every(isNonNegativeInteger)) {
    check.field('INVALID_FIELD', path, '[wins of players[0], wins of players[1], drawn games] as non-negative integers', games);
    return;
  }
  const [first, second, drawn] = games as [number, number, number];
  const needed = Math.floor(bestOf / 2) + 1;
  const describe = `${first}-${second}-${drawn} between "${players[0]}" and "${players[1]}" in round ${roundNumber}`;
  // MTR 2.1: a best-of-N match ends when a player has won a majority; drawn games do not count toward it.
  // 0-0-0 is an intentional draw with no game played (MTR App. C: unplayed games are worth 0).
  if (first > needed || second > needed || (first === needed && second === needed) || first + second > bestOf || drawn > bestOf) {
    check.recorded(path, `impossible result ${describe} for a best-of-${bestOf} match`);
  }
  // MTR 2.4: single elimination cannot end in a draw.
  if (playoff && first === second) check.add('PLAYOFF_DRAW', path, `playoff match ${describe} is a draw; playoff matches need a winner`);
}

function checkRounds(
  check: Checker,
  value: unknown,
  structure: EventStructure | undefined,
  known: Set<string>,
  roster: RosterChanges,
): EventRound[] {
  if (!Array.isArray(value)) {
    check.field('INVALID_FIELD', 'rounds', 'an array of rounds', value);
    return [];
  }
  const droppedAfter = new Map(roster.drops.map((d) => [d.player, d.afterRound]));
  const disqualifiedIn = new Map(roster.disqualifications.map((d) => [d.player, d.round]));
  const entryRound = new Map(roster.lateEntries.map((e) => [e.player, firstPairableRound(e)]));
  const rounds: EventRound[] = [];
  let unfinishedRound: number | undefined;
  let playoffSeen = false;
  value.forEach((round: unknown, index) => {
    const path = `rounds[${index}]`;
    if (!isObject(round)) return check.field('INVALID_FIELD', path, 'a round object', round);
    if (round.number !== index + 1) {
      check.add('ROUND_NUMBER_MISMATCH', `${path}.number`, `expected round number ${index + 1}, got ${JSON.stringify(round.number)}`);
    }
    const number = index + 1;
    if (round.kind !== undefined && round.kind !== 'swiss' && round.kind !== 'playoff') {
      check.field('INVALID_FIELD', `${path}.kind`, '"swiss" or "playoff"', round.kind);
    }
    if (round.seed !== undefined && typeof round.seed !== 'number') check.field('INVALID_FIELD', `${path}.seed`, 'a number', round.seed);
    const playoff = round.kind === 'playoff';
    if (playoff) playoffSeen = true;
    else if (playoffSeen) check.add('SWISS_AFTER_PLAYOFF', path, `Swiss round ${number} comes after a playoff round`);
    if (unfinishedRound !== undefined) {
      check.add('ROUND_AFTER_UNFINISHED', path, `round ${number} follows round ${unfinishedRound}, which has matches without results`);
    }
    if (!Array.isArray(round.matches)) return check.field('INVALID_FIELD', `${path}.matches`, 'an array of matches', round.matches);
    const seenPlayers = new Set<string>();
    const seenTables = new Set<number>();
    const bestOf = structure ? (playoff ? Math.max(structure.matchGames, structure.finalsGames) : structure.matchGames) : 3;
    let finished = true;
    round.matches.forEach((match: unknown, matchIndex) => {
      const matchPath = `${path}.matches[${matchIndex}]`;
      if (!isObject(match) || !Array.isArray(match.players)) return check.field('INVALID_FIELD', matchPath, 'a match {players, games} or a bye {players, bye: true}', match);
      const bye = match.bye === true;
      if (match.bye !== undefined && !bye) check.field('INVALID_FIELD', `${matchPath}.bye`, 'true or absent', match.bye);
      const expectedPlayers = bye ? 1 : 2;
      if (match.players.length !== expectedPlayers) {
        return check.field('INVALID_FIELD', `${matchPath}.players`, bye ? 'one player for a bye' : 'two player ids', match.players);
      }
      let playersKnown = true;
      match.players.forEach((id: unknown, slot) => {
        const playerPath = `${matchPath}.players[${slot}]`;
        if (!checkPlayerRef(check, playerPath, id, known)) {
          playersKnown = false;
          return;
        }
        if (seenPlayers.has(id)) {
          check.add('PLAYER_TWICE_IN_ROUND', playerPath, `player "${id}" appears twice in round ${number}`);
          playersKnown = false;
        }
        seenPlayers.add(id);
        const drop = droppedAfter.get(id);
        if (drop !== undefined && number > drop) check.add('PAIRED_AFTER_DROP', playerPath, `player "${id}" dropped after round ${drop} but is in round ${number}`);
        const dq = disqualifiedIn.get(id);
        if (dq !== undefined && number > dq) check.add('PAIRED_AFTER_DISQUALIFICATION', playerPath, `player "${id}" was disqualified in round ${dq} but is in round ${number}`);
        const entry = entryRound.get(id);
        if (entry !== undefined && number < entry && !playoff) {
          check.add('PAIRED_BEFORE_ENTRY', playerPath, `player "${id}" is in round ${number} but plays from round ${entry} (late entry or awarded byes)`);
        }
      });
      if (match.table !== undefined) {
        if (!isPositiveInteger(match.table)) check.field('INVALID_FIELD', `${matchPath}.table`, 'a table number from 1', match.table);
        else if (seenTables.has(match.table)) check.add('DUPLICATE_TABLE', `${matchPath}.table`, `table ${match.table} is used twice in round ${number}`);
        else seenTables.add(match.table);
      }
      if (bye) return;
      if (match.games === undefined) {
        finished = false;
        return;
      }
      if (playersKnown) checkGames(check, `${matchPath}.games`, match.games, bestOf, playoff, match.players as [string, string], number);
    });
    if (!finished && unfinishedRound === undefined) unfinishedRound = number;
    rounds.push(round as unknown as EventRound);
  });
  return rounds;
}

// A team event: the teams section against the players, then the rest with teams as the players (rounds, drops name teams).
function validateTeamEventFile(input: Json, options: EventFileValidationOptions): EventFileValidation {
  const players = Array.isArray(input.players) ? input.players : [];
  const playerIds = new Set(players.flatMap((p: unknown) => (isObject(p) && typeof p.id === 'string' ? [p.id] : [])));
  const sectionErrors = validateTeamsSection(input.teams, playerIds);
  const individual = validateEventFile({ ...input, teams: undefined, rounds: [], drops: [], lateEntries: [], disqualifications: undefined }, options);
  const seatErrors = sectionErrors.length === 0 && individual.ok ? validateTeamSeats(input.rounds, (input.teams as EventTeamsSection).format, individual.event.structure.matchGames) : [];
  const errors = [...(individual.ok ? [] : individual.errors), ...sectionErrors, ...seatErrors];
  if (errors.length > 0) return { ok: false, errors };
  const teamLevel = validateEventFile(teamLevelEvent(input as unknown as TeamEventFile), options);
  if (!teamLevel.ok) return teamLevel;
  const event = { ...teamLevel.event, players: individual.ok ? individual.event.players : [], structure: individual.ok ? individual.event.structure : teamLevel.event.structure, teams: input.teams } as TeamEventFile;
  return { ok: true, event, warnings: teamLevel.warnings };
}
