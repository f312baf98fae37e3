import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { defaultMulliganRule } from '@arbiter/engine';
import { Actor } from '../../common/access/actor';
import { parseEventDate } from '../../common/input/calendar-date';
import { cleanDisplayText } from '../../common/text/display-text';
import { UserEntity, UserRepository } from '../auth';
import { CardsService } from '../cards';
import { CreateEventInput } from './dto/create-event.input';
import { requestedTeamFormat } from './event-team-format';
import { UpdateEventInput } from './dto/update-event.input';
import { EventAccessService } from './event-access.service';
import { EventStaffEntity, StaffRole } from './event-staff.entity';
import { EventStaffRepository } from './event-staff.repository';
import { EventEntity, EventStatus } from './event.entity';
import { plannedStructure } from './event-structure';
import { isUuid } from '../../common/ids/is-uuid';
import { EventRepository } from './event.repository';
import { PlayerRepository } from './player.repository';
import { eventError } from './events.errors';
import { assertMatchStructure } from './event-match-structure';
import { assertRatingEventType } from './event-rating-type';
import { eventSanctioning } from './event-sanctioning';
import { StaffEligibilityService } from './staff-eligibility.service';
import { normalizeJoinCode } from './join-code';
import { assertRegistrationWindow, eventText } from './event-registration';
import { WaitlistService } from './waitlist.service';

/** An event name as stored (NFKC, no invisible characters); empty is refused. */
function cleanEventName(raw: string): string {
  const name = cleanDisplayText(raw);
  if (name === '') throw eventError('INVALID_EVENT_INPUT', 'name must not be empty', { field: 'name' });
  return name;
}

/** A date of the event (its start, the decklist deadline): a real calendar day, or null. */
function eventDate(raw: string | null | undefined, field: 'startsAt' | 'decklistDeadline' | 'registrationOpensAt' | 'registrationClosesAt'): Date | null {
  if (!raw) return null;
  const parsed = parseEventDate(raw);
  if ('problem' in parsed) throw eventError('INVALID_EVENT_INPUT', `${field}: ${parsed.problem}`, { field });
  return parsed.date;
}

/** The event lifecycle: which status may follow which. */
const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  REGISTRATION: ['RUNNING'],
  RUNNING: ['PLAYOFFS', 'FINISHED'],
  PLAYOFFS: ['FINISHED'],
  FINISHED: [],
};

/** What the event's decklists are checked against: limited (MTR 7.1), else the Constructed format (freeform when none). */
export function eventDecklistFormat(event: Pick<EventEntity, 'format' | 'constructedFormat'>): string {
  return event.format === 'LIMITED' ? 'limited' : (event.constructedFormat ?? 'freeform');
}

