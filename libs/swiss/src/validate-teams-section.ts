import { EventFileError } from './event-file-error';
import { EVENT_TEAM_FORMATS, EventTeamsSection } from './team-level-event';

const TEAM_SIZE: Readonly<Record<string, number>> = { TWO_HEADED_GIANT: 2, TRIOS: 3 };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the optional `teams` section against the file's players: a known format, unique team
 * ids (distinct from player ids), 2 players a 2HG team and 3 a Trios team, each a known player
 * on one team only. Returns the problems found (empty when valid).
 */
export function validateTeamsSection(value: unknown, playerIds: ReadonlySet<string>): EventFileError[] {
  const errors: EventFileError[] = [];
  const add = (code: EventFileError['code'], path: string, message: string) => errors.push({ code, path, message });
  if (!isObject(value) || !(EVENT_TEAM_FORMATS as readonly unknown[]).includes(value.format) || !Array.isArray(value.teams)) {
    add('INVALID_FIELD', 'teams', `expected {format: ${EVENT_TEAM_FORMATS.map((f) => `"${f}"`).join(' or ')}, teams: [...]}, got ${JSON.stringify(value)}`);
    return errors;
  }
  const section = value as unknown as EventTeamsSection;
  const size = TEAM_SIZE[section.format];
  const teamIds = new Set<string>();
  const teamOf = new Map<string, string>();
  section.teams.forEach((team: unknown, i) => {
    const path = `teams.teams[${i}]`;
    if (!isObject(team) || typeof team.id !== 'string' || typeof team.name !== 'string' || !Array.isArray(team.players)) {
      return add('INVALID_FIELD', path, `expected a team {id, name, players}, got ${JSON.stringify(team)}`);
    }
    if (teamIds.has(team.id) || playerIds.has(team.id)) add('DUPLICATE_PLAYER', `${path}.id`, `team id "${team.id}" is used twice (team and player ids share one namespace)`);
    teamIds.add(team.id);
    if (team.players.length !== size) add('INVALID_FIELD', `${path}.players`, `a ${section.format} team has ${size} players, team "${team.id}" has ${team.players.length}`);
    for (const player of team.players) {
      if (typeof player !== 'string' || !playerIds.has(player)) add('UNKNOWN_PLAYER', `${path}.players`, `team "${team.id}" names unknown player ${JSON.stringify(player)}`);
      else if (teamOf.has(player)) add('DUPLICATE_PLAYER', `${path}.players`, `player "${player}" is on teams "${teamOf.get(player)}" and "${team.id}"`);
      else teamOf.set(player, team.id as string);
    }
  });
  return errors;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Checks the optional `seats` of a team file's matches (Trios only): three entries, each null
 * (unplayed) or `[wins, wins, draws]` possible in a best-of-`matchGames`, whose tally (seat
 * matches won by each team and drawn) is the match's `games`; an unfinished team match has no
 * seat left null once decided... and a 2HG match has no `seats`. Returns the problems found.
 */
export function validateTeamSeats(rounds: unknown, format: EventTeamsSection['format'], matchGames: number): EventFileError[] {
  const errors: EventFileError[] = [];
  if (!Array.isArray(rounds)) return errors;
  const needed = Math.floor(matchGames / 2) + 1;
  rounds.forEach((round: unknown, r) => {
    if (!isObject(round) || !Array.isArray(round.matches)) return;
    round.matches.forEach((match: unknown, m) => {
      if (!isObject(match) || match.seats === undefined) return;
      const path = `rounds[${r}].matches[${m}].seats`;
      if (format !== 'TRIOS' || match.bye === true) return errors.push({ code: 'INVALID_FIELD', path, message: 'only a Trios team match (not a bye) has seats' });
      const seats = match.seats;
      if (!Array.isArray(seats) || seats.length !== 3) return errors.push({ code: 'INVALID_FIELD', path, message: `expected seats A, B and C, got ${JSON.stringify(seats)}` });
      const tally = [0, 0, 0];
      for (const [i, seat] of seats.entries()) {
        if (seat === null) continue;
        const games = seat as unknown[];
        // MTR 2.1 as for any match: a majority ends it; drawn games do not count toward it.
        const [a, b, d] = Array.isArray(games) ? (games as number[]) : [];
        if (!Array.isArray(games) || games.length !== 3 || !games.every(isCount) || a > needed || b > needed || (a === needed && b === needed) || a + b > matchGames || d > matchGames) {
          errors.push({ code: 'IMPOSSIBLE_GAME_SCORE', path: `${path}[${i}]`, message: `seat ${'ABC'[i]}: ${JSON.stringify(seat)} is not a result of a best-of-${matchGames} match` });
          return;
        }
        tally[a > b ? 0 : b > a ? 1 : 2] += 1;
      }
      const games = match.games as number[] | undefined;
      if (games === undefined) {
        if (tally[0] >= 2 || tally[1] >= 2 || seats.every((seat) => seat !== null)) errors.push({ code: 'INVALID_FIELD', path, message: `the seats decide the team match ${tally.join('-')}, but it has no games` });
      } else if (games.join('-') !== tally.join('-')) {
        errors.push({ code: 'IMPOSSIBLE_GAME_SCORE', path, message: `the seats add up to ${tally.join('-')}, but the team match's games are ${games.join('-')}` });
      }
    });
  });
  return errors;
}
