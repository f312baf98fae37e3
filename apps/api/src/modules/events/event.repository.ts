import { EntityManager } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { EventEntity } from './event.entity';
import { eventError } from './events.errors';

/** Marks the event changed (players, rounds, results): derived caches keyed on the revision go stale. Returns the new revision. */
export async function bumpEventRevision(manager: EntityManager, eventId: string): Promise<number> {
  const result = await manager.createQueryBuilder().update(EventEntity).set({ revision: () => 'revision + 1' }).where('id = :eventId', { eventId }).returning(['revision']).execute();
  const rows = result.raw as { revision: number | string }[];
  return Number(rows[0]?.revision);
}

/** Reads an event and locks its row until the transaction ends: event-wide changes happen one at a time. */
export async function lockEvent(manager: EntityManager, eventId: string): Promise<EventEntity> {
  const event = isUuid(eventId) ? await manager.findOne(EventEntity, { where: { id: eventId }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${eventId}"`, { eventId });
  return event;
}
