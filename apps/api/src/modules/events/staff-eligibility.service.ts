import { checkPlayerEligibility, checkStaffEligibility, isDciFailure, StaffOfRecord } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { UserEntity } from '../auth';
import { PlayerRepository } from './player.repository';
import { StaffRole } from './event-staff.entity';
import { EventStaffRepository } from './event-staff.repository';
import { EventEntity } from './event.entity';
import { staffMayNotPlay } from './event-sanctioning';
import { eventError } from './events.errors';

/** What a store owner can do about a refusal. */
const WAY_OUT = 'Remove them from the staff first, or run the event unsanctioned.';

/** UTR 3: the organizer, head judge and judges of record of a sanctioned event may not play in it. */
@Injectable()
export class StaffEligibilityService {
  constructor(
    private readonly staff: EventStaffRepository,
    private readonly players: PlayerRepository,
  ) {}

  /** Refuses to register (or link) a player who is staff of record of the event. */
  async assertMayPlay(manager: EntityManager, event: EventEntity, player: { userId: string | null; wizardsId: string | null; name: string }): Promise<void> {
    if (!staffMayNotPlay(event) || player.userId === null) return;
    const staff = await this.staffOfRecord(manager, event.id);
    const verdict = checkPlayerEligibility({ sanctioned: true, player, staff });
    if (isDciFailure(verdict)) throw eventError('STAFF_CANNOT_PLAY', `${verdict.error.message}. ${WAY_OUT}`, { eventId: event.id, userId: player.userId });
  }

  /** Refuses to make a registered player of the event its organizer or judge. */
  async assertMayStaff(manager: EntityManager, event: EventEntity, user: Pick<UserEntity, 'id' | 'displayName'>, role: StaffRole): Promise<void> {
    if (!staffMayNotPlay(event)) return;
    const players = await this.players.identitiesOfAccount(manager, event.id, user.id);
    const verdict = checkStaffEligibility({ sanctioned: true, staff: { userId: user.id, name: user.displayName, role }, players });
    if (isDciFailure(verdict)) {
      throw eventError('STAFF_CANNOT_PLAY', `${verdict.error.message}. Drop their registration first, or run the event unsanctioned.`, { eventId: event.id, userId: user.id });
    }
  }

  /** Before an unsanctioned event asks for sanctioning again: no staff member of record may be registered to play. */
  async assertNoStaffPlays(manager: EntityManager, event: EventEntity): Promise<void> {
    const staff = await this.staffOfRecord(manager, event.id);
    const players = await this.players.linkedIdentities(manager, event.id);
    for (const player of players) {
      const verdict = checkPlayerEligibility({ sanctioned: true, player, staff });
      if (isDciFailure(verdict)) {
        throw eventError('STAFF_CANNOT_PLAY', `${verdict.error.message}. Remove them from the staff or drop their registration before asking for sanctioning.`, { eventId: event.id, playerId: player.id });
      }
    }
  }

  private async staffOfRecord(manager: EntityManager, eventId: string): Promise<StaffOfRecord[]> {
    const rows = await this.staff.withAccounts(eventId, manager);
    return rows.map((row) => ({ userId: row.userId, role: row.role, name: row.user?.displayName }));
  }
}
