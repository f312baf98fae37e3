import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventSecretEntity } from './event-secret.entity';
import { newEventSecret } from './match-randomness';

/** Reads (creating on first use) the per-event randomness secret; a secret never changes once written. */
@Injectable()
export class EventSecretRepository {
  private readonly cache = new Map<string, string>();

  async secretFor(manager: EntityManager, eventId: string): Promise<string> {
    const cached = this.cache.get(eventId);
    if (cached) return cached;
    // Two instances may create it at once: the first insert wins and both read that one.
    await manager.createQueryBuilder().insert().into(EventSecretEntity).values({ eventId, secret: newEventSecret() }).orIgnore().execute();
    const row = await manager.findOneByOrFail(EventSecretEntity, { eventId });
    this.cache.set(eventId, row.secret);
    return row.secret;
  }
}
