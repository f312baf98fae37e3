import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { TeamMatchEntity } from './team-match.entity';

/** Which teams each match of a team event belongs to (the team_matches table). */
@Injectable()
export class TeamMatchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The match's team link, or null for an individual match. */
  findByMatch(manager: EntityManager, matchId: string): Promise<TeamMatchEntity | null> {
    return manager.findOneBy(TeamMatchEntity, { matchId });
  }

  /** The event's team links, every round. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamMatchEntity[]> {
    return manager.find(TeamMatchEntity, { where: { eventId } });
  }

  /** The team links of these matches (a request's batch loader). */
  ofMatches(matchIds: readonly string[]): Promise<TeamMatchEntity[]> {
    return this.dataSource.manager.find(TeamMatchEntity, { where: { matchId: In([...matchIds]) } });
  }

  /** The team links of these rounds, each given as its event and number. */
  ofRounds(rounds: readonly { eventId: string; roundNumber: number }[]): Promise<TeamMatchEntity[]> {
    return this.dataSource.manager.find(TeamMatchEntity, { where: rounds.map(({ eventId, roundNumber }) => ({ eventId, roundNumber })) });
  }

  /** The team links of these teams, either side, every round. */
  ofTeams(teamIds: readonly string[]): Promise<TeamMatchEntity[]> {
    const ids = In([...teamIds]);
    return this.dataSource.manager.find(TeamMatchEntity, { where: [{ team1Id: ids }, { team2Id: ids }] });
  }

  /** Stores the team links of freshly stored matches. */
  async addMany(manager: EntityManager, rows: TeamMatchEntity[]): Promise<void> {
    await manager.save(TeamMatchEntity, rows.map((fields) => manager.create(TeamMatchEntity, fields)), { chunk: 500 });
  }
}
