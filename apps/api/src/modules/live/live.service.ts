import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';

export type LiveTopic = 'pairingsPublished' | 'standingsUpdated' | 'matchUpdated' | 'clockUpdated' | 'limitedClockUpdated' | 'timeCalled' | 'gameUpdated' | 'announcementMade' | 'draftUpdated';

/** A change announced to subscribers: the topic and the event it belongs to. */
export interface LiveMessage {
  eventId: string;
  [key: string]: unknown;
}

type LivePubSub = PubSubEngine & { asyncIterableIterator<T>(triggers: string | readonly string[]): AsyncIterableIterator<T> };

/**
 * Fans out changes to GraphQL subscriptions. Messages carry ids only; each subscriber's
 * resolver re-reads what it may see, so nothing private is ever published. In one process
 * an in-memory PubSub; with REDIS_URL, Redis pub/sub so every API instance hears every change.
 */
@Injectable()
export class LiveService implements OnModuleDestroy {
  private readonly logger = new Logger('Live');
  private readonly pubSub: LivePubSub;
  private readonly redis: Redis[] = [];
  private readonly localListeners = new Map<LiveTopic, ((message: LiveMessage) => void)[]>();
  /** Coalesced announcements: the window's end, and the message to send then if another came meanwhile. */
  private readonly coalescing = new Map<string, { timer: NodeJS.Timeout; pending: LiveMessage | null }>();

  constructor(config: AppConfig) {
    if (config.redisUrl) {
      const options = { maxRetriesPerRequest: null, lazyConnect: false };
      const publisher = new Redis(config.redisUrl, options);
      const subscriber = new Redis(config.redisUrl, options);
      for (const client of [publisher, subscriber]) client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
      this.redis.push(publisher, subscriber);
      this.pubSub = new RedisPubSub({ publisher, subscriber }) as unknown as LivePubSub;
    } else {
      this.pubSub = new PubSub<Record<string, LiveMessage>>() as unknown as LivePubSub;
    }
  }

  /** Lets a service of this process react to changes it announces (e.g. warm a cache). */
  onLocalPublish(topic: LiveTopic, listener: (message: LiveMessage) => void): void {
    this.localListeners.set(topic, [...(this.localListeners.get(topic) ?? []), listener]);
  }

  /** Announces a change to the subscribers of its event (or of a narrower scope, such as one match). */
  publish(topic: LiveTopic, message: LiveMessage, scope: string = message.eventId): void {
    for (const listener of this.localListeners.get(topic) ?? []) listener(message);
    this.pubSub.publish(`arbiter:${topic}:${scope}`, message).catch((error: Error) => this.logger.warn(`publish ${topic} failed: ${error.message}`));
  }

  /**
   * Announces at once, then at most once more per `windowMs` however often it is called
   * meanwhile (with the last message): a burst of results recomputes and sends the standings
   * a few times, not once per result, and the last change is always announced.
   */
  publishCoalesced(topic: LiveTopic, message: LiveMessage, windowMs: number, scope: string = message.eventId): void {
    const key = `${topic}:${scope}`;
    const open = this.coalescing.get(key);
    if (open) {
      open.pending = message;
      return;
    }
    this.publish(topic, message, scope);
    const closeWindow = (): void => {
      const window = this.coalescing.get(key);
      if (!window?.pending) {
        this.coalescing.delete(key);
        return;
      }
      const pending = window.pending;
      window.pending = null;
      window.timer = setTimeout(closeWindow, windowMs).unref();
      this.publish(topic, pending, scope);
    };
    this.coalescing.set(key, { timer: setTimeout(closeWindow, windowMs).unref(), pending: null });
  }

  subscribe(topic: LiveTopic, scope: string): AsyncIterableIterator<LiveMessage> {
    return this.pubSub.asyncIterableIterator<LiveMessage>(`arbiter:${topic}:${scope}`);
  }

  async onModuleDestroy(): Promise<void> {
    for (const window of this.coalescing.values()) clearTimeout(window.timer);
    this.coalescing.clear();
    await Promise.all(this.redis.map((client) => client.quit().catch(() => client.disconnect())));
  }
}