@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventRepository,
    private readonly staff: EventStaffRepository,
    private readonly players: PlayerRepository,
    private readonly users: UserRepository,
    private readonly access: EventAccessService,
    private readonly eligibility: StaffEligibilityService,
    private readonly cards: CardsService,
    private readonly waitlist: WaitlistService,
  ) {}

  /** A Constructed format as stored: trimmed, lower case, one decklists can be checked against; null for none. */
  private constructedFormat(raw: string | null | undefined): string | null {
    const format = raw?.trim().toLowerCase() || null;
    if (format !== null && !this.cards.isEventFormat(format)) {
      throw eventError('UNKNOWN_EVENT_FORMAT', `unknown Constructed format "${raw}": use one of ${this.cards.eventFormats().join(', ')}`, { field: 'constructedFormat', format: raw });
    }
    return format;
  }

  async create(actor: Actor, input: CreateEventInput): Promise<EventEntity> {
    const name = cleanEventName(input.name);
    const startsAt = eventDate(input.startsAt, 'startsAt');
    const constructedFormat = this.constructedFormat(input.constructedFormat);
    const decklistDeadline = eventDate(input.decklistDeadline, 'decklistDeadline');
    const teamFormat = requestedTeamFormat(input);
    return this.dataSource.transaction(async (manager) => {
      const draft = this.events.draft({
        name,
        format: input.format,
        constructedFormat,
        decklistDeadline,
        rel: input.rel,
        status: 'REGISTRATION',
        startsAt,
        swissRounds: input.swissRounds ?? null,
        topCut: input.topCut ?? null,
        gamesPerMatch: input.gamesPerMatch ?? 3,
        finalsGamesPerMatch: input.finalsGamesPerMatch ?? input.gamesPerMatch ?? 3,
        roundMinutes: input.roundMinutes ?? 50,
        digital: input.digital ?? false,
        rulesEdition: input.rulesEdition ?? 'CURRENT',
        sanctioningRequested: input.sanctioningRequested ?? true,
        percentageFloor: input.percentageFloor ?? '1/3',
        ratingEventType: input.ratingEventType ?? 'regular',
        mulliganRule: input.mulliganRule ?? defaultMulliganRule(input.gameRules ?? 'current'),
        gameRules: input.gameRules ?? 'current',
        capacity: input.capacity || null,
        registrationOpensAt: eventDate(input.registrationOpensAt, 'registrationOpensAt'),
        registrationClosesAt: eventDate(input.registrationClosesAt, 'registrationClosesAt'),
        location: eventText(input.location, 'location'),
        description: eventText(input.description, 'description'),
        teamFormat,
        createdById: actor.userId,
      });
      assertMatchStructure(draft);
      assertRegistrationWindow(draft);
      assertRatingEventType(draft);
      assertEngineRules(draft);
      const event = await this.events.save(manager, draft);
      await this.staff.add(manager, event.id, actor.userId, 'ORGANIZER');
      return event;
    });
  }

  async update(actor: Actor, eventId: string, input: UpdateEventInput): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'edit the event', manager);
      const structural = (['format', 'constructedFormat', 'swissRounds', 'topCut', 'gamesPerMatch', 'finalsGamesPerMatch', 'digital', 'rulesEdition', 'sanctioningRequested', 'percentageFloor', 'ratingEventType', 'mulliganRule', 'gameRules'] as const).filter((f) => input[f] !== undefined && input[f] !== null);
      if (event.status !== 'REGISTRATION' && structural.length > 0) {
        throw eventError('STRUCTURE_LOCKED', `${structural.join(', ')} cannot change after the event has started (MTR: the structure is announced by round 1)`, { fields: structural });
      }
      if (input.name !== undefined && input.name !== null) {
        event.name = cleanEventName(input.name);
      }
      if (input.rel) event.rel = input.rel;
      if (input.format) event.format = input.format;
      if (input.constructedFormat != null) event.constructedFormat = this.constructedFormat(input.constructedFormat);
      if (input.decklistDeadline !== undefined) event.decklistDeadline = eventDate(input.decklistDeadline, 'decklistDeadline');
      if (input.decklistsPublished != null) event.decklistsPublished = input.decklistsPublished;
      if (input.startsAt !== undefined) event.startsAt = eventDate(input.startsAt, 'startsAt');
      if (input.swissRounds != null) event.swissRounds = input.swissRounds;
      if (input.topCut != null) event.topCut = input.topCut;
      if (input.gamesPerMatch != null) event.gamesPerMatch = input.gamesPerMatch;
      if (input.finalsGamesPerMatch != null) event.finalsGamesPerMatch = input.finalsGamesPerMatch;
      if (input.roundMinutes != null) event.roundMinutes = input.roundMinutes;
      if (input.digital != null) event.digital = input.digital;
      if (input.ownByesInMatchWin != null) event.ownByesInMatchWin = input.ownByesInMatchWin;
      if (input.rulesEdition != null) event.rulesEdition = input.rulesEdition;
      if (input.percentageFloor != null) event.percentageFloor = input.percentageFloor;
      if (input.ratingEventType != null) event.ratingEventType = input.ratingEventType;
      if (input.mulliganRule != null) event.mulliganRule = input.mulliganRule;
      if (input.gameRules != null) event.gameRules = input.gameRules;
      if (input.capacity != null) event.capacity = input.capacity || null;
      if (input.registrationOpensAt !== undefined) event.registrationOpensAt = eventDate(input.registrationOpensAt, 'registrationOpensAt');
      if (input.registrationClosesAt !== undefined) event.registrationClosesAt = eventDate(input.registrationClosesAt, 'registrationClosesAt');
      if (input.location !== undefined) event.location = eventText(input.location, 'location');
      if (input.description !== undefined) event.description = eventText(input.description, 'description');
      assertRegistrationWindow(event);
      assertEngineRules(event);
      if (input.ratingEventType != null || input.rel) assertRatingEventType(event);
      if (input.rel || input.gamesPerMatch != null || input.finalsGamesPerMatch != null || input.rulesEdition != null) assertMatchStructure(event);
      if (input.sanctioningRequested != null && input.sanctioningRequested !== event.sanctioningRequested) {
        event.sanctioningRequested = input.sanctioningRequested;
        if (input.sanctioningRequested) await this.eligibility.assertNoStaffPlays(manager, event);
      }
      event.revision += 1;
      const saved = await this.events.save(manager, event);
      // A raised (or removed) capacity seats the waitlist, first in line first.
      if (input.capacity != null) await this.waitlist.fillFreeSeats(manager, saved);
      return saved;
    });
  }

  /**
   * A new event in registration with the settings of this one (structure, rules, decklists,
   * capacity, location, description, staff) and none of its players or results, under a new join
   * code. Given `startsAt`, the registration times and decklist deadline move with the start;
   * without it the copy has no dates (the organizer sets them).
   */
  async duplicate(actor: Actor, eventId: string, startsAtInput?: string | null): Promise<EventEntity> {
    const startsAt = eventDate(startsAtInput, 'startsAt');
    return this.dataSource.transaction(async (manager) => {
      const source = await this.events.getById(eventId, manager);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'duplicate the event', manager);
      const shift = (date: Date | null): Date | null => (date && startsAt && source.startsAt ? new Date(date.getTime() + startsAt.getTime() - source.startsAt.getTime()) : null);
      const copy = await this.events.save(
        manager,
        this.events.draft({
          ...pick(source, DUPLICATED_SETTINGS),
          status: 'REGISTRATION',
          startsAt,
          registrationOpensAt: shift(source.registrationOpensAt),
          registrationClosesAt: shift(source.registrationClosesAt),
          decklistDeadline: shift(source.decklistDeadline),
          createdById: actor.userId,
        }),
      );
      const staff = await this.staff.withAccounts(eventId, manager);
      for (const member of staff) await this.staff.add(manager, copy.id, member.userId, member.role);
      if (!staff.some((member) => member.userId === actor.userId)) await this.staff.add(manager, copy.id, actor.userId, 'ORGANIZER');
      return copy;
    });
  }

  /** The public calendar: events players can still come to, soonest first. */
  calendar(): Promise<EventEntity[]> {
    return this.events.calendar();
  }

  /** REGISTRATION → RUNNING: fixes the planned structure from attendance (MTR App. E) unless set. */
  async start(actor: Actor, eventId: string): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'start the event', manager);
      const players = await this.players.ofEvent(eventId, manager);
      const active = players.filter((p) => !p.dropped);
      if (active.length < 2) throw eventError('ILLEGAL_STATUS_TRANSITION', `An event needs at least 2 players to start; it has ${active.length}`, { eventId });
      const structure = plannedStructure(event, players);
      event.swissRounds = structure.swissRounds;
      event.topCut = Math.min(structure.topCut, largestCutFor(active.length));
      // Seed Floor Rules / UTR: below the minimum the event still runs, unsanctioned.
      event.unsanctionedReason = eventSanctioning(event, active.length).reason;
      await this.transition(manager, event, 'RUNNING');
      event.revision += 1;
      return this.events.save(manager, event);
    });
  }

  async finish(actor: Actor, eventId: string): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'finish the event', manager);
      await this.transition(manager, event, 'FINISHED');
      event.revision += 1;
      return this.events.save(manager, event);
    });
  }

  /**
   * Cancels an event that is not finished: it becomes FINISHED with `cancelledAt`, is not rated,
   * and its event report says CANCELLED. An event cancelled before it started has its
   * sanctioning fixed from its registrations, as a start would.
   */
  async cancel(actor: Actor, eventId: string): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'cancel the event', manager);
      if (event.status === 'FINISHED') {
        throw eventError('ILLEGAL_STATUS_TRANSITION', event.cancelledAt ? `Event "${event.name}" is already cancelled` : `Event "${event.name}" is finished; a finished event cannot be cancelled`, { from: event.status });
      }
      if (event.status === 'REGISTRATION') {
        const active = await this.players.countActive(eventId, manager);
        event.unsanctionedReason = eventSanctioning(event, active).reason;
      }
      event.status = 'FINISHED';
      event.cancelledAt = new Date();
      event.revision += 1;
      return this.events.save(manager, event);
    });
  }

  async remove(actor: Actor, eventId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'delete the event', manager);
      await this.events.delete(manager, eventId);
      return true;
    });
  }

  /** Makes an account organizer or judge of the event, found by id or by the email it signed up with. */
  async addStaff(actor: Actor, eventId: string, who: StaffIdentity, role: StaffRole): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'add staff', manager);
      const user = await this.findStaffUser(manager, who);
      await this.eligibility.assertMayStaff(manager, event, user, role);
      const existing = await this.staff.member(eventId, user.id, manager);
      if (existing?.role === 'ORGANIZER' && role !== 'ORGANIZER') await this.assertAnotherOrganizer(manager, eventId, user.id, 'make the last organizer a judge');
      if (existing) await this.staff.setRole(manager, existing, role);
      else await this.staff.add(manager, eventId, user.id, role);
      return event;
    });
  }

  /** Takes an account off the event's staff; the last organizer stays (someone must run the event). */
  async removeStaff(actor: Actor, eventId: string, userId: string): Promise<EventEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'remove staff', manager);
      const member = isUuid(userId) ? await this.staff.member(eventId, userId, manager) : null;
      if (!member) throw eventError('STAFF_MEMBER_NOT_FOUND', `User "${userId}" is not on the staff of this event`, { userId });
      if (member.role === 'ORGANIZER') await this.assertAnotherOrganizer(manager, eventId, userId, 'remove the last organizer');
      await this.staff.remove(manager, member.id);
      return event;
    });
  }

  /** The event's organizers and judges with their accounts, organizers first. */
  async staffOf(eventId: string): Promise<{ user: UserEntity; role: StaffRole }[]> {
    const rows = await this.staff.withAccounts(eventId);
    return rows
      .filter((row): row is EventStaffEntity & { user: UserEntity } => row.user !== undefined && row.user !== null)
      .sort((a, b) => Number(b.role === 'ORGANIZER') - Number(a.role === 'ORGANIZER'))
      .map((row) => ({ user: row.user, role: row.role }));
  }

  /** The event a player's typed join code names, or null (a code that cannot exist is null too). */
  async findByCode(typed: string): Promise<EventEntity | null> {
    const code = normalizeJoinCode(typed);
    return code === null ? null : this.events.findByJoinCode(code);
  }

  async findById(id: string): Promise<EventEntity | null> {
    return this.events.findById(id);
  }

  async getById(id: string): Promise<EventEntity> {
    const event = await this.findById(id);
    if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${id}"`, { eventId: id });
    return event;
  }

  /** Events the caller plays in, is invited to (an entry for their account or email) or is staff of, newest first. */
  async myEvents(actor: Actor): Promise<EventEntity[]> {
    const user = await this.users.findById(actor.userId);
    return user ? this.events.ofAccount(user) : [];
  }

  async list(status?: EventStatus): Promise<EventEntity[]> {
    return this.events.list(status);
  }

  /**
   * The one way an event's status changes (start, playoffs, finish), under the caller's
   * transaction and event lock: refuses what the lifecycle does not allow.
   */
  async transition(manager: EntityManager, event: EventEntity, to: EventStatus): Promise<void> {
    if (!EVENT_TRANSITIONS[event.status].includes(to)) {
      throw eventError('ILLEGAL_STATUS_TRANSITION', `Event "${event.name}" is ${event.status}; it cannot become ${to}`, { from: event.status, to });
    }
    event.status = to;
    await this.events.setStatus(manager, event.id, to);
  }

  private async findStaffUser(manager: EntityManager, who: StaffIdentity): Promise<UserEntity> {
    if (Boolean(who.userId) === Boolean(who.email?.trim())) {
      throw eventError('INVALID_EVENT_INPUT', 'Give the userId or the email of the account to add, not both', { field: who.userId ? 'email' : 'userId' });
    }
    if (who.userId) {
      const user = await this.users.findById(who.userId, manager);
      if (!user) throw eventError('USER_NOT_FOUND_FOR_STAFF', `No user with id "${who.userId}"`, { userId: who.userId });
      return user;
    }
    const email = (who.email ?? '').trim().toLowerCase();
    const user = await this.users.findByEmail(email, manager);
    if (!user) throw eventError('USER_NOT_FOUND_FOR_STAFF', `No account signed up with "${email}"; ask them to create an account first`, { email });
    return user;
  }

  private async assertAnotherOrganizer(manager: EntityManager, eventId: string, userId: string, action: string): Promise<void> {
    const organizers = await this.staff.organizers(manager, eventId);
    if (!organizers.some((o) => o.userId !== userId)) throw eventError('LAST_ORGANIZER', `Cannot ${action}: add another organizer first`, { eventId, userId });
  }
}

