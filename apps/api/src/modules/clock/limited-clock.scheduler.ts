import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { WakeUpTimers } from '../../common/queues/wake-up-timers';
import { AppConfig } from '../../config/app-config';
import { LiveService } from '../live';
import { DeploymentIdentity } from '../platform';
import { LimitedClockEntity } from './limited-clock.entity';
import { LimitedClockRepository } from './limited-clock.repository';
import { limitedTimeUpAt, readLimitedClock } from './limited-clock';

/**
 * Announces the end of each Limited deck phase once for the cluster: wake-ups are shared
 * (BullMQ with REDIS_URL, else in-process), the stored clock decides, and the instance whose
 * conditional update moves `timeUpPhaseIndex` is the one that announces.
 */
@Injectable()
export class LimitedClockScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LimitedClock');
  private readonly wakeUps: WakeUpTimers;

  constructor(
    private readonly clocks: LimitedClockRepository,
    private readonly live: LiveService,
    config: AppConfig,
    identity: DeploymentIdentity,
  ) {
    this.wakeUps = new WakeUpTimers(`${identity.engineQueue}-limited-clock`, config.redisUrl, this.logger, (eventId) => this.timeUp(eventId));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.wakeUps.start();
    for (const clock of await this.clocks.running()) await this.schedule(clock);
  }

  async onModuleDestroy(): Promise<void> {
    await this.wakeUps.close();
  }

  /** Sets the clock's next wake-up after any change to it. */
  async schedule(clock: LimitedClockEntity): Promise<void> {
    const announced = clock.timeUpPhaseIndex === clock.phaseIndex;
    await this.wakeUps.set(clock.eventId, announced ? null : (limitedTimeUpAt(clock)?.getTime() ?? null));
  }

  private async timeUp(eventId: string): Promise<void> {
    const clock = await this.clocks.ofEvent(eventId);
    if (!clock || clock.pausedAt || clock.timeUpPhaseIndex === clock.phaseIndex) return;
    if (readLimitedClock(clock, new Date()).state !== 'ENDED') return this.schedule(clock);
    // Only if nothing changed since the read: a pause, adjustment or next phase on another instance wins.
    if (await this.clocks.markTimeUp(clock)) {
      this.live.publish('limitedClockUpdated', { eventId, timeUpPhaseIndex: clock.phaseIndex });
      return;
    }
    const fresh = await this.clocks.ofEvent(eventId);
    if (fresh) await this.schedule(fresh);
  }
}
