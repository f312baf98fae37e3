import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { DeploymentIdentity } from '../platform';
import { DomainError } from '../../common/errors/domain-error';
import { closeQueueClient } from '../../common/queues/close-queue-client';

/** Engine work on a digital match, as a queue job. */
export type EngineJob =
  | { kind: 'decide'; matchId: string; actor: { userId: string; displayName: string; isAdmin: boolean }; decision: string }
  | { kind: 'callTime'; matchId: string }
  | { kind: 'expire'; matchId: string; version: number };

/** A job's answer: its value, or the domain error to raise again in the API process. */
export type EngineJobResult = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; details: Record<string, unknown> } };

const JOB_TIMEOUT_MS = 60_000;

/**
 * With REDIS_URL, engine work runs as BullMQ jobs so it spreads over worker processes
 * (`npm run engine-worker`), each working under the match's row lock; without it, in this process.
 */
@Injectable()
export class EngineQueueService implements OnModuleDestroy {
  private readonly logger = new Logger('EngineQueue');
  private readonly queue: Queue | null = null;
  private readonly events: QueueEvents | null = null;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly identity: DeploymentIdentity,
  ) {
    if (!config.redisUrl) return;
    this.queue = new Queue(identity.engineQueue, { connection: this.connection() });
    this.events = new QueueEvents(identity.engineQueue, { connection: this.connection() });
    // An 'error' event without a listener is thrown by Node: a Redis connection closing at shutdown must only be logged.
    this.queue.on('error', (error) => this.logger.warn(`engine queue: ${error.message}`));
    this.events.on('error', (error) => this.logger.warn(`engine queue events: ${error.message}`));
  }

  get enabled(): boolean {
    return this.queue !== null;
  }

  /** Runs a job and waits for its answer (in this process when there is no queue). */
  async run(job: EngineJob, inProcess: (job: EngineJob) => Promise<unknown>): Promise<unknown> {
    if (!this.queue || !this.events) return inProcess(job);
    await this.events.waitUntilReady();
    const queued = await this.queue.add(job.kind, job, { removeOnComplete: 1000, removeOnFail: 1000 });
    const result = (await queued.waitUntilFinished(this.events, JOB_TIMEOUT_MS)) as EngineJobResult;
    if (!result.ok) throw new DomainError(result.error.code, result.error.message, result.error.details);
    return result.value;
  }

  /** Starts working on the queue in this process (API with the inline worker, or a worker process). */
  startWorker(process: (job: EngineJob) => Promise<unknown>, concurrency = 4): void {
    if (!this.config.redisUrl || this.worker) return;
    this.worker = new Worker(
      this.identity.engineQueue,
      async (job: Job<EngineJob>): Promise<EngineJobResult> => {
        try {
          return { ok: true, value: await process(job.data) };
        } catch (error) {
          if (error instanceof DomainError) return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
          throw error;
        }
      },
      { connection: this.connection(), concurrency },
    );
    this.worker.on('failed', (job, error) => this.logger.warn(`engine job ${job?.name ?? '?'} failed: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`engine worker: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await closeQueueClient(this.worker);
    await closeQueueClient(this.events);
    await closeQueueClient(this.queue);
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private connection(): Redis {
    const redis = new Redis(this.config.redisUrl as string, { maxRetriesPerRequest: null });
    redis.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.connections.push(redis);
    return redis;
  }
}
