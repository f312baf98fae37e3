import { EntityManager } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { EventEntity } from './event.entity';
import { eventError } from './events.errors';

/** Marks the event changed (players, rounds, results): derived caches keyed on the revision go stale. */
export async function bumpEventRevision(manager: EntityManager, eventId: string): Promise<void> {
  await manager.increment(EventEntity, { id: eventId }, 'revision', 1);
}

/** Reads an event and locks its row until the transaction ends: event-wide changes happen one at a time. */
export async function lockEvent(manager: EntityManager, eventId: string): Promise<EventEntity> {
  const event = isUuid(eventId) ? await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${eventId}"`, { eventId });
  return event;
}
