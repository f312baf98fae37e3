import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager, IsNull } from 'typeorm';
import { LimitedClockEntity } from './limited-clock.entity';

/** Limited events' deck registration and construction clocks (one per event). */
@Injectable()
export class LimitedClockRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  ofEvent(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<LimitedClockEntity | null> {
    return manager.findOneBy(LimitedClockEntity, { eventId });
  }

  /** Reads the event's clock and locks its row until the transaction ends (null before it starts). */
  lock(manager: EntityManager, eventId: string): Promise<LimitedClockEntity | null> {
    return manager.findOne(LimitedClockEntity, { where: { eventId }, lock: { mode: 'pessimistic_write' } });
  }

  exists(manager: EntityManager, eventId: string): Promise<boolean> {
    return manager.existsBy(LimitedClockEntity, { eventId });
  }

  /** Clocks that are not paused (their time-up must be scheduled at start). */
  running(): Promise<LimitedClockEntity[]> {
    return this.dataSource.manager.findBy(LimitedClockEntity, { pausedAt: IsNull() });
  }

  create(manager: EntityManager, fields: DeepPartial<LimitedClockEntity>): Promise<LimitedClockEntity> {
    return manager.save(manager.create(LimitedClockEntity, fields));
  }

  save(manager: EntityManager, clock: LimitedClockEntity): Promise<LimitedClockEntity> {
    return manager.save(clock);
  }

  /**
   * Marks the current phase's time up, only if the clock is as it was read: a pause, adjustment or
   * next phase on another instance wins. True when this caller marked it.
   */
  async markTimeUp(clock: LimitedClockEntity): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(LimitedClockEntity)
      .set({ timeUpPhaseIndex: clock.phaseIndex })
      .where({ eventId: clock.eventId, phaseIndex: clock.phaseIndex, startedAt: clock.startedAt, pausedAt: IsNull(), pausedSeconds: clock.pausedSeconds, adjustSeconds: clock.adjustSeconds })
      .andWhere('(time_up_phase_index IS NULL OR time_up_phase_index <> :phaseIndex)', { phaseIndex: clock.phaseIndex })
      .returning(['eventId'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
