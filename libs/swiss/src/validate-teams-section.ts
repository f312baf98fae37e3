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
