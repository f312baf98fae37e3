/** Team event documents (issue 16), kept apart from operations.ts. */
import type { PlayerRef } from './api-types';
import { gql } from './typed-document';

/** A registered team: players in seat order A, B(, C). */
export interface Team {
  id: string;
  name: string;
  dropped: boolean;
  players: PlayerRef[];
}

/** A line of the team standings (MTR App. C with the team as the unit). */
export interface TeamStanding {
  rank: number;
  matchPoints: number;
  record: string;
  omw: number;
  gw: number;
  ogw: number;
  finish: string | null;
  team: { id: string; name: string; dropped: boolean };
}

const TEAM_FIELDS = 'id name dropped players { id name dropped }';

export const EVENT_TEAMS = gql<{ event: { id: string; teamFormat: string | null; teamSize: number | null; teams: Team[]; players: PlayerRef[] } | null }, { id: string }>(
  `query EventTeams($id: ID!) { event(id: $id) { id teamFormat teamSize teams { ${TEAM_FIELDS} } players { id name dropped } } }`,
);

export const REGISTER_TEAM = gql<{ registerTeam: Team }, { eventId: string; name: string; playerIds: string[] }>(
  `mutation RegisterTeam($eventId: ID!, $name: String!, $playerIds: [ID!]!) { registerTeam(eventId: $eventId, name: $name, playerIds: $playerIds) { ${TEAM_FIELDS} } }`,
);

export const DROP_TEAM = gql<{ dropTeam: Team }, { eventId: string; teamId: string }>(
  `mutation DropTeam($eventId: ID!, $teamId: ID!) { dropTeam(eventId: $eventId, teamId: $teamId) { ${TEAM_FIELDS} } }`,
);

export const TEAM_STANDINGS = gql<{ teamStandings: TeamStanding[] }, { eventId: string }>(
  `query TeamStandings($eventId: ID!) { teamStandings(eventId: $eventId) { rank matchPoints record omw gw ogw finish team { id name dropped } } }`,
);
