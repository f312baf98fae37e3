import { MY_TEAM, PUBLIC_TEAMS } from '../graphql/team-operations';
import type { PublicEvent } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import type { PlayerRef } from '../graphql/api-types';

/** Team id → its players in seat order (A, B, C). */
export type TeamRosters = ReadonlyMap<string, readonly PlayerRef[]>;

const EMPTY: TeamRosters = new Map();

/** The event's teams and their players, read once for the public team pages. */
export function useTeamRosters(eventId: string): TeamRosters {
  const query = useGraphQLQuery(PUBLIC_TEAMS, { eventId });
  const teams = query.data?.event?.teams;
  return teams ? new Map(teams.map((team) => [team.id, team.players])) : EMPTY;
}

/** "Ann & Bob": a team's players by seat, or nothing while unknown. */
export function teamNames(rosters: TeamRosters, teamId: string | undefined): string {
  return (teamId ? rosters.get(teamId) : undefined)?.map((player) => player.name).join(' & ') ?? '';
}

/** The signed-in player's team id in a team event (null otherwise, or while unknown). */
export function useMyTeamId(event: Pick<PublicEvent, 'id' | 'teamSize'>): string | null {
  const query = useGraphQLQuery(MY_TEAM, event.teamSize ? { eventId: event.id } : null);
  return query.data?.event?.myTeam?.id ?? null;
}
