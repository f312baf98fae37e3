import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { AnnouncementEntity } from './announcement.entity';

/** The announcements table: staff messages to an event's players. */
@Injectable()
export class AnnouncementRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  add(fields: DeepPartial<AnnouncementEntity>): Promise<AnnouncementEntity> {
    const manager = this.dataSource.manager;
    return manager.save(manager.create(AnnouncementEntity, fields));
  }

  findById(id: string): Promise<AnnouncementEntity | null> {
    return isUuid(id) ? this.dataSource.manager.findOneBy(AnnouncementEntity, { id }) : Promise.resolve(null);
  }

  /** The event's latest `limit` announcements, newest first. */
  latest(eventId: string, limit: number): Promise<AnnouncementEntity[]> {
    return this.dataSource.manager.find(AnnouncementEntity, { where: { eventId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
