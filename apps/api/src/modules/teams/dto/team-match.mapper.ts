import type { TeamFormat } from '@arbiter/dci';
import { StoredTeamMatch, teamMatchState, teamTableOf } from '../team-event-file';
import { TeamMatchModel } from './team.model';

/** The id every seat match of one team match shares. */
export function teamMatchId(group: Pick<StoredTeamMatch, 'roundNumber' | 'team1Id' | 'team2Id'>): string {
  return `${group.roundNumber}:${group.team1Id}:${group.team2Id ?? 'bye'}`;
}

export function toTeamMatchModel(format: TeamFormat, group: StoredTeamMatch): TeamMatchModel {
  const state = teamMatchState(format, group);
  return {
    id: teamMatchId(group),
    round: group.roundNumber,
    table: teamTableOf(format, group),
    bye: group.team2Id === null,
    score: state.score,
    decided: state.decided,
    winner: state.winner,
    unplayedSeats: state.unplayedSeats,
    teamIds: [group.team1Id, ...(group.team2Id ? [group.team2Id] : [])],
    matchIds: group.matches.map((m) => m.match.id),
  };
}