/** Who addStaff means: an account id or an account's email, exactly one of them. */
export interface StaffIdentity {
  userId?: string | null;
  email?: string | null;
}

/** What a duplicate keeps of its event: every setting the organizer chose, none of what happened. */
const DUPLICATED_SETTINGS = [
  'name', 'format', 'constructedFormat', 'rel', 'swissRounds', 'topCut', 'gamesPerMatch', 'finalsGamesPerMatch', 'roundMinutes',
  'ownByesInMatchWin', 'digital', 'rulesEdition', 'sanctioningRequested', 'percentageFloor', 'ratingEventType', 'mulliganRule', 'gameRules',
  'decklistsPublished', 'capacity', 'location', 'description', 'teamFormat',
] as const satisfies readonly (keyof EventEntity)[];

function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/** The largest top cut (of 2/4/8/16) the active players can fill. */
function largestCutFor(players: number): number {
  return [16, 8, 4, 2].find((cut) => cut <= players) ?? 0;
}

/** The seed's 2006 mulligan and rules are options of digital events only: the engine plays them; people at a table follow today's rules. */
function assertEngineRules(event: Pick<EventEntity, 'digital' | 'mulliganRule' | 'gameRules'>): void {
  if (event.gameRules !== 'current' && !event.digital) {
    throw eventError('INVALID_EVENT_INPUT', "The 2006 Comprehensive Rules are an option of digital events (played in the engine); turn on digital play or keep today's rules", { field: 'gameRules' });
  }
  if (event.mulliganRule !== 'london' && !event.digital) {
    throw eventError('INVALID_EVENT_INPUT', 'The 2006 "draw one fewer" mulligan is an option of digital events (played in the engine); turn on digital play or keep the London mulligan', { field: 'mulliganRule' });
  }
}
