import { EventFile, EventPlayer } from './event-file';

/** Team formats of an event file's `teams` section (same names as the API's `teamFormat`). */
export const EVENT_TEAM_FORMATS = ['TWO_HEADED_GIANT', 'TRIOS'] as const;
/** One of {@link EVENT_TEAM_FORMATS}. */
export type EventTeamFormat = (typeof EVENT_TEAM_FORMATS)[number];

/** A registered team: its players by seat (A, B[, C]), each an id of the file's `players`. */
export interface EventTeam {
  id: string;
  name: string;
  players: string[];
}

/**
 * The optional `teams` section of an `arbiter-event/1` file. With it, the rounds, drops,
 * late entries and disqualifications name team ids, and each team match's `games` is the
 * team's tally: 2HG the games of the one shared game series; Trios the seat matches won by
 * each team and drawn (MTR App. C for teams, see docs/decisions.md). A Trios match may carry
 * `seats`, each seat's `[wins, wins, draws]` or null when left unplayed.
 */
export interface EventTeamsSection {
  format: EventTeamFormat;
  teams: EventTeam[];
}

/** An event file with a `teams` section. */
export interface TeamEventFile extends EventFile {
  teams: EventTeamsSection;
}

/** True when the event file is a team event. */
export function isTeamEvent(event: EventFile): event is TeamEventFile {
  return (event as Partial<TeamEventFile>).teams !== undefined;
}

/**
 * The team event seen with teams as the players, so the individual pairer, standings and
 * bracket apply unchanged with the team as the unit. Trios tallies count seat matches, at
 * most 3 won by one team, so the team-level structure admits up to 3 wins a side (best of 5
 * bounds); 2HG keeps the event's best-of.
 */
export function teamLevelEvent(event: TeamEventFile): EventFile {
  const players: EventPlayer[] = event.teams.teams.map((team) => ({ id: team.id, name: team.name }));
  const { teams: _section, ...rest } = event;
  const structure = event.teams.format === 'TRIOS' ? { ...event.structure, matchGames: 5, finalsGames: 5 } : event.structure;
  return { ...rest, structure, players };
}
