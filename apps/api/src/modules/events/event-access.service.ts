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

  /** True when the actor is staff of the event (organizer, judge or administrator). */
  async isStaff(actor: Actor | null, eventId: string, manager?: EntityManager): Promise<boolean> {
    const roles = await this.rolesFor(actor, eventId, manager);
    return roles.has('ADMIN') || roles.has('ORGANIZER') || roles.has('JUDGE');
  }

  /** Refuses unless the actor holds one of the roles (administrators hold every role). */
  async require(actor: Actor | null, eventId: string, allowed: EventRole[], action: string, manager?: EntityManager): Promise<Set<EventRole>> {
    if (!actor) throw accessError('UNAUTHENTICATED', `Sign in to ${action}`);
    const roles = await this.rolesFor(actor, eventId, manager);
    if (roles.has('ADMIN') || allowed.some((role) => roles.has(role))) return roles;
    const who = allowed.map((role) => ROLE_LABEL[role]).join(' or ');
    throw accessError('FORBIDDEN', `Only ${who} of this event may ${action}`, { eventId });
  }
}
