import { teamPlayerIds, TeamEntity } from '../team.entity';
import { TeamModel } from './team.model';

export function toTeamModel(team: TeamEntity): TeamModel {
  return { id: team.id, name: team.name, dropped: team.dropped, playerIds: teamPlayerIds(team), eventId: team.eventId };
}
