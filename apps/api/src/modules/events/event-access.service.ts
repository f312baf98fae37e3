import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { accessError } from '../../common/access/access.errors';
import { Actor } from '../../common/access/actor';
import { EventStaffRepository } from './event-staff.repository';
import { PlayerRepository } from './player.repository';

export type EventRole = 'ADMIN' | 'ORGANIZER' | 'JUDGE' | 'PLAYER';

/** Role names in messages, so a refusal says who may do it. */
const ROLE_LABEL: Record<EventRole, string> = { ADMIN: 'an administrator', ORGANIZER: 'an organizer', JUDGE: 'a judge', PLAYER: 'a player' };

/** Per-event roles: organizer and judge from the staff list, player from a registration linked to the account. */
@Injectable()
export class EventAccessService {
  constructor(
    private readonly staff: EventStaffRepository,
    private readonly players: PlayerRepository,
  ) {}

  async rolesFor(actor: Actor | null, eventId: string, manager?: EntityManager): Promise<Set<EventRole>> {
    const roles = new Set<EventRole>();
    if (!actor) return roles;
    if (actor.isAdmin) roles.add('ADMIN');
    const [staff, player] = await Promise.all([this.staff.member(eventId, actor.userId, manager), this.players.ofAccount(eventId, actor.userId, manager)]);
    if (staff) roles.add(staff.role);
    if (player) roles.add('PLAYER');
    return roles;
  }

  /** True when the actor is staff of the event (organizer, judge or administrator): reads the staff row alone. */
  async isStaff(actor: Actor | null, eventId: string, manager?: EntityManager): Promise<boolean> {
    return actor !== null && (actor.isAdmin || (await this.holdsAny(actor, eventId, ['ORGANIZER', 'JUDGE'], manager)));
  }

  /** Refuses unless the actor holds one of the roles (administrators hold every role). */
  async require(actor: Actor | null, eventId: string, allowed: EventRole[], action: string, manager?: EntityManager): Promise<void> {
    if (!actor) throw accessError('UNAUTHENTICATED', `Sign in to ${action}`);
    if (actor.isAdmin || (await this.holdsAny(actor, eventId, allowed, manager))) return;
    const who = allowed.map((role) => ROLE_LABEL[role]).join(' or ');
    throw accessError('FORBIDDEN', `Only ${who} of this event may ${action}`, { eventId });
  }

  /** Whether the actor holds one of the event roles, reading only the rows those roles need (a staff check reads no registration). */
  private async holdsAny(actor: Actor, eventId: string, allowed: EventRole[], manager?: EntityManager): Promise<boolean> {
    const staffRoles = allowed.filter((role) => role === 'ORGANIZER' || role === 'JUDGE');
    const [staff, player] = await Promise.all([
      staffRoles.length > 0 ? this.staff.member(eventId, actor.userId, manager) : null,
      allowed.includes('PLAYER') ? this.players.ofAccount(eventId, actor.userId, manager) : null,
    ]);
    return (staff !== null && staffRoles.includes(staff.role)) || player !== null;
  }
}
