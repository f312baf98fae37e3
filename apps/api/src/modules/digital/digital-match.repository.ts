import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { isUuid } from '../../common/ids/is-uuid';
import { DigitalMatchEntity } from './digital-match.entity';

/** Engine matches of digital events (the digital_matches table, one row per match). */
@Injectable()
export class DigitalMatchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The match's engine row, locked until the transaction ends when `lock` (null for none). */
  find(manager: EntityManager, matchId: string, lock = false): Promise<DigitalMatchEntity | null> {
    return isUuid(matchId) ? manager.findOne(DigitalMatchEntity, { where: { matchId }, lock: lock ? { mode: 'pessimistic_write' } : undefined }) : Promise.resolve(null);
  }

  ofEvent(eventId: string): Promise<DigitalMatchEntity[]> {
    return this.dataSource.manager.find(DigitalMatchEntity, { where: { eventId } });
  }

  /** Matches waiting for a decision with a deadline (their timeouts are armed at start). */
  waitingForDecision(): Promise<DigitalMatchEntity[]> {
    return this.dataSource.manager.find(DigitalMatchEntity, { where: { decisionDeadline: Not(IsNull()) } });
  }

  async saveAll(manager: EntityManager, rows: DigitalMatchEntity[]): Promise<void> {
    await manager.save(DigitalMatchEntity, rows, { chunk: 50 });
  }

  /** Writes the changed columns only: save() would read the whole stored state back first to compare it. */
  async update(manager: EntityManager, matchId: string, changes: Partial<DigitalMatchEntity>): Promise<void> {
    await manager.update(DigitalMatchEntity, { matchId }, changes as QueryDeepPartialEntity<DigitalMatchEntity>);
  }
}
