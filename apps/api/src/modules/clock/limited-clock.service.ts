import { LIMITED_SCHEDULES, LimitedSchedule, limitedClockPhases } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { isUuid } from '../../common/ids/is-uuid';
import { EventAccessService, eventError, EventRepository } from '../events';
import { LiveService } from '../live';
import { clockError } from './clock.errors';
import { LimitedClockEntity } from './limited-clock.entity';
import { LimitedClockRepository } from './limited-clock.repository';
import { LimitedClockScheduler } from './limited-clock.scheduler';
import { limitedTimeUpAt, readLimitedClock } from './limited-clock';

const STAFF = ['ORGANIZER', 'JUDGE'] as const;

/**
 * The Limited deck clock: deck registration then construction, or one shared period
 * (MTR App. B; seed Floor Rules 112), run by the event's staff like the round clock.
 */
@Injectable()
export class LimitedClockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly scheduler: LimitedClockScheduler,
    private readonly events: EventRepository,
    private readonly clocks: LimitedClockRepository,
  ) {}

  /** The event's Limited clock, or null before it starts. */
  async find(eventId: string): Promise<LimitedClockEntity | null> {
    if (!isUuid(eventId)) throw eventError('EVENT_NOT_FOUND', `No event with id "${eventId}"`, { eventId });
    return this.clocks.ofEvent(eventId);
  }

  /** When deck building closed: the clock's last phase ran out (null before the clock starts or while it runs). */
  async deckBuildingClosedAt(manager: EntityManager, eventId: string, now = new Date()): Promise<Date | null> {
    const clock = await this.clocks.ofEvent(eventId, manager);
    if (!clock || clock.phaseIndex < clock.phases.length - 1 || readLimitedClock(clock, now).state !== 'ENDED') return null;
    return limitedTimeUpAt(clock);
  }

  /** Starts the first phase of `schedule`, with the times of the event's rules edition. */
  async start(actor: Actor, eventId: string, schedule: string, newSetWeekend: boolean): Promise<LimitedClockEntity> {
    if (!(LIMITED_SCHEDULES as readonly string[]).includes(schedule)) {
      throw clockError('INVALID_TIME_INPUT', `schedule must be one of ${LIMITED_SCHEDULES.join(', ')}, got "${schedule}"`, { field: 'schedule' });
    }
    const clock = await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, [...STAFF], 'start the deck construction clock', manager);
      if (event.format !== 'LIMITED') throw clockError('NOT_A_LIMITED_EVENT', 'Only a Limited event has deck registration and construction times', { eventId });
      if (await this.clocks.exists(manager, eventId)) throw clockError('CLOCK_ALREADY_STARTED', 'The deck construction clock is already started', { eventId });
      const rules = event.rulesEdition === 'SEED_FLOOR_RULES' ? 'seed-floor-rules' : 'current';
      const phases = limitedClockPhases(schedule as LimitedSchedule, { rules, newSetWeekend });
      return this.clocks.create(manager, { eventId, schedule: schedule as LimitedSchedule, phases, phaseIndex: 0, startedAt: new Date(), pausedAt: null, pausedSeconds: 0, adjustSeconds: 0, timeUpPhaseIndex: null });
    });
    return this.changed(clock);
  }

  /** Ends the current phase (whether or not its time is up) and starts the next one, e.g. construction after registration. */
  async nextPhase(actor: Actor, eventId: string): Promise<LimitedClockEntity> {
    return this.change(actor, eventId, 'start the next deck phase', (clock) => {
      if (clock.phaseIndex + 1 >= clock.phases.length) throw clockError('NO_NEXT_LIMITED_PHASE', 'The deck construction clock is already on its last phase', { eventId });
      Object.assign(clock, { phaseIndex: clock.phaseIndex + 1, startedAt: new Date(), pausedAt: null, pausedSeconds: 0, adjustSeconds: 0 });
    });
  }

  async pause(actor: Actor, eventId: string): Promise<LimitedClockEntity> {
    return this.change(actor, eventId, 'pause the deck construction clock', (clock) => {
      if (clock.pausedAt || readLimitedClock(clock, new Date()).state === 'ENDED') throw clockError('CLOCK_NOT_RUNNING', 'The deck construction clock is not running', { eventId });
      clock.pausedAt = new Date();
    });
  }

  async resume(actor: Actor, eventId: string): Promise<LimitedClockEntity> {
    return this.change(actor, eventId, 'resume the deck construction clock', (clock) => {
      if (!clock.pausedAt) throw clockError('CLOCK_NOT_RUNNING', 'The deck construction clock is not paused', { eventId });
      clock.pausedSeconds += Math.round((Date.now() - clock.pausedAt.getTime()) / 1000);
      clock.pausedAt = null;
    });
  }

  /** Adds (or with a negative number takes) seconds from the current phase. */
  async adjust(actor: Actor, eventId: string, seconds: number): Promise<LimitedClockEntity> {
    if (!Number.isInteger(seconds) || Math.abs(seconds) > 4 * 3600) throw clockError('INVALID_TIME_INPUT', `seconds must be a whole number within ±4 hours, got ${seconds}`, { field: 'seconds' });
    return this.change(actor, eventId, 'adjust the deck construction clock', (clock) => {
      clock.adjustSeconds += seconds;
      // Time given back after time-up is announced again when it runs out.
      if (readLimitedClock(clock, new Date()).remainingSeconds > 0 && clock.timeUpPhaseIndex === clock.phaseIndex) clock.timeUpPhaseIndex = null;
    });
  }

  private async change(actor: Actor, eventId: string, action: string, apply: (clock: LimitedClockEntity) => void): Promise<LimitedClockEntity> {
    const clock = await this.dataSource.transaction(async (manager) => {
      await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, [...STAFF], action, manager);
      const clock = await this.locked(manager, eventId);
      apply(clock);
      return this.clocks.save(manager, clock);
    });
    return this.changed(clock);
  }

  private async locked(manager: EntityManager, eventId: string): Promise<LimitedClockEntity> {
    const clock = await this.clocks.lock(manager, eventId);
    if (!clock) throw clockError('CLOCK_NOT_RUNNING', 'The deck construction clock has not started', { eventId });
    return clock;
  }

  private async changed(clock: LimitedClockEntity): Promise<LimitedClockEntity> {
    await this.scheduler.schedule(clock);
    this.live.publish('limitedClockUpdated', { eventId: clock.eventId });
    return clock;
  }
}
