import { DecklistCheck } from '@arbiter/cards';
import { normalizeWizardsId, seatDraftPods, WIZARDS_ID_DIGITS } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { cleanDisplayText, lookAlikeKey } from '../../common/text/display-text';
import { UserEntity, UserRepository } from '../auth';
import { CardsService, EngineCardPoolService, toDecklistProblemModel } from '../cards';
import { EventAccessService, eventDecklistFormat, EventEntity, EventRepository, EventsService, PlayerEntity, PlayerRepository, registrationState, StaffEligibilityService, WaitlistEntryEntity, WaitlistRepository, WaitlistService } from '../events';
import { LiveService } from '../live';
import { RoundRepository } from '../rounds';
import { toDecklistModel } from './dto/decklist.mapper';
import { DecklistModel, PublishedDecklistModel } from './dto/decklist.model';
import { UpdatePlayerInput } from './dto/update-player.input';
import { PlayerErrorCode, playerError } from './players.errors';
import { DomainError } from '../../common/errors/domain-error';

/** How canSeeDecklist learns the caller's staff role and the event (directly, or from batched loaders). */
export interface DecklistLookups {
  isStaff(actor: Actor): Promise<boolean>;
  event(): Promise<EventEntity | null>;
}

/** Lists published to everyone: the event is finished and its organizer chose to publish them. */
function decklistsArePublic(event: EventEntity): boolean {
  return event.status === 'FINISHED' && event.decklistsPublished;
}

/** Names (one per copy) as MTGO text, copies counted per name: the one checker reads both inputs. */
export function namesAsText(main: string[], sideboard: string[]): string {
  const counted = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const raw of names) {
      const name = raw.trim();
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].map(([name, count]) => `${count} ${name}`);
  };
  const side = counted(sideboard);
  return [...counted(main), ...(side.length ? ['Sideboard', ...side] : [])].join('\n');
}

/** Longest player name, in characters. */
export const PLAYER_NAME_MAX = 100;

/** Folds a name for uniqueness: case, spacing, invisible characters and look-alike letters never make two players. */
export function playerNameKey(name: string): string {
  return lookAlikeKey(name);
}

/** A player name as stored: NFKC, invisible characters removed, spaces collapsed, 1 to 100 characters. */
function cleanPlayerName(raw: string): string {
  const name = cleanDisplayText(raw);
  if (name === '' || name.length > PLAYER_NAME_MAX) throw playerError('INVALID_PLAYER_INPUT', `Player name must be 1 to ${PLAYER_NAME_MAX} characters`, { field: 'name' });
  return name;
}

/** A Wizards account (DCI) number as stored (digits only), or null when blank; anything else is refused. */
export function cleanWizardsId(raw: string | null | undefined): string | null {
  const typed = raw?.trim() || null;
  if (typed === null) return null;
  const wizardsId = normalizeWizardsId(typed);
  if (wizardsId === null) {
    throw playerError('INVALID_WIZARDS_ID', `Wizards ID "${typed}" is not valid: it is the ${WIZARDS_ID_DIGITS.min}- to ${WIZARDS_ID_DIGITS.max}-digit number of the player's Wizards account`, { field: 'wizardsId', wizardsId: typed });
  }
  return wizardsId;
}

/** Uniform whole numbers below a bound, from a fresh 256-bit seed that stays in this closure (HMAC-SHA-256 counter mode). */
function secretRandomIndex(): (bound: number) => number {
  const seed = randomBytes(32);
  let counter = 0;
  return (bound) => {
    // 48 bits per draw: the modulo bias below a bound of a few thousand is under 2^-36.
    const value = createHmac('sha256', seed).update(String(counter++)).digest().readUIntBE(0, 6);
    return value % bound;
  };
}

function checkByes(byes: number): void {
  if (!Number.isInteger(byes) || byes < 0 || byes > 3) throw playerError('INVALID_PLAYER_INPUT', `byes must be 0 to 3, got ${byes}`, { field: 'byes' });
}

/** The unique indexes of a registration, as the error a user should see. */
function duplicateRegistration(error: unknown, name: string | null | undefined, wizardsId: string | null | undefined): unknown {
  if (isUniqueViolation(error, 'uq_players_event_name')) return playerError('DUPLICATE_PLAYER', `A player named "${name}" (or a name that looks the same) is already registered in this event`, { field: 'name' });
  if (isUniqueViolation(error, 'uq_players_event_wizards_id')) return playerError('DUPLICATE_PLAYER', `Wizards account "${wizardsId}" is already registered in this event`, { field: 'wizardsId' });
  return error;
}

