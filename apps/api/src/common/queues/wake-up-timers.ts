import { Logger } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { closeQueueClient } from './close-queue-client';

/** A wake-up: look at `key`'s stored clock at `dueAt` (epoch ms). */
export interface WakeUp {
  key: string;
  dueAt: number;
}

/** A wake-up that fires a little early waits for its time rather than being lost. */
const MAX_EARLY_WAIT_MS = 5_000;

/**
 * Wake-ups shared by the cluster. With a Redis URL each one is a BullMQ delayed job whose id is
 * the key and the moment it is due, so instances that schedule the same clock add one job and
 * one instance runs it; without Redis, a timer in this process (one per key). A wake-up only says
 * "look again": the caller re-reads what is stored, so a stale one does nothing.
 */
export class WakeUpTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly connections: Redis[] = [];
  private queue: Queue<WakeUp> | null = null;
  private worker: Worker<WakeUp> | null = null;

  constructor(
    private readonly queueName: string,
    private readonly redisUrl: string | null | undefined,
    private readonly logger: Logger,
    private readonly wake: (key: string) => Promise<void>,
  ) {}

  /** Connects the queue and its worker when there is Redis; call once at bootstrap. */
  start(): void {
    if (!this.redisUrl) return;
    this.queue = new Queue<WakeUp>(this.queueName, { connection: this.connection() });
    this.worker = new Worker<WakeUp>(this.queueName, (job: Job<WakeUp>) => this.fire(job.data), { connection: this.connection(), concurrency: 4 });
    this.worker.on('failed', (job, error) => this.logger.warn(`${this.queueName} job ${job?.id ?? '?'} failed: ${error.message}`));
    // An 'error' event without a listener is thrown by Node: a Redis connection closing at shutdown must only be logged.
    this.worker.on('error', (error) => this.logger.warn(`${this.queueName} worker: ${error.message}`));
    this.queue.on('error', (error) => this.logger.warn(`${this.queueName} queue: ${error.message}`));
  }

  /** Wakes `key` at `dueAt`; null cancels this process's timer (a queued job simply finds nothing due). */
  async set(key: string, dueAt: number | null): Promise<void> {
    if (this.queue) {
      if (dueAt === null) return;
      const delay = Math.max(0, dueAt - Date.now());
      // The clock change is already stored: a Redis outage must not fail it (start-up schedules every running clock again).
      await this.queue
        .add('time-up', { key, dueAt }, { jobId: `${key}-${dueAt}`, delay, removeOnComplete: true, removeOnFail: 100 })
        .catch((error: Error) => this.logger.warn(`${this.queueName} ${key}: could not schedule: ${error.message}`));
      return;
    }
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (dueAt === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.fire({ key, dueAt }).catch((error: Error) => this.logger.warn(`${this.queueName} ${key}: ${error.message}`));
    }, Math.max(0, dueAt - Date.now()));
    timer.unref();
    this.timers.set(key, timer);
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await closeQueueClient(this.worker);
    await closeQueueClient(this.queue);
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private async fire(wakeUp: WakeUp): Promise<void> {
    // A job queued by an older release has no key: start-up has scheduled its clock again.
    if (typeof wakeUp.key !== 'string') return;
    const early = wakeUp.dueAt - Date.now();
    if (early > 0 && early <= MAX_EARLY_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, early));
    await this.wake(wakeUp.key);
  }

  private connection(): Redis {
    const redis = new Redis(this.redisUrl as string, { maxRetriesPerRequest: null });
    redis.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.connections.push(redis);
    return redis;
  }
}
