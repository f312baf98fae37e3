import { EventFile } from '@arbiter/swiss';
import { parseEventDate } from '../../common/input/calendar-date';
import { cleanDisplayText, hasControlCharacters } from '../../common/text/display-text';
import { PLAYER_NAME_MAX, playerNameKey } from '../players';

/** What an imported event may hold: the bounds the database and the platform's own inputs keep. */
export const EVENT_FILE_LIMITS = {
  /** JSON nesting of the whole file: the format itself nests five deep. */
  depth: 32,
  eventName: 200,
  players: 20_000,
  rounds: 40,
  swissRounds: 20,
  topCut: 64,
  games: 5,
  table: 10_000,
  pod: 10_000,
  byes: 3,
  roundMinutes: { min: 40, max: 240 },
} as const;

/** The event settings Arbiter keeps under the file's `event` key. */
export interface EventFileSettings {
  roundMinutes?: unknown;
  startsAt?: unknown;
}

/**
 * Problems that the event-file contract allows but this platform cannot store or would
 * never create itself (names with control characters, two players with look-alike names,
 * 1e9 rounds, 1e12-minute rounds...). Empty when the file fits.
 */
export function eventFileLimitProblems(file: EventFile, settings: EventFileSettings): string[] {
  const limits = EVENT_FILE_LIMITS;
  const problems: string[] = [];
  const name = cleanDisplayText(file.name);
  if (hasControlCharacters(file.name)) problems.push('name: contains a control character (such as NUL)');
  else if (name === '' || name.length > limits.eventName) problems.push(`name: must be 1 to ${limits.eventName} characters`);
  if (file.players.length > limits.players) problems.push(`players: at most ${limits.players}, got ${file.players.length}`);
  const byKey = new Map<string, string>();
  file.players.forEach((player, index) => {
    const path = `players[${index}]`;
    if (hasControlCharacters(player.name)) return problems.push(`${path}.name: contains a control character (such as NUL)`);
    const clean = cleanDisplayText(player.name);
    if (clean === '' || clean.length > PLAYER_NAME_MAX) return problems.push(`${path}.name: must be 1 to ${PLAYER_NAME_MAX} characters, got ${clean.length}`);
    const key = playerNameKey(clean);
    const first = byKey.get(key);
    if (first !== undefined) return problems.push(`${path}.name: "${clean}" is the same name as player "${first}" (names may not differ only by case, spacing, invisible or look-alike characters)`);
    byKey.set(key, player.id);
    if (player.pod !== undefined && player.pod > limits.pod) problems.push(`${path}.pod: at most ${limits.pod}`);
    if (player.fixedTable !== undefined && player.fixedTable > limits.table) problems.push(`${path}.fixedTable: at most ${limits.table}`);
    return undefined;
  });
  const { swissRounds, topCut, matchGames, finalsGames } = file.structure;
  if (swissRounds > limits.swissRounds) problems.push(`structure.swissRounds: at most ${limits.swissRounds}, got ${swissRounds}`);
  if (topCut > limits.topCut) problems.push(`structure.topCut: at most ${limits.topCut}, got ${topCut}`);
  if (matchGames > limits.games) problems.push(`structure.matchGames: at most ${limits.games}, got ${matchGames}`);
  if (finalsGames > limits.games) problems.push(`structure.finalsGames: at most ${limits.games}, got ${finalsGames}`);
  if (file.rounds.length > limits.rounds) problems.push(`rounds: at most ${limits.rounds}, got ${file.rounds.length}`);
  file.rounds.forEach((round, r) =>
    round.matches.forEach((match, m) => {
      if ('table' in match && match.table !== undefined && match.table > limits.table) problems.push(`rounds[${r}].matches[${m}].table: at most ${limits.table}`);
    }),
  );
  const lastRound = limits.rounds + 1;
  file.lateEntries.forEach((entry, i) => {
    if (entry.beforeRound > lastRound) problems.push(`lateEntries[${i}].beforeRound: at most ${lastRound}`);
    if (entry.byes !== undefined && entry.byes > limits.byes) problems.push(`lateEntries[${i}].byes: at most ${limits.byes}`);
  });
  file.drops.forEach((drop, i) => {
    if (drop.afterRound > lastRound) problems.push(`drops[${i}].afterRound: at most ${lastRound}`);
  });
  (file.disqualifications ?? []).forEach((dq, i) => {
    if (dq.round > lastRound) problems.push(`disqualifications[${i}].round: at most ${lastRound}`);
  });
  const { roundMinutes, startsAt } = settings;
  if (roundMinutes !== undefined && !(Number.isInteger(roundMinutes) && (roundMinutes as number) >= limits.roundMinutes.min && (roundMinutes as number) <= limits.roundMinutes.max)) {
    problems.push(`event.roundMinutes: a whole number from ${limits.roundMinutes.min} to ${limits.roundMinutes.max}, got ${JSON.stringify(roundMinutes)}`);
  }
  if (startsAt !== undefined && startsAt !== null) {
    const parsed = typeof startsAt === 'string' ? parseEventDate(startsAt) : { problem: 'must be an ISO 8601 date string' };
    if ('problem' in parsed) problems.push(`event.startsAt: ${parsed.problem}`);
  }
  return problems;
}