export interface RegisterPlayerInput {
  name: string;
  wizardsId?: string | null;
  userId?: string | null;
  byes?: number | null;
  bot?: boolean | null;
  /** Organizers: invite the account with this email (it links itself with acceptEntry). */
  email?: string | null;
}

/** Players signing themselves up stop at the event's capacity of active players (the organizer may still add walk-ins). */
async function assertRoomFor(players: PlayerRepository, manager: EntityManager, event: EventEntity): Promise<void> {
  if (event.capacity === null) return;
  const active = await players.countActive(event.id, manager);
  if (active >= event.capacity) throw playerError('EVENT_FULL', `"${event.name}" is full (${event.capacity} players); ask the organizer`, { eventId: event.id, capacity: event.capacity });
}

/** Players sign themselves up only during registration, within the organizer's opening and closing times. */
function assertSignUpOpen(event: EventEntity): void {
  const state = registrationState(event, 0, new Date());
  if (state === 'NOT_YET_OPEN') {
    throw playerError('REGISTRATION_NOT_OPEN', `Registration for "${event.name}" opens at ${event.registrationOpensAt?.toISOString()}`, { eventId: event.id, opensAt: event.registrationOpensAt?.toISOString() });
  }
  if (state === 'CLOSED') {
    throw playerError('REGISTRATION_CLOSED', event.status === 'REGISTRATION' ? `Registration for "${event.name}" closed at ${event.registrationClosesAt?.toISOString()}; ask the organizer` : `Registration for "${event.name}" is closed; ask the organizer for a late entry`, { eventId: event.id });
  }
}

/** A player waiting for a seat, with their place in line (1 = next). */
export interface WaitlistPlace {
  entry: WaitlistEntryEntity;
  position: number;
}

/** One line of a pasted or imported roster. */
export interface BulkEntry {
  name: string;
  wizardsId?: string | null;
  email?: string | null;
}

/** Most players one roster import registers. */
const BULK_MAX = 2000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An entry waiting for this account: made for its id or for its email. */
export function isInvitationFor(player: Pick<PlayerEntity, 'invitedUserId' | 'invitedEmail'>, user: Pick<UserEntity, 'id' | 'email'>): boolean {
  return player.invitedUserId === user.id || (player.invitedEmail !== null && player.invitedEmail === user.email);
}

