import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { closeQueueClient } from '../../common/queues/close-queue-client';
import { AppConfig } from '../../config/app-config';
import { DigitalMatchesService } from '../digital/digital-matches.service';
import { LiveService } from '../live/live.service';
import { DeploymentIdentity } from '../platform/deployment-identity';
import { MatchEntity } from '../rounds/match.entity';
import { RoundEntity } from '../rounds/round.entity';
import { matchTimeUpAt, readMatchClock } from './round-clock';
import { TimeCallEntity } from './time-call.entity';

/** A timer job: look at this round's stored clock at `dueAt` (epoch ms). */
interface TimeUpJob {
  roundId: string;
  dueAt: number;
}

/** A job that fires a little early waits for its time rather than being lost. */
const MAX_EARLY_WAIT_MS = 5_000;

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
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private queue: Queue<TimeUpJob> | null = null;
  private worker: Worker<TimeUpJob> | null = null;
  private readonly connections: Redis[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveService,
    private readonly digital: DigitalMatchesService,
    private readonly config: AppConfig,
    private readonly identity: DeploymentIdentity,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.redisUrl) {
      const name = `${this.identity.engineQueue}-round-clock`;
      this.queue = new Queue<TimeUpJob>(name, { connection: this.connection() });
      this.worker = new Worker<TimeUpJob>(name, (job: Job<TimeUpJob>) => this.timeUp(job.data), { connection: this.connection(), concurrency: 4 });
      this.worker.on('failed', (job, error) => this.logger.warn(`round clock job ${job?.id ?? '?'} failed: ${error.message}`));
      // An 'error' event without a listener is thrown by Node: a Redis connection closing at shutdown must only be logged.
      this.worker.on('error', (error) => this.logger.warn(`round clock worker: ${error.message}`));
      this.queue.on('error', (error) => this.logger.warn(`round clock queue: ${error.message}`));
    }
    const running = await this.dataSource.manager.find(RoundEntity, { where: { clockStartedAt: Not(IsNull()), clockPausedAt: IsNull() } });
    for (const round of running) await this.schedule(round);
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await closeQueueClient(this.worker);
    await closeQueueClient(this.queue);
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  /** Sets the round's next wake-up after any change to its clock or its matches' extensions. */
  async schedule(round: RoundEntity): Promise<void> {
    const dueAt = await this.nextDue(round);
    if (this.queue) {
      if (dueAt === null) return;
      const delay = Math.max(0, dueAt - Date.now());
      // The clock change is already stored: a Redis outage must not fail it (start-up schedules every running round again).
      await this.queue
        .add('time-up', { roundId: round.id, dueAt }, { jobId: `${round.id}-${dueAt}`, delay, removeOnComplete: true, removeOnFail: 100 })
        .catch((error: Error) => this.logger.warn(`round clock ${round.id}: could not schedule: ${error.message}`));
      return;
    }
    clearTimeout(this.timers.get(round.id));
    this.timers.delete(round.id);
    if (dueAt === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(round.id);
      this.timeUp({ roundId: round.id, dueAt }).catch((error: Error) => this.logger.warn(`round clock ${round.id}: ${error.message}`));
    }, Math.max(0, dueAt - Date.now()));
    timer.unref();
    this.timers.set(round.id, timer);
  }

  /** The earliest moment a match of the round without time called runs out of time, or null. */
  private async nextDue(round: RoundEntity): Promise<number | null> {
    if (!round.clockStartedAt || round.clockPausedAt || round.clockDurationSeconds === null) return null;
    const open = await this.openMatches(round.id);
    const due = open.map((match) => matchTimeUpAt(round, match)).filter((at): at is Date => at !== null).map((at) => at.getTime());
    return due.length === 0 ? null : Math.min(...due);
  }

  private async openMatches(roundId: string): Promise<MatchEntity[]> {
    const matches = await this.dataSource.manager.find(MatchEntity, { where: { roundId, bye: false, status: Not('FINAL') } });
    if (matches.length === 0) return [];
    const called = new Set((await this.dataSource.manager.find(TimeCallEntity, { where: { matchId: In(matches.map((m) => m.id)) } })).map((c) => c.matchId));
    return matches.filter((m) => !called.has(m.id));
  }

  // The stored clock decides, not the timer: paused means nothing happens, extended means later.
  private async timeUp(job: TimeUpJob): Promise<void> {
    const early = job.dueAt - Date.now();
    if (early > 0 && early <= MAX_EARLY_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, early));
    const round = await this.dataSource.manager.findOneBy(RoundEntity, { id: job.roundId });
    if (!round || !round.clockStartedAt || round.clockPausedAt) return;
    const now = new Date();
    for (const match of await this.openMatches(round.id)) {
      if (!readMatchClock(round, match, now).timeCalled) continue;
      if (await this.claim(match)) this.announce(round, match);
    }
    await this.schedule(round);
  }

  /** True for the one caller (of every instance) that records time called on this match. */
  private async claim(match: MatchEntity): Promise<boolean> {
    const result = await this.dataSource.manager.createQueryBuilder().insert().into(TimeCallEntity).values({ matchId: match.id, eventId: match.eventId }).orIgnore().returning(['matchId']).execute();
    return (result.raw as unknown[]).length > 0;
  }

  private announce(round: RoundEntity, match: MatchEntity): void {
    this.live.publish('timeCalled', { eventId: round.eventId, matchId: match.id });
    // A digital match applies the end-of-round procedure itself (MTR 2.4, in the engine's match runner).
    this.digital.callTimeIfDigital(match.id).catch((error: Error) => this.logger.warn(`time called on digital match ${match.id}: ${error.message}`));
  }

  private connection(): Redis {
    const redis = new Redis(this.config.redisUrl as string, { maxRetriesPerRequest: null });
    redis.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.connections.push(redis);
    return redis;
  }
}
