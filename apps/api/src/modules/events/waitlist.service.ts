import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import type { EventEntity } from './event.entity';
import { eventError } from './events.errors';
import type { PlayerEntity } from './player.entity';
import { PlayerRepository } from './player.repository';
import { StaffEligibilityService } from './staff-eligibility.service';
import type { WaitlistEntryEntity } from './waitlist-entry.entity';
import { WaitlistRepository } from './waitlist.repository';

/**
 * Moves players from an event's waitlist into its registrations, under the caller's transaction
 * and event lock: the first in line when a seat frees up, or the one the organizer picks.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly players: PlayerRepository,
    private readonly eligibility: StaffEligibilityService,
  ) {}

  /**
   * Before the start, fills free seats (below the capacity; every seat when there is no limit) from
   * the waitlist in order. Someone who may no longer play (made staff since) or whose name is now
   * taken keeps their place and the next in line moves up. Returns the new players.
   */
  async fillFreeSeats(manager: EntityManager, event: EventEntity): Promise<PlayerEntity[]> {
    if (event.status !== 'REGISTRATION') return [];
    const promoted: PlayerEntity[] = [];
    let active = await this.players.countActive(event.id, manager);
    for (const entry of await this.waitlist.ofEvent(event.id, manager)) {
      if (event.capacity !== null && active >= event.capacity) break;
      const player = await this.tryPromote(manager, event, entry);
      if (player) {
        promoted.push(player);
        active += 1;
      }
    }
    return promoted;
  }

  /** The organizer seats this waiting player now, beyond the capacity if need be. */
  async promote(manager: EntityManager, event: EventEntity, entry: WaitlistEntryEntity): Promise<PlayerEntity> {
    if (event.status !== 'REGISTRATION') throw eventError('WAITLIST_CLOSED', `"${event.name}" has started: add ${entry.name} as a late entry instead`, { eventId: event.id });
    await this.eligibility.assertMayPlay(manager, event, { userId: entry.userId, wizardsId: null, name: entry.name });
    if (await this.players.findByNameKey(event.id, entry.nameKey, manager)) throw eventError('WAITLIST_NAME_TAKEN', `A player named "${entry.name}" is already registered; rename that entry first`, { entryId: entry.id });
    await this.waitlist.delete(manager, entry.id);
    return this.players.add(manager, { eventId: event.id, name: entry.name, nameKey: entry.nameKey, wizardsId: null, userId: entry.userId, invitedEmail: null, invitedUserId: null, byes: 0, isBot: false, enteredBeforeRound: 1, dropped: false });
  }

  private async tryPromote(manager: EntityManager, event: EventEntity, entry: WaitlistEntryEntity): Promise<PlayerEntity | null> {
    try {
      return await this.promote(manager, event, entry);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }
}
