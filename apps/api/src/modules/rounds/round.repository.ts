import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, In, IsNull, MoreThan, Not } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { RoundEntity } from './round.entity';

/** An event's rounds (the rounds table). Writes and locks take the transaction's EntityManager; reads default to the data source's. */
@Injectable()
export class RoundRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<RoundEntity | null> {
    return isUuid(id) ? manager.findOneBy(RoundEntity, { id }) : Promise.resolve(null);
  }

  /** The round of a stored match (it always exists: matches cascade with their round). */
  getById(id: string, manager: EntityManager = this.dataSource.manager): Promise<RoundEntity> {
    return manager.findOneByOrFail(RoundEntity, { id });
  }

  /** Reads the round and locks its row until the transaction ends (null for none). */
  lock(manager: EntityManager, id: string): Promise<RoundEntity | null> {
    return isUuid(id) ? manager.findOne(RoundEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : Promise.resolve(null);
  }

  add(manager: EntityManager, fields: DeepPartial<RoundEntity>): Promise<RoundEntity> {
    return manager.save(manager.create(RoundEntity, fields));
  }

  /** Deletes the round with its matches (they cascade). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(RoundEntity, { id });
  }

  /** The event's playoff rounds, first first. */
  playoffOf(manager: EntityManager, eventId: string): Promise<RoundEntity[]> {
    return manager.find(RoundEntity, { where: { eventId, kind: 'PLAYOFF' }, order: { number: 'ASC' } });
  }

  save(manager: EntityManager, round: RoundEntity): Promise<RoundEntity> {
    return manager.save(round);
  }

  /** Rounds whose clock runs (started, not paused). */
  withRunningClock(): Promise<RoundEntity[]> {
    return this.dataSource.manager.find(RoundEntity, { where: { clockStartedAt: Not(IsNull()), clockPausedAt: IsNull() } });
  }

  findByIds(ids: readonly string[]): Promise<RoundEntity[]> {
    return this.dataSource.manager.find(RoundEntity, { where: { id: In([...ids]) } });
  }

  /** The rounds of these events, first round first (a request's batch loader). */
  ofEvents(eventIds: readonly string[]): Promise<RoundEntity[]> {
    return this.dataSource.manager.find(RoundEntity, { where: { eventId: In([...eventIds]) }, order: { number: 'ASC' } });
  }

  /** The event's rounds, first round first. */
  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<RoundEntity[]> {
    return manager.find(RoundEntity, { where: { eventId }, order: { number: 'ASC' } });
  }

  /** How many rounds the event has paired (a late entry starts after them). */
  countOfEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(RoundEntity, { where: { eventId } });
  }

  /** The event's latest round (the current one), or null before round 1. */
  latest(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<RoundEntity | null> {
    return manager.findOne(RoundEntity, { where: { eventId }, order: { number: 'DESC' } });
  }

  /** The number of the event's first round after this one, or null when none is paired yet. */
  nextAfter(round: Pick<RoundEntity, 'eventId' | 'number'>, manager: EntityManager = this.dataSource.manager): Promise<Pick<RoundEntity, 'number'> | null> {
    return manager.findOne(RoundEntity, { select: { number: true }, where: { eventId: round.eventId, number: MoreThan(round.number) }, order: { number: 'ASC' } });
  }

  /** The id of the event's latest published round (the one players look their pairing up in), or null. */
  latestPublishedId(eventId: string): Promise<Pick<RoundEntity, 'id'> | null> {
    return this.dataSource.manager.findOne(RoundEntity, { select: { id: true }, where: { eventId, published: true }, order: { number: 'DESC' } });
  }
}
