import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In, IsNull } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { EventStaffEntity } from './event-staff.entity';
import { EventEntity, EventStatus } from './event.entity';
import { eventError } from './events.errors';
import { PlayerEntity } from './player.entity';

/**
 * Marks the event changed (players, rounds, results): derived caches keyed on the revision go
 * stale. `changes` counts the changes of the transaction (each its own revision). Returns the new revision.
 */
export async function bumpEventRevision(manager: EntityManager, eventId: string, changes = 1): Promise<number> {
  const result = await manager.createQueryBuilder().update(EventEntity).set({ revision: () => `revision + ${Math.trunc(changes)}` }).where('id = :eventId', { eventId }).returning(['revision']).execute();
  const rows = result.raw as { revision: number | string }[];
  return Number(rows[0]?.revision);
}

/** Reads an event and locks its row until the transaction ends: event-wide changes happen one at a time. */
export async function lockEvent(manager: EntityManager, eventId: string): Promise<EventEntity> {
  const event = isUuid(eventId) ? await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${eventId}"`, { eventId });
  return event;
}

/**
 * The events table: its named reads, writes and the event lock. Methods that change rows take the
 * transaction's EntityManager; reads default to the data source's when no transaction is in progress.
 */
@Injectable()
export class EventRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reads the event and locks its row until the transaction ends (EVENT_NOT_FOUND when there is none). */
  lock(manager: EntityManager, eventId: string): Promise<EventEntity> {
    return lockEvent(manager, eventId);
  }

  /** Marks the event changed; `changes` counts the transaction's changes (each its own revision). Returns the new revision. */
  bumpRevision(manager: EntityManager, eventId: string, changes = 1): Promise<number> {
    return bumpEventRevision(manager, eventId, changes);
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<EventEntity | null> {
    return isUuid(id) ? manager.findOneBy(EventEntity, { id }) : Promise.resolve(null);
  }

  /** The event's id and revision only (null for none): what a cache keyed on the revision checks per request. */
  findRevision(id: string): Promise<Pick<EventEntity, 'id' | 'revision'> | null> {
    return isUuid(id) ? this.dataSource.manager.findOne(EventEntity, { select: { id: true, revision: true }, where: { id } }) : Promise.resolve(null);
  }

  /** The events with these ids (a request's batch loader). */
  findByIds(ids: readonly string[]): Promise<EventEntity[]> {
    return this.dataSource.manager.find(EventEntity, { where: { id: In([...ids]) } });
  }

  /** The event, or EVENT_NOT_FOUND. */
  async getById(id: string, manager: EntityManager = this.dataSource.manager): Promise<EventEntity> {
    const event = await this.findById(id, manager);
    if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${id}"`, { eventId: id });
    return event;
  }

  findByJoinCode(joinCode: string): Promise<EventEntity | null> {
    return this.dataSource.manager.findOneBy(EventEntity, { joinCode });
  }

  /** The newest 200 events, of one status when given. */
  list(status?: EventStatus): Promise<EventEntity[]> {
    return this.dataSource.manager.find(EventEntity, { where: status ? { status } : {}, order: { createdAt: 'DESC' }, take: 200 });
  }

  /** The newest 200 events the account plays in, is invited to (by account or email) or is staff of. */
  ofAccount(user: { id: string; email: string }): Promise<EventEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(EventEntity, 'event')
      .where(
        (qb) =>
          `event.id IN ${qb
            .subQuery()
            .select('player.eventId')
            .from(PlayerEntity, 'player')
            .where('player.userId = :userId OR player.invitedUserId = :userId OR player.invitedEmail = :email')
            .getQuery()}`,
      )
      .orWhere((qb) => `event.id IN ${qb.subQuery().select('staff.eventId').from(EventStaffEntity, 'staff').where('staff.userId = :userId').getQuery()}`)
      .setParameters({ userId: user.id, email: user.email })
      .orderBy('event.createdAt', 'DESC')
      .take(200)
      .getMany();
  }

  /** Finished events' count and revision sum: it changes with any result, correction or finish after the end. */
  async finishedFingerprint(): Promise<string> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n, coalesce(sum(revision), 0)::bigint AS r FROM events WHERE status = 'FINISHED'`)) as { n: number; r: string }[];
    return `${row.n}:${row.r}`;
  }

  /** Events that finished and were not cancelled (what ratings count). */
  finishedNotCancelled(): Promise<EventEntity[]> {
    return this.dataSource.manager.find(EventEntity, { where: { status: 'FINISHED', cancelledAt: IsNull() } });
  }

  /** Events players can still come to (registration open, running or in playoffs, not cancelled), soonest first, undated last. */
  calendar(): Promise<EventEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(EventEntity, 'event')
      .where('event.status IN (:...statuses)', { statuses: ['REGISTRATION', 'RUNNING', 'PLAYOFFS'] })
      .andWhere('event.cancelledAt IS NULL')
      .orderBy('event.startsAt', 'ASC', 'NULLS LAST')
      .addOrderBy('event.createdAt', 'ASC')
      .take(200)
      .getMany();
  }

  /** A new event, not yet stored (so its fields can be checked before it is). */
  draft(fields: DeepPartial<EventEntity>): EventEntity {
    return this.dataSource.manager.create(EventEntity, fields);
  }

  save(manager: EntityManager, event: EventEntity): Promise<EventEntity> {
    return manager.save(event);
  }

  async delete(manager: EntityManager, eventId: string): Promise<void> {
    await manager.delete(EventEntity, { id: eventId });
  }

  /** Writes the status alone; EventsService.transition is the one caller (it checks the lifecycle). */
  async setStatus(manager: EntityManager, eventId: string, status: EventStatus): Promise<void> {
    await manager.update(EventEntity, { id: eventId }, { status });
  }
}
