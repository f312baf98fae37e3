import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { WaitlistEntryEntity } from './waitlist-entry.entity';

/** An event's waitlist (the waitlist_entries table), in waiting order. */
@Injectable()
export class WaitlistRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's waitlist, first in line first. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<WaitlistEntryEntity[]> {
    return manager.find(WaitlistEntryEntity, { where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<WaitlistEntryEntity | null> {
    return isUuid(id) ? manager.findOneBy(WaitlistEntryEntity, { id }) : Promise.resolve(null);
  }

  ofAccount(eventId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<WaitlistEntryEntity | null> {
    return manager.findOneBy(WaitlistEntryEntity, { eventId, userId });
  }

  add(manager: EntityManager, fields: DeepPartial<WaitlistEntryEntity>): Promise<WaitlistEntryEntity> {
    return manager.save(manager.create(WaitlistEntryEntity, fields));
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(WaitlistEntryEntity, { id });
  }
}
