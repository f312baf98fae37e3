import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { WakeUpTimers } from '../../common/queues/wake-up-timers';
import { AppConfig } from '../../config/app-config';
import { DigitalMatchesService } from '../digital';
import { LiveService } from '../live';
import { DeploymentIdentity } from '../platform';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository } from '../rounds';
import { matchTimeUpAt, readMatchClock } from './round-clock';
import { TimeCallRepository } from './time-call.repository';

/**
 * Calls time per table when a match's time (round clock plus its extensions) runs out.
 * One scheduler for the cluster: with REDIS_URL every timer is a BullMQ delayed job whose id
 * is the round and the moment it is due, so instances that schedule the same clock add one
 * job; without Redis, a timer in this process. Either way a timer is only a wake-up: when it
 * fires the round is read again, so a paused clock calls nothing and an extension given on
 * any instance moves the time, and `match_time_calls` lets exactly one caller announce each match.
 */
@Injectable()
export class TimeCallScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TimeCalled');
  private readonly wakeUps: WakeUpTimers;

  constructor(
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly timeCalls: TimeCallRepository,
    private readonly live: LiveService,
    private readonly digital: DigitalMatchesService,
    config: AppConfig,
    identity: DeploymentIdentity,
  ) {
    this.wakeUps = new WakeUpTimers(`${identity.engineQueue}-round-clock`, config.redisUrl, this.logger, (roundId) => this.timeUp(roundId));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.wakeUps.start();
    const running = await this.rounds.withRunningClock();
    for (const round of running) await this.schedule(round);
  }

  async onModuleDestroy(): Promise<void> {
    await this.wakeUps.close();
  }

  /** Sets the round's next wake-up after any change to its clock or its matches' extensions. */
  async schedule(round: RoundEntity): Promise<void> {
    await this.wakeUps.set(round.id, await this.nextDue(round));
  }

  /** The earliest moment a match of the round without time called runs out of time, or null. */
  private async nextDue(round: RoundEntity): Promise<number | null> {
    if (!round.clockStartedAt || round.clockPausedAt || round.clockDurationSeconds === null) return null;
    const open = await this.openMatches(round.id);
    const due = open.map((match) => matchTimeUpAt(round, match)).filter((at): at is Date => at !== null).map((at) => at.getTime());
    return due.length === 0 ? null : Math.min(...due);
  }

  private async openMatches(roundId: string): Promise<MatchEntity[]> {
    const matches = await this.matches.unfinishedOfRound(roundId);
    const called = await this.timeCalls.calledAmong(matches.map((m) => m.id));
    return matches.filter((m) => !called.has(m.id));
  }

  // The stored clock decides, not the timer: paused means nothing happens, extended means later.
  private async timeUp(roundId: string): Promise<void> {
    const round = await this.rounds.findById(roundId);
    if (!round || !round.clockStartedAt || round.clockPausedAt) return;
    const now = new Date();
    for (const match of await this.openMatches(round.id)) {
      if (!readMatchClock(round, match, now).timeCalled) continue;
      if (await this.timeCalls.claim(match.id, match.eventId)) this.announce(round, match);
    }
    await this.schedule(round);
  }

  private announce(round: RoundEntity, match: MatchEntity): void {
    this.live.publish('timeCalled', { eventId: round.eventId, matchId: match.id });
    // A digital match applies the end-of-round procedure itself (MTR 2.4, in the engine's match runner).
    this.digital.callTimeIfDigital(match.id).catch((error: Error) => this.logger.warn(`time called on digital match ${match.id}: ${error.message}`));
  }
}