@Injectable()
export class PlayersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly playerRows: PlayerRepository,
    private readonly eventRows: EventRepository,
    private readonly rounds: RoundRepository,
    private readonly users: UserRepository,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly eligibility: StaffEligibilityService,
    private readonly cards: CardsService,
    private readonly events: EventsService,
    private readonly enginePool: EngineCardPoolService,
    private readonly waitlist: WaitlistRepository,
    private readonly waitlistSeats: WaitlistService,
  ) {}

  /**
   * Registers a player: the organizer registers anyone (with byes); a signed-in user may
   * register themself during registration. After the event started this is a late entry:
   * missed rounds are match losses unless covered by byes.
   */
  async register(actor: Actor, eventId: string, input: RegisterPlayerInput): Promise<PlayerEntity> {
    const name = cleanPlayerName(input.name);
    const wizardsId = cleanWizardsId(input.wizardsId);
    const byes = input.byes ?? 0;
    checkByes(byes);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.eventRows.lock(manager, eventId);
        const roles = await this.access.rolesFor(actor, eventId, manager);
        const organizer = roles.has('ADMIN') || roles.has('ORGANIZER');
        const selfRegistration = !organizer && (input.userId ?? actor.userId) === actor.userId;
        if (!organizer && !(selfRegistration && event.status === 'REGISTRATION')) {
          throw playerError('REGISTRATION_CLOSED', event.status === 'REGISTRATION' ? 'Only an organizer may register other people' : 'Only an organizer may add late entries once the event has started', { eventId });
        }
        if (!organizer) assertSignUpOpen(event);
        if (!organizer && byes > 0) throw playerError('INVALID_PLAYER_INPUT', 'Only an organizer may award byes', { field: 'byes' });
        if (input.bot && !organizer) throw playerError('INVALID_PLAYER_INPUT', 'Only an organizer may seat a bot', { field: 'bot' });
        if (input.bot && !event.digital) throw playerError('INVALID_PLAYER_INPUT', 'Bots play only in digital events', { field: 'bot' });
        if (event.status === 'PLAYOFFS' || event.status === 'FINISHED') {
          throw playerError('REGISTRATION_CLOSED', `Event "${event.name}" is in ${event.status.toLowerCase()}: no entries after the cut`, { eventId });
        }
        const invitedEmail = input.email ? input.email.trim().toLowerCase() : null;
        if (invitedEmail !== null && (!organizer || !EMAIL.test(invitedEmail) || input.userId)) {
          throw playerError('INVALID_PLAYER_INPUT', !organizer ? 'Only an organizer may invite a player' : input.userId ? 'Give userId or email, not both' : `"${input.email}" is not an email address`, { field: 'email' });
        }
        const accountId = input.userId ?? (selfRegistration ? actor.userId : null);
        if (accountId !== null && !(await this.users.findById(accountId, manager))) {
          throw playerError('INVALID_PLAYER_INPUT', `No user with id "${accountId}"`, { field: 'userId' });
        }
        if (accountId !== null && (await this.playerRows.entryOrInvitationOf(manager, eventId, accountId))) {
          throw playerError('DUPLICATE_PLAYER', 'That account is already registered (or invited) in this event', { field: 'userId' });
        }
        if (!organizer) await assertRoomFor(this.playerRows, manager, event);
        // Issue 12: only the account's owner links it; an organizer naming someone else's account makes an invitation.
        const userId = accountId === actor.userId ? accountId : null;
        const invitedUserId = accountId !== null && accountId !== actor.userId ? accountId : null;
        await this.eligibility.assertMayPlay(manager, event, { userId: accountId, wizardsId, name });
        const roundsPaired = await this.rounds.countOfEvent(eventId, manager);
        const player = await this.playerRows.add(manager, { eventId, name, nameKey: playerNameKey(name), wizardsId, userId, invitedEmail, invitedUserId, byes, isBot: input.bot ?? false, enteredBeforeRound: roundsPaired + 1, dropped: false });
        await this.eventRows.bumpRevision(manager, eventId);
        return player;
      });
    } catch (error) {
      throw duplicateRegistration(error, name, wizardsId);
    }
  }

  /**
   * The organizer registers a roster at once (a pasted list or a CSV file) before the event
   * starts: every line is checked first, then all are stored in one transaction, or none.
   * A refusal names the line (1-based, in `line`).
   */
  async registerMany(actor: Actor, eventId: string, entries: readonly BulkEntry[]): Promise<PlayerEntity[]> {
    if (entries.length === 0 || entries.length > BULK_MAX) throw playerError('INVALID_PLAYER_INPUT', `Give 1 to ${BULK_MAX} players, got ${entries.length}`, { field: 'players' });
    const atLine = <T>(line: number, check: () => T): T => {
      try {
        return check();
      } catch (error) {
        throw error instanceof DomainError ? playerError(error.code as PlayerErrorCode, `Line ${line}: ${error.message}`, { ...error.details, line }) : error;
      }
    };
    const cleaned = entries.map((entry, index) =>
      atLine(index + 1, () => {
        const invitedEmail = entry.email?.trim().toLowerCase() || null;
        if (invitedEmail !== null && !EMAIL.test(invitedEmail)) throw playerError('INVALID_PLAYER_INPUT', `"${entry.email}" is not an email address`, { field: 'email' });
        return { name: cleanPlayerName(entry.name), wizardsId: cleanWizardsId(entry.wizardsId), invitedEmail };
      }),
    );
    const seen = new Map<string, number>();
    cleaned.forEach((entry, index) => {
      for (const key of [`name:${playerNameKey(entry.name)}`, entry.wizardsId ? `wizards:${entry.wizardsId}` : null]) {
        if (key === null) continue;
        const first = seen.get(key);
        if (first !== undefined) throw playerError('DUPLICATE_PLAYER', `Line ${index + 1}: "${entry.name}" repeats line ${first}${key.startsWith('wizards') ? ` (Wizards account ${entry.wizardsId})` : ''}`, { line: index + 1 });
        seen.set(key, index + 1);
      }
    });
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'register a roster', manager);
      if (event.status !== 'REGISTRATION') throw playerError('REGISTRATION_CLOSED', `Event "${event.name}" has started: add late entries one at a time`, { eventId });
      const existing = await this.playerRows.identities(manager, eventId);
      const taken = new Map(existing.flatMap((p) => [[`name:${p.nameKey}`, p.name] as const, ...(p.wizardsId ? [[`wizards:${p.wizardsId}`, p.name] as const] : [])]));
      cleaned.forEach((entry, index) => {
        const clash = taken.get(`name:${playerNameKey(entry.name)}`) ?? (entry.wizardsId ? taken.get(`wizards:${entry.wizardsId}`) : undefined);
        if (clash !== undefined) throw playerError('DUPLICATE_PLAYER', `Line ${index + 1}: "${entry.name}" is already registered (as "${clash}")`, { line: index + 1 });
      });
      const players = await this.playerRows.addMany(
        manager,
        cleaned.map((entry) => ({ eventId, name: entry.name, nameKey: playerNameKey(entry.name), wizardsId: entry.wizardsId, userId: null, invitedEmail: entry.invitedEmail, byes: 0, isBot: false, enteredBeforeRound: 1, dropped: false })),
      );
      await this.eventRows.bumpRevision(manager, eventId);
      return players;
    });
  }

  /**
   * A signed-in player signs up with the event's join code while registration is open: an
   * entry the organizer made for their email is claimed (linked), else a new entry is made
   * under `name` (default: the account's display name), within the event's capacity.
   */
  async join(actor: Actor, code: string, name?: string | null): Promise<PlayerEntity> {
    const { found, user, playerName } = await this.signUpFacts(actor, code, name);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.eventRows.lock(manager, found.id);
        if (event.status !== 'REGISTRATION') throw playerError('REGISTRATION_CLOSED', `Registration for "${event.name}" is closed; ask the organizer for a late entry`, { eventId: event.id });
        if (await this.playerRows.ofAccount(event.id, user.id, manager)) {
          throw playerError('DUPLICATE_PLAYER', `You are already registered in "${event.name}"`, { field: 'userId' });
        }
        const invited = await this.playerRows.invitationFor(manager, event.id, user);
        await this.eligibility.assertMayPlay(manager, event, { userId: user.id, wizardsId: invited?.wizardsId ?? null, name: invited?.name ?? playerName });
        let player: PlayerEntity;
        if (invited) {
          invited.userId = user.id;
          invited.invitedEmail = null;
          invited.invitedUserId = null;
          player = await this.playerRows.save(manager, invited);
        } else {
          // The organizer's entry is claimed at any time before the start; a new one only within the registration window.
          assertSignUpOpen(event);
          await assertRoomFor(this.playerRows, manager, event);
          const roundsPaired = await this.rounds.countOfEvent(event.id, manager);
          player = await this.playerRows.add(manager, { eventId: event.id, name: playerName, nameKey: playerNameKey(playerName), wizardsId: null, userId: user.id, invitedEmail: null, invitedUserId: null, byes: 0, isBot: false, enteredBeforeRound: roundsPaired + 1, dropped: false });
        }
        const waiting = await this.waitlist.ofAccount(event.id, user.id, manager);
        if (waiting) await this.waitlist.delete(manager, waiting.id);
        await this.eventRows.bumpRevision(manager, event.id);
        return player;
      });
    } catch (error) {
      throw duplicateRegistration(error, playerName, null);
    }
  }

  /**
   * A signed-in player signs up for a full event (within the registration window): they wait in
   * line under `name` (default: the account's display name) and are seated, first in line first,
   * when a registered player is removed or leaves before the start or the organizer promotes them.
   */
  async joinWaitlist(actor: Actor, code: string, name?: string | null): Promise<WaitlistPlace> {
    const { found, user, playerName } = await this.signUpFacts(actor, code, name);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, found.id);
      assertSignUpOpen(event);
      if (await this.playerRows.entryOrInvitationOf(manager, event.id, user.id)) throw playerError('DUPLICATE_PLAYER', `You are already registered in "${event.name}"`, { field: 'userId' });
      if (await this.waitlist.ofAccount(event.id, user.id, manager)) throw playerError('ALREADY_WAITLISTED', `You are already on the waitlist of "${event.name}"`, { eventId: event.id });
      const active = await this.playerRows.countActive(event.id, manager);
      if (event.capacity === null || active < event.capacity) throw playerError('WAITLIST_NOT_NEEDED', `"${event.name}" has a free seat: register instead`, { eventId: event.id });
      const nameKey = playerNameKey(playerName);
      const waiting = await this.waitlist.ofEvent(event.id, manager);
      if ((await this.playerRows.findByNameKey(event.id, nameKey, manager)) || waiting.some((w) => w.nameKey === nameKey)) {
        throw playerError('DUPLICATE_PLAYER', `A player named "${playerName}" (or a name that looks the same) is already registered or waiting in this event`, { field: 'name' });
      }
      await this.eligibility.assertMayPlay(manager, event, { userId: user.id, wizardsId: null, name: playerName });
      const entry = await this.waitlist.add(manager, { eventId: event.id, userId: user.id, name: playerName, nameKey });
      return { entry, position: waiting.length + 1 };
    });
  }

  /** What a sign-up by join code needs: the event (JOIN_CODE_UNKNOWN), the account, and the name to play under (default: the account's). */
  private async signUpFacts(actor: Actor, code: string, name?: string | null): Promise<{ found: EventEntity; user: UserEntity; playerName: string }> {
    const found = await this.events.findByCode(code);
    if (!found) throw playerError('JOIN_CODE_UNKNOWN', `No event has the code "${code.trim()}"; check the code on the event's screen`, { joinCode: code });
    const user = await this.users.findById(actor.userId);
    if (!user) throw playerError('PLAYER_NOT_FOUND', 'The signed-in account no longer exists');
    return { found, user, playerName: cleanPlayerName(name?.trim() ? name : user.displayName) };
  }

  /** The event's waitlist in order (staff only: it names people who are not players yet). */
  async waitlistOf(actor: Actor | null, eventId: string): Promise<WaitlistPlace[]> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], "see the event's waitlist");
    return (await this.waitlist.ofEvent(eventId)).map((entry, index) => ({ entry, position: index + 1 }));
  }

  /** The caller's place on the event's waitlist (1 = next), or null when not waiting. */
  async myWaitlistPosition(actor: Actor | null, eventId: string): Promise<number | null> {
    if (!actor) return null;
    const index = (await this.waitlist.ofEvent(eventId)).findIndex((entry) => entry.userId === actor.userId);
    return index < 0 ? null : index + 1;
  }

  /** The organizer seats a waiting player now (beyond the capacity if need be). */
  async promoteWaitlisted(actor: Actor, entryId: string): Promise<PlayerEntity> {
    const found = await this.waitlist.findById(entryId);
    if (!found) throw playerError('WAITLIST_ENTRY_NOT_FOUND', `No waitlist entry "${entryId}"`, { entryId });
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, found.eventId);
      await this.access.require(actor, event.id, ['ORGANIZER'], 'promote a waiting player', manager);
      const entry = await this.waitlist.findById(entryId, manager);
      if (!entry) throw playerError('WAITLIST_ENTRY_NOT_FOUND', `No waitlist entry "${entryId}"`, { entryId });
      const player = await this.waitlistSeats.promote(manager, event, entry);
      await this.eventRows.bumpRevision(manager, event.id);
      return player;
    });
  }

  /** A waiting player leaves the waitlist themselves; those behind them move up. */
  async leaveWaitlist(actor: Actor, eventId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      const entry = await this.waitlist.ofAccount(event.id, actor.userId, manager);
      if (!entry) throw playerError('NOT_WAITLISTED', `You are not on the waitlist of "${event.name}"`, { eventId: event.id });
      await this.waitlist.delete(manager, entry.id);
      return true;
    });
  }

  /** The organizer takes a waiting player off the waitlist. */
  async removeWaitlisted(actor: Actor, entryId: string): Promise<boolean> {
    const found = await this.waitlist.findById(entryId);
    if (!found) throw playerError('WAITLIST_ENTRY_NOT_FOUND', `No waitlist entry "${entryId}"`, { entryId });
    return this.dataSource.transaction(async (manager) => {
      await this.eventRows.lock(manager, found.eventId);
      await this.access.require(actor, found.eventId, ['ORGANIZER'], 'remove a waiting player', manager);
      if (!(await this.waitlist.findById(entryId, manager))) throw playerError('WAITLIST_ENTRY_NOT_FOUND', `No waitlist entry "${entryId}"`, { entryId });
      await this.waitlist.delete(manager, entryId);
      return true;
    });
  }

  /** The invited account links itself to the entry an organizer made for its email or its account. */
  async acceptEntry(actor: Actor, playerId: string): Promise<PlayerEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(actor.userId, manager);
      const notFound = () => playerError('INVITATION_NOT_FOUND', `No invitation for your account on player "${playerId}"`, { playerId });
      const invited = await this.playerRows.findById(playerId, manager);
      if (!invited || !user || !isInvitationFor(invited, user)) throw notFound();
      const event = await this.eventRows.lock(manager, invited.eventId);
      const player = await this.playerRows.getById(manager, playerId);
      if (!isInvitationFor(player, user)) throw notFound();
      if (await this.playerRows.ofAccount(player.eventId, user.id, manager)) {
        throw playerError('DUPLICATE_PLAYER', 'Your account is already registered in this event', { field: 'userId' });
      }
      // Staff made since the invitation may not play (UTR 2): checked again as the account joins.
      await this.eligibility.assertMayPlay(manager, event, { userId: user.id, wizardsId: player.wizardsId, name: player.name });
      player.userId = user.id;
      player.invitedEmail = null;
      player.invitedUserId = null;
      const saved = await this.playerRows.save(manager, player);
      await this.eventRows.bumpRevision(manager, player.eventId);
      return saved;
    });
  }

  /** Whether the caller may see that this entry awaits acceptance: staff and the invited account. */
  async invitationVisibleTo(actor: Actor | null, player: PlayerEntity, lookups: DecklistLookups, email: () => Promise<string | null>): Promise<boolean> {
    if (!actor) return false;
    if (player.invitedUserId === actor.userId) return true;
    if (player.invitedEmail !== null && player.invitedEmail === (await email())) return true;
    return lookups.isStaff(actor);
  }

  /** The organizer corrects a registration: name, Wizards id, byes (before the start), draft pod, fixed table. */
  async update(actor: Actor, playerId: string, input: UpdatePlayerInput): Promise<PlayerEntity> {
    const existing = await this.getById(playerId);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const event = await this.eventRows.lock(manager, existing.eventId);
        await this.access.require(actor, event.id, ['ORGANIZER'], 'change a registration', manager);
        const player = await this.playerRows.getById(manager, playerId);
        if (input.name != null) {
          player.name = cleanPlayerName(input.name);
          player.nameKey = playerNameKey(player.name);
        }
        if (input.wizardsId !== undefined) player.wizardsId = cleanWizardsId(input.wizardsId);
        if (input.byes != null) {
          checkByes(input.byes);
          if (event.status !== 'REGISTRATION') throw playerError('REGISTRATION_CLOSED', 'Byes are set before the event starts (late entries get theirs at registration)', { field: 'byes' });
          player.byes = input.byes;
        }
        for (const field of ['pod', 'fixedTable'] as const) {
          const value = input[field];
          if (value == null) continue;
          if (!Number.isInteger(value) || value < 0 || value > 10_000) throw playerError('INVALID_PLAYER_INPUT', `${field} must be a whole number from 0 (none) to 10000, got ${value}`, { field });
          player[field] = value === 0 ? null : value;
        }
        // A seat belongs to the pod it was drawn in.
        if (input.pod != null) player.draftSeat = null;
        const saved = await this.playerRows.save(manager, player);
        await this.eventRows.bumpRevision(manager, event.id);
        return saved;
      });
    } catch (error) {
      throw duplicateRegistration(error, input.name == null ? input.name : cleanDisplayText(input.name), input.wizardsId);
    }
  }

  /**
   * Seats a paper booster draft (MTR 7.7): the active players in pods of at most eight, as even as
   * possible, in a random order from a fresh secret seed (never stored nor shown). Staff, before
   * round 1 is paired; a second call replaces the first. Returns the seated players, pod by pod.
   */
  async assignDraftPods(actor: Actor, eventId: string): Promise<PlayerEntity[]> {
    const seated = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'assign draft pods', manager);
      if (event.format !== 'LIMITED' || event.digital) throw playerError('NOT_PAPER_LIMITED', `Event "${event.name}" is not a paper Limited event: digital drafts seat their pods when they start`, { eventId });
      if (await this.rounds.latest(eventId, manager)) throw playerError('DRAFT_PODS_LOCKED', 'Round 1 is already paired within the pods: pods are assigned before it', { eventId });
      const entrants = await this.playerRows.limitedEntrants(manager, eventId);
      if (entrants.length < 2) throw playerError('NOT_ENOUGH_DRAFTERS', `A draft needs at least 2 players; ${entrants.length} active`, { eventId, players: entrants.length });
      const seats = seatDraftPods(entrants.map((entrant) => entrant.id), secretRandomIndex());
      await this.playerRows.assignDraftSeats(manager, eventId, seats.map(({ entrant, pod, seat }) => ({ playerId: entrant, pod, seat })));
      await this.eventRows.bumpRevision(manager, eventId);
      const byId = new Map((await this.playerRows.findByIds(seats.map((seat) => seat.entrant), manager)).map((player) => [player.id, player]));
      return seats.map((seat) => byId.get(seat.entrant)!);
    });
    this.live.publish('standingsUpdated', { eventId });
    return seated;
  }

  /** Drops a player (the organizer, or the player themself): they are not paired again (MTR 2.x: before the next pairing). */
  async drop(actor: Actor, eventId: string, playerId: string): Promise<PlayerEntity> {
    const player = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      const target = await this.playerRows.findInEvent(playerId, eventId, manager);
      if (!target) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
      const roles = await this.access.rolesFor(actor, eventId, manager);
      const own = target.userId !== null && target.userId === actor.userId;
      if (!own && !roles.has('ADMIN') && !roles.has('ORGANIZER')) {
        await this.access.require(actor, eventId, ['ORGANIZER'], 'drop another player', manager);
      }
      if (target.dropped) throw playerError('PLAYER_ALREADY_DROPPED', `${target.name} has already dropped`, { playerId });
      if (event.status === 'FINISHED') throw playerError('REGISTRATION_CLOSED', 'The event is finished', { eventId });
      const lastRound = await this.rounds.latest(eventId, manager);
      target.dropped = true;
      target.droppedAfterRound = lastRound?.number ?? 0;
      await this.playerRows.save(manager, target);
      // Leaving before the start frees a seat: the first in line takes it.
      await this.waitlistSeats.fillFreeSeats(manager, event);
      await this.eventRows.bumpRevision(manager, eventId);
      return target;
    });
    this.live.publish('standingsUpdated', { eventId });
    return player;
  }

  /**
   * Takes back a drop made by mistake (organizer only) while no round has been paired since:
   * once a round went ahead without the player, coming back would be a re-entry, which the
   * event does not allow (docs/decisions.md, Re-entry). A disqualification is never undone here.
   */
  async undoDrop(actor: Actor, eventId: string, playerId: string): Promise<PlayerEntity> {
    const player = await this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'undo a drop', manager);
      const target = await this.playerRows.findInEvent(playerId, eventId, manager);
      if (!target) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
      if (!target.dropped || target.disqualified) throw playerError('PLAYER_NOT_DROPPED', `${target.name} has not dropped${target.disqualified ? ' (a disqualification stands)' : ''}`, { playerId });
      if (event.status === 'FINISHED') throw playerError('REGISTRATION_CLOSED', 'The event is finished', { eventId });
      const lastRound = await this.rounds.latest(eventId, manager);
      if ((lastRound?.number ?? 0) > (target.droppedAfterRound ?? 0)) {
        throw playerError('DROP_NOT_UNDOABLE', `Round ${lastRound?.number} was paired after ${target.name} dropped; a dropped player cannot re-enter`, { playerId });
      }
      target.dropped = false;
      target.droppedAfterRound = null;
      await this.playerRows.save(manager, target);
      await this.eventRows.bumpRevision(manager, eventId);
      return target;
    });
    this.live.publish('standingsUpdated', { eventId });
    return player;
  }

  /**
   * Deletes an entry typed by mistake (organizer only) while registration is open: no match
   * can name it yet. Refused once the event has started (drop instead) or when a penalty names it.
   */
  async remove(actor: Actor, eventId: string, playerId: string): Promise<PlayerEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'delete an entry', manager);
      const target = await this.playerRows.findInEvent(playerId, eventId, manager);
      if (!target) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
      if (event.status !== 'REGISTRATION') throw playerError('REGISTRATION_CLOSED', `The event has started: drop ${target.name} instead of deleting the entry`, { playerId });
      if (await this.playerRows.hasPenalties(manager, target.id)) throw playerError('REGISTRATION_CLOSED', `${target.name} has a penalty on record; drop the entry instead`, { playerId });
      const removed = { ...target } as PlayerEntity;
      await this.playerRows.delete(manager, target.id);
      await this.waitlistSeats.fillFreeSeats(manager, event);
      await this.eventRows.bumpRevision(manager, eventId);
      return removed;
    });
  }

  /**
   * Records a decklist given as text (MTGO text, Arena export or .dek XML) after checking it
   * against the event's format; refused with every problem listed, nothing stored.
   */
  async submitDecklistText(actor: Actor, eventId: string, playerId: string, text: string): Promise<PlayerEntity> {
    return this.storeDecklist(actor, eventId, playerId, (event) => this.checkForEvent(event, text, true));
  }

  /** Records a decklist given as card names (one entry per copy), checked as submitDecklistText checks (MTR 2.7/2.8, 3.16). */
  async submitDecklist(actor: Actor, eventId: string, playerId: string, main: string[], sideboard: string[]): Promise<PlayerEntity> {
    const text = namesAsText(main, sideboard);
    return this.storeDecklist(actor, eventId, playerId, (event) => this.checkForEvent(event, text, false));
  }

  /** The event's decklist check: its format, and for a digital event the engine's card pool. */
  private checkForEvent(event: EventEntity, text: string, withLines: boolean): DecklistCheck {
    const format = eventDecklistFormat(event);
    // A digital event plays in the engine: a real card outside its pool is refused by name now, not at the first game.
    const { check } = this.cards.check(format, text, { playable: event.digital ? (card) => this.enginePool.playable(card.name) : undefined });
    if (!check.legal) {
      const problems = check.problems.map((p) => {
        const problem = toDecklistProblemModel(p);
        return withLines ? problem : { ...problem, line: null, message: problem.message.replace(/^line \d+: /, '') };
      });
      const summary = `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in ${format}: ${problems.map((p) => p.message).join('; ')}`;
      throw playerError('INVALID_DECKLIST', summary, { format, dataDate: check.dataDate, problems });
    }
    return check;
  }

  private async storeDecklist(actor: Actor, eventId: string, playerId: string, check: (event: EventEntity) => DecklistCheck): Promise<PlayerEntity> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.eventRows.lock(manager, eventId);
      const target = await this.playerRows.findInEvent(playerId, eventId, manager);
      if (!target) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
      const own = target.userId !== null && target.userId === actor.userId;
      const staff = await this.access.isStaff(actor, eventId, manager);
      if (!own && !staff) await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], "submit another player's decklist", manager);
      if (!staff && event.status !== 'REGISTRATION') {
        throw playerError('REGISTRATION_CLOSED', 'Decklists are locked once the event has started; ask a judge', { eventId });
      }
      if (!staff && event.decklistDeadline && Date.now() >= event.decklistDeadline.getTime()) {
        throw playerError('DECKLIST_DEADLINE_PASSED', `The decklist deadline (${event.decklistDeadline.toISOString()}) has passed; ask a judge`, { eventId, deadline: event.decklistDeadline.toISOString() });
      }
      const checked = check(event);
      const copies = (section: 'commander' | 'main' | 'sideboard') =>
        checked.cards.flatMap((c) => {
          const count = section === 'sideboard' ? c.counts.sideboard + (c.counts.sideboard > 0 ? 0 : c.counts.companion) : c.counts[section];
          return Array.from({ length: count }, () => c.name);
        });
      target.decklistCommanders = copies('commander');
      target.decklistMain = copies('main');
      target.decklistSideboard = copies('sideboard');
      target.decklistFormat = checked.format;
      target.decklistDataDate = checked.dataDate;
      target.decklistSubmittedAt = new Date();
      await this.eventRows.bumpRevision(manager, eventId);
      return this.playerRows.save(manager, target);
    });
  }

  /** A player's decklist, for staff and the player themself (everyone once the organizer published the lists of a finished event). */
  async decklist(actor: Actor | null, playerId: string): Promise<DecklistModel | null> {
    const player = await this.getById(playerId);
    if (!(await this.canSeeDecklist(actor, player))) {
      throw playerError('DECKLIST_HIDDEN', "Only the event's staff and the player may see a decklist", { playerId });
    }
    return toDecklistModel(player);
  }

  /**
   * Staff, the player themself, and everyone once the organizer published the lists of the finished
   * event. `lookups` lets a GraphQL field answer from per-request batched loaders.
   */
  async canSeeDecklist(actor: Actor | null, player: PlayerEntity, lookups: DecklistLookups = this.directLookups(player)): Promise<boolean> {
    if (actor && player.userId === actor.userId) return true;
    if (actor && (await lookups.isStaff(actor))) return true;
    const event = await lookups.event();
    return event !== null && decklistsArePublic(event);
  }

  private directLookups(player: PlayerEntity): DecklistLookups {
    return { isStaff: (actor) => this.access.isStaff(actor, player.eventId), event: () => this.events.findById(player.eventId) };
  }

  /** Every decklist of a finished event whose organizer published them (public), by player name. */
  async publishedDecklists(eventId: string): Promise<PublishedDecklistModel[]> {
    const event = await this.events.getById(eventId);
    if (!decklistsArePublic(event)) {
      throw playerError('DECKLISTS_NOT_PUBLISHED', event.status === 'FINISHED' ? 'The organizer has not published the decklists of this event' : 'Decklists are published only after the event is finished', { eventId });
    }
    const players = await this.playerRows.ofEventOrdered(eventId, { nameKey: 'ASC' });
    return players.flatMap((p) => {
      const decklist = toDecklistModel(p);
      return decklist ? [{ playerId: p.id, playerName: p.name, decklist }] : [];
    });
  }

  async getById(playerId: string): Promise<PlayerEntity> {
    const player = await this.playerRows.findById(playerId);
    if (!player) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}"`, { playerId });
    return player;
  }

  async listForEvent(eventId: string): Promise<PlayerEntity[]> {
    return this.playerRows.ofEventOrdered(eventId, { createdAt: 'ASC', id: 'ASC' });
  }

  async findByIds(ids: readonly string[]): Promise<PlayerEntity[]> {
    return this.playerRows.findByIds(ids);
  }

  async findByName(eventId: string, name: string): Promise<PlayerEntity | null> {
    return this.playerRows.findByNameKey(eventId, playerNameKey(name));
  }
}
