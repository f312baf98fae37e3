import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { EventStaffEntity, StaffRole } from './event-staff.entity';

/** An event's organizers and judges (the event_staff table). */
@Injectable()
export class EventStaffRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's staff row in the event, if it has one. */
  member(eventId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<EventStaffEntity | null> {
    return manager.findOneBy(EventStaffEntity, { eventId, userId });
  }

  /** The event's staff with their accounts, in the order they were added. */
  withAccounts(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<EventStaffEntity[]> {
    return manager.find(EventStaffEntity, { where: { eventId }, relations: { user: true }, order: { createdAt: 'ASC' } });
  }

  /** The staff rows of any of these accounts in any of these events (a request's batch loader). */
  among(eventIds: readonly string[], userIds: readonly string[]): Promise<EventStaffEntity[]> {
    return this.dataSource.manager.find(EventStaffEntity, { where: { eventId: In([...eventIds]), userId: In([...userIds]) } });
  }

  organizers(manager: EntityManager, eventId: string): Promise<EventStaffEntity[]> {
    return manager.find(EventStaffEntity, { where: { eventId, role: 'ORGANIZER' } });
  }

  add(manager: EntityManager, eventId: string, userId: string, role: StaffRole): Promise<EventStaffEntity> {
    return manager.save(manager.create(EventStaffEntity, { eventId, userId, role }));
  }

  async setRole(manager: EntityManager, member: EventStaffEntity, role: StaffRole): Promise<void> {
    member.role = role;
    await manager.save(member);
  }

  async remove(manager: EntityManager, memberId: string): Promise<void> {
    await manager.delete(EventStaffEntity, { id: memberId });
  }
}
