import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { TeamEntity } from './team.entity';

/** The teams of team events (the teams table). Writes take the transaction's EntityManager; reads default to the data source's. */
@Injectable()
export class TeamRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's teams in registration order. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamEntity[]> {
    return manager.find(TeamEntity, { where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The event's team with this id (null for none or for a string that cannot be an id). */
  findInEvent(manager: EntityManager, teamId: string, eventId: string): Promise<TeamEntity | null> {
    return isUuid(teamId) ? manager.findOneBy(TeamEntity, { id: teamId, eventId }) : Promise.resolve(null);
  }

  findByIds(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<TeamEntity[]> {
    return manager.findBy(TeamEntity, { id: In([...ids]) });
  }

  /** The event's team that has one of these players in any seat, or null. */
  ofAnyPlayer(eventId: string, playerIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<TeamEntity | null> {
    const ids = In([...playerIds]);
    return manager.findOne(TeamEntity, { where: [{ eventId, seatAPlayerId: ids }, { eventId, seatBPlayerId: ids }, { eventId, seatCPlayerId: ids }] });
  }

  /** The event's team with the player in seat A or B (Two-Headed Giant's two seats), or null. */
  ofTwoHeadedGiantPlayer(manager: EntityManager, eventId: string, playerId: string): Promise<TeamEntity | null> {
    return manager.findOne(TeamEntity, { where: [{ eventId, seatAPlayerId: playerId }, { eventId, seatBPlayerId: playerId }] });
  }

  add(manager: EntityManager, fields: DeepPartial<TeamEntity>): Promise<TeamEntity> {
    return manager.save(manager.create(TeamEntity, fields));
  }

  /** Stores many teams at once (an imported file's), in order. */
  addMany(manager: EntityManager, rows: DeepPartial<TeamEntity>[]): Promise<TeamEntity[]> {
    return manager.save(TeamEntity, rows.map((fields) => manager.create(TeamEntity, fields)), { chunk: 500 });
  }

  save(manager: EntityManager, team: TeamEntity): Promise<TeamEntity> {
    return manager.save(team);
  }
}
