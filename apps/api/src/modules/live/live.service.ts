import { Injectable } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';

export type LiveTopic = 'pairingsPublished' | 'standingsUpdated' | 'matchUpdated' | 'clockUpdated' | 'timeCalled';

/** A change announced to subscribers: the topic and the event it belongs to. */
export interface LiveMessage {
  eventId: string;
  [key: string]: unknown;
}

/**
 * Fans out changes to GraphQL subscriptions. Messages carry ids only; each subscriber's
 * resolver re-reads what it may see, so nothing private is ever published.
 */
@Injectable()
export class LiveService {
  private readonly pubSub = new PubSub<Record<string, LiveMessage>>();

  publish(topic: LiveTopic, message: LiveMessage): void {
    void this.pubSub.publish(`${topic}:${message.eventId}`, message);
  }

  subscribe(topic: LiveTopic, eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.pubSub.asyncIterableIterator(`${topic}:${eventId}`);
  }
}
