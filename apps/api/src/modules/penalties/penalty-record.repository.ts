import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { PenaltyRecordEntity } from './penalty-record.entity';

/** Penalties judges logged (the penalty_records table). Writes take the transaction's EntityManager. */
@Injectable()
export class PenaltyRecordRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  add(manager: EntityManager, fields: DeepPartial<PenaltyRecordEntity>): Promise<PenaltyRecordEntity> {
    return manager.save(manager.create(PenaltyRecordEntity, fields));
  }

  findById(id: string): Promise<PenaltyRecordEntity | null> {
    return isUuid(id) ? this.dataSource.manager.findOneBy(PenaltyRecordEntity, { id }) : Promise.resolve(null);
  }

  /** The event's penalties (one player's when given), oldest first. */
  ofEvent(eventId: string, playerId?: string): Promise<PenaltyRecordEntity[]> {
    return this.dataSource.manager.find(PenaltyRecordEntity, { where: playerId ? { eventId, playerId } : { eventId }, order: { createdAt: 'ASC' } });
  }

  /** A player's penalties in the event, as the upgrade rules read them (under the caller's transaction). */
  historyOf(manager: EntityManager, eventId: string, playerId: string): Promise<PenaltyRecordEntity[]> {
    return manager.find(PenaltyRecordEntity, { where: { eventId, playerId } });
  }

  slowPlayOfMatch(manager: EntityManager, matchId: string): Promise<PenaltyRecordEntity[]> {
    return manager.find(PenaltyRecordEntity, { where: { matchId, infraction: 'SLOW_PLAY' } });
  }
}
